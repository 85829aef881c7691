import clsx from 'clsx';

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' };

/** A decorative spinner; pair it with text (or a `label`) that says what is loading. */
export function Spinner({
  size = 'md',
  label,
  className,
}: {
  size?: keyof typeof SIZES;
  label?: string;
  className?: string;
}) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)} role={label ? 'status' : undefined}>
      <span
        aria-hidden="true"
        className={clsx('inline-block animate-spin rounded-full border-current border-r-transparent', SIZES[size])}
      />
      {label && <span>{label}</span>}
    </span>
  );
}
