import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { maskSubject, parseSubject } from './parse-subject';

describe('parseSubject', () => {
  it('reads an address with an @ as a lower-cased email', () => {
    expect(parseSubject('  Priya.Shah@Example.COM ')).toEqual({ kind: 'email', value: 'priya.shah@example.com' });
  });

  it('reads "+44 (0)7700 900123" as the qualifier’s national form', () => {
    expect(parseSubject('+44 (0)7700 900123')).toEqual({ kind: 'phone', value: '07700900123' });
    expect(parseSubject({ phone: '07700 900 123' })).toEqual({ kind: 'phone', value: '07700900123' });
  });

  it('reads a number abroad with its country code as the qualifier stores it', () => {
    expect(parseSubject('+39 347 123 4567')).toEqual({ kind: 'phone', value: '393471234567' });
  });

  it('refuses what is neither an email nor a phone number', () => {
    expect(() => parseSubject('12345')).toThrow(AppError);
    expect(() => parseSubject('not@valid')).toThrow(AppError);
  });
});

describe('maskSubject', () => {
  it('keeps the first letter and the domain of an email, and the ends of a number', () => {
    expect(maskSubject({ kind: 'email', value: 'priya@example.com' })).toBe('p***@example.com');
    expect(maskSubject({ kind: 'phone', value: '07700900123' })).toBe('077*****123');
  });
});
