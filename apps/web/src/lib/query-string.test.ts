import { conversationListQuerySchema } from '@leadwise/contracts';
import { describe, expect, it } from 'vitest';
import { readFilters, toQueryString } from './query-string';

describe('toQueryString', () => {
  it('keeps only the values that are set', () => {
    expect(toQueryString({ q: 'sarah jones', status: undefined, from: '' }, { limit: 20 })).toBe(
      '?q=sarah+jones&limit=20',
    );
    expect(toQueryString({})).toBe('');
  });
});

describe('readFilters', () => {
  const keys = ['q', 'status', 'from', 'to'] as const;
  it('reads the valid filters and drops a bad one', () => {
    const params = new URLSearchParams('status=archived&q=sarah&from=2026-01-01&other=1');
    expect(readFilters(conversationListQuerySchema, params, keys)).toMatchObject({ q: 'sarah', from: '2026-01-01' });
    expect(readFilters(conversationListQuerySchema, params, keys)).not.toHaveProperty('status');
  });

  it('drops a backwards range instead of failing', () => {
    const params = new URLSearchParams('from=2026-02-01&to=2026-01-01');
    const filters = readFilters(conversationListQuerySchema, params, keys);
    expect(filters.from).toBe('2026-02-01');
    expect(filters.to).toBeUndefined();
  });
});
