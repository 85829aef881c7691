/**
 * Asking to see a property or whether it is still there: "can I view it?", "is it still
 * available?", "could we book a viewing on Saturday?", "has it sold?". Only the agent knows
 * the answer, and the visitor's next step is a viewing.
 */
const VIEWING =
  /\b(?:viewings?|view (?:it|them|the|this|that|a|on|in)|to view|(?:can|could|may) (?:i|we) view|look (?:round|around|at it|at the)|see (?:it|the|this|that|inside|round|around)|come and see|visit (?:it|the|this)|show me (?:round|around))\b/;
const AVAILABILITY =
  /\b(?:(?:still )?available|availability|still (?:on the market|for sale|to let|to rent|up|there|free|going)|(?:has|is) it (?:been )?(?:sold|gone|let|taken)|under offer|sold (?:yet|already)|already (?:sold|gone|let|taken)|off the market)\b/;
const ASKS = /\?|^\W*(?:is|are|has|have|can|could|may|would|when|do|does|will|i'?d like|i would like|i want|we'?d like|please|any chance)\b/;

/** Whether the visitor asks to view a property or whether it is still available (pure; any wording above). */
export function isViewingRequest(text: string): boolean {
  const lower = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  if (!ASKS.test(lower)) return false;
  return VIEWING.test(lower) || AVAILABILITY.test(lower);
}
