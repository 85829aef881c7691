import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths';

describe('isPagePath', () => {
  it('knows the app pages, with parameters and a trailing slash', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/dashboard/leads')).toBe(true);
    expect(isPagePath('/dashboard/leads/')).toBe(true);
    expect(isPagePath('/dashboard/conversations/6ffabfce-1b2c-4d5e-8f90-123456789abc')).toBe(true);
    expect(isPagePath('/blog/first-week')).toBe(true);
  });

  it('does not know a mistyped or deeper path', () => {
    expect(isPagePath('/dashbaord')).toBe(false);
    expect(isPagePath('/dashboard/leads/extra/deep')).toBe(false);
    expect(isPagePath('/blog/a/b')).toBe(false);
    expect(isPagePath('/no-such-page')).toBe(false);
  });
});
