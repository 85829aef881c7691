import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from './input';

/** Waits for a pause in typing before searching, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A labelled search box that reports its value after the user pauses typing. */
export function SearchInput({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const lastReported = useRef(value);

  // A value changed from outside (a link, "Clear filters") replaces what is typed.
  useEffect(() => {
    lastReported.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === lastReported.current) return;
    const timer = setTimeout(() => {
      lastReported.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400" />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
