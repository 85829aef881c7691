import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';

/** A checkbox with its label beside it; the whole label is clickable. */
export function Checkbox({
  label,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={clsx('flex items-start gap-2 text-sm text-slate-700', className)}>
      <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-blue-600" {...props} />
      <span>{label}</span>
    </label>
  );
}
