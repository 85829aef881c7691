import { useId } from 'react';
import { Input } from './input';

/** 'From' and 'To' day pickers; either may be empty. The end cannot be set before the start. */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className="flex gap-2">
      <div className="space-y-1.5">
        <label htmlFor={fromId} className="block text-sm font-medium text-slate-800">
          From
        </label>
        <Input
          id={fromId}
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(e) => onChange({ from: e.target.value || undefined, to })}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={toId} className="block text-sm font-medium text-slate-800">
          To
        </label>
        <Input
          id={toId}
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(e) => onChange({ from, to: e.target.value || undefined })}
        />
      </div>
    </div>
  );
}
