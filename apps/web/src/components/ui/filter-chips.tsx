import clsx from 'clsx';

/** A row of toggle buttons choosing one filter; the chosen one is pressed. */
export function FilterChips<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  /** Read by screen readers only: what the chips filter. */
  legend: string;
  options: readonly T[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={clsx(
              'rounded-full px-4 py-2 text-sm font-medium transition-colors',
              value === option ? 'bg-blue-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
            )}
          >
            {option}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
