import clsx from 'clsx';

/** The Leadwise wordmark with its speech-bubble mark. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 text-xl font-bold tracking-tight', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#2563eb" />
        <path d="M9 10h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-7l-5 4v-4H9a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2Z" fill="#fff" />
        <path d="m12 15.5 2.5 2.5 5-5" fill="none" stroke="#2563eb" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={inverted ? 'text-white' : 'text-slate-900'}>Leadwise</span>
    </span>
  );
}
