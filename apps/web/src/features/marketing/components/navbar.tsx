import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { type SectionId, useScrollToSection } from '../hooks/use-scroll-to-section';
import { useScrolledPast } from '../hooks/use-scrolled-past';

/** Spec section 9: the header turns solid after this much scroll. */
const SOLID_AFTER_PX = 50;

const SECTION_LINKS: Array<{ id: SectionId; label: string }> = [
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'contact', label: 'Contact' },
];
const PAGE_LINKS = [
  { to: paths.blog.getHref(), label: 'Blog' },
  { to: paths.help.getHref(), label: 'Help' },
];

const navLinkClasses = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-blue-700';

export interface NavbarProps {
  /** The signed-in user's name or email; null when signed out. */
  signedInAs: string | null;
  onSignOut(): Promise<void>;
}

export function Navbar({ signedInAs, onSignOut: signOut }: NavbarProps) {
  const isSolid = useScrolledPast(SOLID_AFTER_PX);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goToSection = useScrollToSection();

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read.
  useEffect(() => setIsMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setIsMenuOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const onSection = (id: SectionId) => {
    setIsMenuOpen(false);
    goToSection(id);
  };
  const onSignOut = async () => {
    setIsMenuOpen(false);
    await signOut();
    navigate(paths.home.getHref());
  };

  const links = (isMobile: boolean) => (
    <>
      {SECTION_LINKS.map((link) => (
        <button
          key={link.id}
          type="button"
          onClick={() => onSection(link.id)}
          className={clsx(navLinkClasses, isMobile && 'w-full text-left')}
        >
          {link.label}
        </button>
      ))}
      {PAGE_LINKS.map((link) => (
        <Link key={link.to} to={link.to} className={clsx(navLinkClasses, isMobile && 'block')}>
          {link.label}
        </Link>
      ))}
    </>
  );

  const account = (isMobile: boolean) =>
    signedInAs ? (
      <>
        <span className={clsx('text-sm text-slate-600', isMobile ? 'block px-3 py-2' : 'max-w-56 truncate')}>
          Welcome, {signedInAs}
        </span>
        <Link to={paths.dashboard.root.getHref()} className={clsx(navLinkClasses, isMobile && 'block')}>
          Dashboard
        </Link>
        <button
          type="button"
          onClick={onSignOut}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: clsx(isMobile && 'w-full') })}
        >
          Sign Out
        </button>
      </>
    ) : (
      <>
        <Link to={paths.auth.login.getHref()} className={clsx(navLinkClasses, isMobile && 'block')}>
          Sign In
        </Link>
        <Link
          to={paths.auth.register.getHref()}
          className={buttonClasses({ size: 'sm', className: clsx(isMobile && 'w-full') })}
        >
          Get Started Free
        </Link>
      </>
    );

  return (
    <header
      className={clsx(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-200',
        isSolid || isMenuOpen ? 'bg-white shadow-sm' : 'bg-transparent',
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home.getHref()} aria-label="Leadwise home" className="rounded-lg">
          <Logo />
        </Link>
        <div className="hidden items-center gap-1 lg:flex">{links(false)}</div>
        <div className="hidden items-center gap-3 lg:flex">{account(false)}</div>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        </button>
      </nav>
      {isMenuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg lg:hidden">
          <div className="flex flex-col gap-1">{links(true)}</div>
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">{account(true)}</div>
        </div>
      )}
    </header>
  );
}
