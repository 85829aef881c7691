import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQS } from '../data/faqs';
import { HelpCenter } from './help-center';

const support = {
  email: 'support@example.com',
  phone: '020 7946 0321',
  phoneHref: '+442079460321',
  hours: 'Mon-Fri 9AM-6PM GMT',
};

const questions = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('summary')?.textContent);

describe('HelpCenter', () => {
  it('lists all 12 questions with the count line', () => {
    render(<HelpCenter faqs={FAQS} support={support} />);
    expect(FAQS).toHaveLength(12);
    expect(questions()).toHaveLength(12);
    expect(screen.getByText('Showing all 12 questions')).toBeInTheDocument();
  });

  it('searches questions and answers, ignoring case', async () => {
    const user = userEvent.setup();
    render(<HelpCenter faqs={FAQS} support={support} />);
    // "HEIC" appears only in the documents answer, not in any question.
    await user.type(screen.getByLabelText('Search help articles'), 'heic');
    expect(questions()).toEqual([expect.stringContaining('What documents can buyers send')]);
    expect(screen.getByText('Showing 1 of 12 questions')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search help articles'));
    await user.type(screen.getByLabelText('Search help articles'), 'WIDGET');
    const widgetMatches = FAQS.filter((f) => `${f.question} ${f.answer}`.toLowerCase().includes('widget'));
    expect(questions()).toHaveLength(widgetMatches.length);
  });

  it('filters by category and combines it with the search', async () => {
    const user = userEvent.setup();
    render(<HelpCenter faqs={FAQS} support={support} />);
    await user.click(screen.getByRole('button', { name: 'Billing & Plans' }));
    expect(screen.getByRole('button', { name: 'Billing & Plans' })).toHaveAttribute('aria-pressed', 'true');
    expect(questions()).toEqual([
      expect.stringContaining('How does the free trial work?'),
      expect.stringContaining('Can I change or cancel my plan?'),
    ]);
    await user.type(screen.getByLabelText('Search help articles'), 'cancel');
    expect(questions()).toEqual([expect.stringContaining('Can I change or cancel my plan?')]);
  });

  it('shows No results found and clears back to everything', async () => {
    const user = userEvent.setup();
    render(<HelpCenter faqs={FAQS} support={support} />);
    await user.type(screen.getByLabelText('Search help articles'), 'helicopter');
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 12 questions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(questions()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'All Topics' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers email and phone support with the hours', () => {
    render(<HelpCenter faqs={FAQS} support={support} />);
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expect(screen.getByRole('link', { name: '020 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    expect(screen.getByText(/Mon-Fri 9AM-6PM GMT/)).toBeInTheDocument();
  });
});
