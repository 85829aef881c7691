import { MONTH_PATTERN } from './constants';

// Numbers that are not money, blanked before amounts are read. Order matters: emails and phone
// numbers first, so their digits never reach the later patterns.
// The email pattern starts only where a word starts, so a long run of letters without an "@" is
// scanned once rather than once from every letter.
const NON_MONEY: RegExp[] = [
  /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g,
  // A UK number starts with its 0 (not inside a number) and no second 0 follows: "130 000 - 150 000" is money.
  /(?:\+\s?44|0044|(?<!\d)\(?0(?!0))[\d\s\-()]{8,16}\d/g,
  /\b[a-z]{1,2}\d[a-z\d]?(?:\s*\d[a-z]{2})?\b/g, // postcodes and districts: SW4, W13 0AB
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s*(?:of\\s+)?(?:${MONTH_PATTERN})\\b`, 'g'),
  new RegExp(`\\b(?:${MONTH_PATTERN})\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?!\\s*(?:k|grand|,\\d))`, 'g'),
  /\b\d+(?:st|nd|rd|th)\b/g,
  /(?<![£\d,.])\b(?:19|20)\d{2}\b(?![\d,]|\s*(?:k|grand|pcm|pw|a month|per month|a week|per week)\b)/g,
  /\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b/g,
  /\b\d+(?:\.\d+)?\s*(?:%|percent|per cent)/g,
  /\b\d+\s*(?:(?:-|to|or)\s*\d+\s*)?(?:beds?|bedrooms?|bedroomed|br|b\/r|baths?|bathrooms?|receptions?|reception rooms?|kids|children|child|people|adults|of us|cars?|dogs?|cats?|pets?|weeks|months|years|days|hours|hrs|mins?|minutes|miles|mi|km|floors?|storeys?|sq ?ft|square feet|sqm|spaces?|rooms?|mates|friends|yrs?|year olds?|yo)\b/g,
  // "a week", "per month", "for 1 year" after an amount are its rate, not a count.
  /(?<!\b(?:a|per|each|every|for)\s)\b\d+\s*(?:week|month|year|day|fortnight)\b/g,
  // A bare "no" is "number" only after a place word ("flat no 4") or "at" ("at no 12"): elsewhere
  // it is the word no ("250k max... wait no 275 max").
  // A number that opens a range ("4 bed house 15 to 1800 a month") is an amount, not the house's number.
  /\b(?:(?:flat|apartment|apt|unit|house|plot)(?:\s*(?:no\.?|number))?|(?:at|@)\s*no|no\.|number)\s*\d+[a-z]?\b(?!\s*(?:-|–|to)\s*£?\d)/g,
  /\b\d+[a-z]?\s+(?:[a-z']+\s+){0,2}(?:road|rd|street|st|lane|ln|avenue|ave|grove|close|drive|dr|way|place|gardens|terrace|crescent|court|mews|square|walk|row|hill)\b/g,
  /\b\d+\s*(?:\/|x)\s*\d+\b/g,
];

/** Blanks emails, phones, postcodes, dates, years, times, percentages and counted things. */
export function maskNonMoney(lower: string): string {
  let text = lower;
  for (const pattern of NON_MONEY) text = text.replace(pattern, (m) => ' '.repeat(m.length));
  return text;
}
