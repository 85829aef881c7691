import type { ReactNode } from 'react';
import { Label } from './label';

/** A visible label above its control, with an optional hint below. */
export function FormField({
  label,
  htmlFor,
  hint,
  hintId,
  labelAside,
  children,
}: {
  label: string;
  htmlFor: string;
  hint?: ReactNode;
  hintId?: string;
  /** Something on the label's line, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={htmlFor}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && (
        <div id={hintId} className="text-xs text-slate-500">
          {hint}
        </div>
      )}
    </div>
  );
}
