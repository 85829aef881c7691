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
