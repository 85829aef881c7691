import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/format';
import { MIN_SEARCH_LENGTH, useDashboardSearch } from '../api/search-dashboard';

/**
 * The header's search: conversations and leads by name, email or message text, as you type.
 * Enter opens the full conversations list with the same search.
 */
export function HeaderSearch() {
  const inputId = useId();
  const resultsId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLFormElement>(null);
  const search = useDashboardSearch(query);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const close = () => {
    setIsOpen(false);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    navigate(`${paths.dashboard.conversations.getHref()}?q=${encodeURIComponent(text.trim())}`);
    close();
  };

  const showResults = isOpen && query.trim().length >= MIN_SEARCH_LENGTH;
  const conversations = search.data?.conversations.items ?? [];
  const leads = search.data?.leads.items ?? [];

  return (
    <form ref={containerRef} onSubmit={onSubmit} className="relative w-full max-w-md">
      <label htmlFor={inputId} className="sr-only md:not-sr-only md:mr-2 md:text-sm md:text-slate-600">
        Search
      </label>
      <div className="relative md:inline-block md:w-[calc(100%-4rem)]">
        <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-400" />
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={200}
          placeholder="Names, emails, messages..."
          role="combobox"
          aria-autocomplete="list"
          aria-controls={resultsId}
          aria-expanded={showResults}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
          className="h-9 w-full rounded-lg border border-slate-300 bg-slate-50 pr-3 pl-9 text-sm focus:border-blue-600 focus:bg-white focus:outline-none"
        />
      </div>
      {showResults && (
        <div
          id={resultsId}
          className="absolute top-11 right-0 left-0 z-40 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          {search.isError && <p className="p-2 text-sm text-red-700">{search.error.message}</p>}
          {search.isPending && <p className="p-2 text-sm text-slate-500">Searching...</p>}
          {search.isSuccess && conversations.length === 0 && leads.length === 0 && (
            <p className="p-2 text-sm text-slate-500">Nothing matches "{query.trim()}".</p>
          )}
          {conversations.length > 0 && (
            <ResultGroup title="Conversations">
              {conversations.map((c) => (
                <li key={c.id}>
                  <Link
                    to={paths.dashboard.conversation.getHref(c.id)}
                    onClick={close}
                    className="block rounded-lg px-2 py-1.5 hover:bg-slate-100"
                  >
                    <span className="block text-sm font-medium text-slate-900">
                      {c.contactName || 'Anonymous User'}
                    </span>
                    <span className="block text-xs text-slate-500">{truncate(c.lastMessage ?? '', 60)}</span>
                  </Link>
                </li>
              ))}
            </ResultGroup>
          )}
          {leads.length > 0 && (
            <ResultGroup title="Leads">
              {leads.map((l) => (
                <li key={l.id}>
                  <Link
                    to={paths.dashboard.conversation.getHref(l.conversationId)}
                    onClick={close}
                    className="block rounded-lg px-2 py-1.5 hover:bg-slate-100"
                  >
                    <span className="block text-sm font-medium text-slate-900">{l.name || 'Anonymous Lead'}</span>
                    <span className="block text-xs text-slate-500">
                      {[l.email, `Score: ${l.score}/100`].filter(Boolean).join(' · ')}
                    </span>
                  </Link>
                </li>
              ))}
            </ResultGroup>
          )}
        </div>
      )}
    </form>
  );
}

function ResultGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="py-1">
      <h3 className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul>{children}</ul>
    </section>
  );
}
