import { describe, expect, it } from 'vitest';
import { normaliseUkPhone, normaliseVisitorPhone, phoneDialHref } from './normalise-phone';

describe('normaliseUkPhone', () => {
  it.each(['+44 7700 900123', '+44 (0)7700 900123', '0044 7700 900123', '44 7700 900123', '07700-900-123'])(
    'reads "%s" as 07700900123',
    (raw) => expect(normaliseUkPhone(raw)).toBe('07700900123'),
  );
  it('rejects digits that are not a UK number', () => expect(normaliseUkPhone('12345')).toBeNull());
  it('rejects a number abroad', () => expect(normaliseUkPhone('+61 412 345 678')).toBeNull());
});

describe('normaliseVisitorPhone', () => {
  it.each([
    ['+44 7700 900123', '07700900123'],
    ['+61 412 345 678', '61412345678'],
    ['0049 151 2345 6789', '4915123456789'],
    ['+353 (0)87 123 4567', '353871234567'],
    ['+1 (604) 555-0142', '16045550142'],
  ])('reads "%s" as %s', (raw, digits) => expect(normaliseVisitorPhone(raw)).toBe(digits));
  it('rejects a +44 number too short for the UK', () => expect(normaliseVisitorPhone('+44 7700 9001')).toBeNull());
  it('rejects a number abroad with no country code', () => expect(normaliseVisitorPhone('412 345 678')).toBeNull());
});

describe('phoneDialHref', () => {
  it('dials a UK number as it is', () => expect(phoneDialHref('07700900123')).toBe('tel:07700900123'));
  it('dials a number abroad with its country code', () =>
    expect(phoneDialHref(normaliseVisitorPhone('+39 347 123 4567')!)).toBe('tel:+393471234567'));
});
