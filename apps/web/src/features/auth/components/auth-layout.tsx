import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';

/** The account screens' frame: the logo home, one card, and the legal links. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 sm:justify-center">
      <Link to={paths.home.getHref()} className="mb-8 rounded-lg" aria-label="Leadwise home">
        <Logo />
      </Link>
      <main className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      <nav aria-label="Legal" className="mt-6 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm text-slate-500">
        <Link to={paths.home.getHref()} className="hover:text-slate-800">
          Back to home
        </Link>
        <Link to={paths.terms.getHref()} className="hover:text-slate-800">
          Terms of Service
        </Link>
        <Link to={paths.privacy.getHref()} className="hover:text-slate-800">
          Privacy Policy
        </Link>
      </nav>
    </div>
  );
}
