import type { Faq, FaqCategory } from '../data/faqs';

export const ALL_TOPICS = 'All Topics';
export type FaqFilter = FaqCategory | typeof ALL_TOPICS;

/** Entries in the chosen category whose question or answer contains the search, ignoring case. */
export function filterFaqs(faqs: Faq[], { search, category }: { search: string; category: FaqFilter }): Faq[] {
  const needle = search.trim().toLowerCase();
  return faqs.filter(
    (faq) =>
      (category === ALL_TOPICS || faq.category === category) &&
      (!needle || faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle)),
  );
}
