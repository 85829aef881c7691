import { describe, expect, it } from 'vitest';
import { calendarDateSchema, findUnstorableText, isStorableText, singleLineTextSchema } from './common';

describe('isStorableText', () => {
  it('accepts any text with whole emoji and refuses NUL bytes and half surrogate pairs', () => {
    expect(isStorableText('Clapham 😀 £450k')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('x\uD83D')).toBe(false);
    expect(isStorableText('\uDE00x')).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first bad string, keys included', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', '1', 'b']);
    expect(findUnstorableText({ ['\uD800']: 1 })).toEqual(['\uD800']);
    expect(findUnstorableText({ a: 'fine', n: 3, z: null })).toBeNull();
  });
});

describe('calendarDateSchema', () => {
  it('takes real days from 2000 to 2099 only', () => {
    expect(calendarDateSchema.safeParse('2026-02-28').success).toBe(true);
    for (const bad of ['2025-02-30', '0000-01-01', '9999-12-31', '1999-12-31', '2100-01-01', '2026-1-1']) {
      expect(calendarDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('singleLineTextSchema', () => {
  const name = singleLineTextSchema('Name', 20);
  it('removes control characters a paste carries and turns tabs into spaces', () => {
    expect(name.parse(' Jo\u0007 Bloggs\u001B\tLtd\u0085 ')).toBe('Jo Bloggs Ltd');
  });
  it('refuses a line break, which would start a new email header', () => {
    expect(name.safeParse('Jo\r\nBcc: x@y.z').error?.issues[0].message).toBe('Name must be a single line');
  });
});
