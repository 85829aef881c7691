import clsx from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-800',
  slate: 'bg-slate-100 text-slate-700',
};
export type BadgeTone = keyof typeof TONES;

/** A small coloured chip for a status or a temperature. */
export function Badge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
