import { MAX_AREAS } from '@leadwise/contracts';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

/** Splits "Clapham, SW4; Brixton" into places, so a pasted list works too. */
export function splitAreas(text: string) {
  return text
    .split(/[,;\n]/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/** The towns, districts and postcode districts the agent (or a branch) covers: the qualifier's area match. */
export function AreasEditor({
  areas,
  onChange,
  label = 'Add areas',
  listLabel = 'Your areas',
  emptyText = 'No areas yet: every area a visitor names will count as outside yours.',
}: {
  areas: string[];
  onChange: (areas: string[]) => void;
  label?: string;
  listLabel?: string;
  emptyText?: string;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const add = () => {
    const known = new Set(areas.map((a) => a.toLowerCase()));
    const added = splitAreas(text).filter((a) => {
      const isNew = !known.has(a.toLowerCase());
      known.add(a.toLowerCase());
      return isNew;
    });
    onChange([...areas, ...added].slice(0, MAX_AREAS));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="e.g. Clapham, Brixton, SW4, SW9"
            maxLength={500}
          />
          <Button variant="outline" onClick={add} disabled={!text.trim()}>
            Add
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          Towns, districts or postcode districts. A visitor asking for one of these (or a postcode inside a district)
          counts as an area match.
        </p>
      </div>
      {areas.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={listLabel}>
          {areas.map((area) => (
            <li
              key={area}
              className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pr-1 pl-3 text-sm text-blue-800"
            >
              {area}
              <button
                type="button"
                aria-label={`Remove ${area}`}
                onClick={() => onChange(areas.filter((a) => a !== area))}
                className="rounded-full p-0.5 hover:bg-blue-100"
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
