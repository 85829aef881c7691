import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/**
 * The frame of the public pages (privacy, terms, gdpr, help, status, blog): a back-to-home link,
 * the title, and a scroll to the top on open (spec section 2).
 */
export function PublicPage({
  title,
  intro,
  meta,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Small print under the title, such as "Last updated". */
  meta?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, []);
  return (
    <div className="px-4 pb-20 pt-24 sm:px-6">
      <div className={wide ? 'mx-auto max-w-6xl' : 'mx-auto max-w-3xl'}>
        <Link
          to={paths.home.getHref()}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline"
        >
          <ArrowLeftIcon className="h-4 w-4" />
          Back to Home
        </Link>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {meta && <p className="mt-2 text-sm text-slate-500">{meta}</p>}
        {intro && <div className="mt-4 text-lg text-slate-600">{intro}</div>}
        <div className="mt-10">{children}</div>
      </div>
    </div>
  );
}
