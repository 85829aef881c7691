export { normaliseUkPhone, phoneDialHref } from '@leadwise/qualifier/normalise-phone';
