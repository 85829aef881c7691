export { normaliseUkPhone } from '@leadwise/qualifier/normalise-phone';
