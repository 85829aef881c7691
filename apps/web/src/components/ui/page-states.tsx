import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** A page or panel still loading its data. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex justify-center py-16 text-slate-500">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** Spec section 8: 'Error: {message}' with a Retry button. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Retry',
  title,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
  title?: string;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      {title && <h2 className="mb-1 text-lg font-semibold text-red-900">{title}</h2>}
      <p className="text-sm text-red-800">{title ? message : `Error: ${message}`}</p>
      <Button variant="danger" size="sm" className="mt-4" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** Nothing to show yet, said plainly. */
export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon && <div className="mx-auto mb-3 flex justify-center text-slate-400">{icon}</div>}
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children && <p className="mt-1 text-sm text-slate-600">{children}</p>}
    </div>
  );
}
