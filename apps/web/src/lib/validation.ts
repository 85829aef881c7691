/**
 * The simple name@domain.tld pattern of the account forms (spec section 5). The same as
 * EMAIL_PATTERN in @leadwise/contracts, kept here so public pages do not ship zod.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
