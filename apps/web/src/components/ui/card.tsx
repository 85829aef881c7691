import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A white panel with an optional heading row (title on the left, actions on the right). */
export function Card({
  title,
  actions,
  children,
  className,
  headingLevel: Heading = 'h2',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <section className={clsx('min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}>
      {(title || actions) && (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title && <Heading className="text-base font-semibold text-slate-900">{title}</Heading>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
