import { Outlet } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { Footer } from '../../../features/marketing/components/footer';
import { Navbar } from '../../../features/marketing/components/navbar';

/** The landing page and the public pages share the navbar and footer. */
export default function MarketingLayout() {
  const { user, logout } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar signedInAs={user ? user.name || user.email : null} onSignOut={logout} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
