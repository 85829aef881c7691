import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * A landing page section that links scroll to: focusable so keyboard users land in it, with room
 * above for the fixed header.
 */
export function Section({
  id,
  title,
  intro,
  className,
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
      className={clsx('scroll-mt-16 px-4 py-20 focus:outline-none sm:px-6', className)}
    >
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
