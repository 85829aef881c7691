import { describe, expect, it } from 'vitest';
import { normaliseUkPhone } from './normalise-phone';

describe('normaliseUkPhone', () => {
  it.each(['+44 7700 900123', '+44 (0)7700 900123', '0044 7700 900123', '44 7700 900123', '07700-900-123'])(
    'reads "%s" as 07700900123',
    (raw) => expect(normaliseUkPhone(raw)).toBe('07700900123'),
  );
  it('rejects digits that are not a UK number', () => expect(normaliseUkPhone('12345')).toBeNull());
});
