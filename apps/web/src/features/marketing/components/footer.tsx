import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { type SectionId, useScrollToSection } from '../hooks/use-scroll-to-section';

type FooterLink = { label: string; to: string } | { label: string; section: SectionId };

const COLUMNS: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Product',
    links: [
      { label: 'Features', section: 'features' },
      { label: 'Pricing', section: 'pricing' },
      { label: 'Blog', to: paths.blog.getHref() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: paths.help.getHref() },
      { label: 'System Status', to: paths.status.getHref() },
      { label: 'Contact', section: 'contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy.getHref() },
      { label: 'Terms of Service', to: paths.terms.getHref() },
      { label: 'GDPR Compliance', to: paths.gdpr.getHref() },
    ],
  },
];

const linkClasses = 'text-sm text-slate-400 hover:text-white';

export function Footer() {
  const goToSection = useScrollToSection();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 max-w-xs text-sm text-slate-400">
            AI lead qualification for UK estate and letting agents. Every enquiry answered, scored and sent to you.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link to={link.to} className={linkClasses}>
                      {link.label}
                    </Link>
                  ) : (
                    <button type="button" onClick={() => goToSection(link.section)} className={linkClasses}>
                      {link.label}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-500 sm:px-6">
          © 2024 Leadwise. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
