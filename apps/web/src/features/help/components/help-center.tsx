import { ChevronDown, Mail, Phone, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FilterChips } from '../../../components/ui/filter-chips';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { FAQ_CATEGORIES, type Faq } from '../data/faqs';
import { ALL_TOPICS, type FaqFilter, filterFaqs } from '../utils/filter-faqs';

export interface SupportContact {
  email: string;
  phone: string;
  phoneHref: string;
  hours: string;
}

const FILTERS: FaqFilter[] = [ALL_TOPICS, ...FAQ_CATEGORIES];

function countLine(shown: number, total: number, isFiltered: boolean) {
  if (!isFiltered) return `Showing all ${total} questions`;
  return `Showing ${shown} of ${total} ${total === 1 ? 'question' : 'questions'}`;
}

/** Searchable, filterable FAQ with the support contacts (spec section 2, Help Center). */
export function HelpCenter({ faqs, support }: { faqs: Faq[]; support: SupportContact }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqFilter>(ALL_TOPICS);
  const searchId = useId();
  const shown = filterFaqs(faqs, { search, category });
  const isFiltered = search.trim() !== '' || category !== ALL_TOPICS;
  const clear = () => {
    setSearch('');
    setCategory(ALL_TOPICS);
  };

  return (
    <div className="space-y-8">
      <div>
        <Label htmlFor={searchId}>Search help articles</Label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="e.g. install, documents, cancel"
            className="pl-10"
          />
        </div>
      </div>

      <FilterChips<FaqFilter> legend="Filter by topic" options={FILTERS} value={category} onChange={setCategory} />

      <p role="status" className="text-sm text-slate-600">
        {countLine(shown.length, faqs.length, isFiltered)}
      </p>

      {shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No results found</h2>
          <p className="mt-2 text-slate-600">Try other words or another topic, or ask our support team below.</p>
          <Button variant="outline" className="mt-4" onClick={clear}>
            Clear search
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {shown.map((faq) => (
            <li key={faq.id}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 p-5 [&::-webkit-details-marker]:hidden">
                  <span>
                    <span className="block text-xs font-semibold uppercase tracking-wide text-blue-700">
                      {faq.category}
                    </span>
                    <span className="mt-1 block font-medium text-slate-900">{faq.question}</span>
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-5 h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-slate-700">{faq.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="support-heading" className="rounded-2xl bg-slate-50 p-6">
        <h2 id="support-heading" className="text-lg font-semibold text-slate-900">
          Still need help?
        </h2>
        <p className="mt-1 text-slate-600">Our UK team answers by email and phone, {support.hours}.</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-6">
          <a
            href={`mailto:${support.email}`}
            className="inline-flex items-center gap-2 font-medium text-blue-700 hover:underline"
          >
            <Mail aria-hidden="true" className="h-5 w-5" />
            {support.email}
          </a>
          <a
            href={`tel:${support.phoneHref}`}
            className="inline-flex items-center gap-2 font-medium text-blue-700 hover:underline"
          >
            <Phone aria-hidden="true" className="h-5 w-5" />
            {support.phone}
          </a>
        </div>
      </section>
    </div>
  );
}
