/**
 * A UK phone number in national form, digits only (QUALIFY.md): "+44 (0)7700 900123",
 * "0044 7700 900123" and a bare "44 7700 900123" all become "07700900123". Null when the digits
 * are not a UK number.
 */
export function normaliseUkPhone(raw: string): string | null {
  let digits = raw.replace(/\(0\)/, '').replace(/\D/g, '');
  if (digits.startsWith('0044')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('44')) digits = `0${digits.slice(2)}`;
  return /^0[1-9]\d{8,9}$/.test(digits) ? digits : null;
}

/**
 * The visitor's phone as QUALIFY.md gives it, digits only: a UK number in national form, and a
 * number abroad written with its country code ("+852 9123 4567", "0033 6 12 34 56 78") kept as
 * the country code and number, "85291234567". Null when it is neither.
 */
export function normaliseVisitorPhone(raw: string): string | null {
  const uk = normaliseUkPhone(raw);
  if (uk || !/^\s*(?:\+|00)/.test(raw)) return uk;
  const digits = raw.replace(/\(0\)/, '').replace(/\D/g, '').replace(/^00/, '');
  // International numbers run to 15 digits with the country code (ITU E.164); +44 is read above.
  return /^[1-9]\d{7,14}$/.test(digits) && !digits.startsWith('44') ? digits : null;
}

/**
 * A link that dials a visitor's phone as normaliseVisitorPhone gives it: a UK number in national
 * form dials as it is, a number abroad needs the "+" its digits were read without.
 */
export const phoneDialHref = (phone: string): string => `tel:${phone.startsWith('0') ? phone : `+${phone}`}`;
