import { normaliseUkPhone } from './normalise-phone';

/**
 * Contact details said aloud to a phone's voice typing come out as words: "oh seven seven double
 * oh nine double oh three one four", "callum dot fraser at example dot com". These readers write
 * them as typed ("07700900314", "callum.fraser@example.com"), so the contact parser reads them as
 * it reads typed ones.
 */

const DIGIT_WORDS: Record<string, string> = {
  oh: '0',
  o: '0',
  zero: '0',
  nought: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
// "double oh", "treble nine": the next digit said twice or three times.
const REPEATS: Record<string, number> = { double: 2, treble: 3, triple: 3 };
const SPOKEN_DIGIT = String.raw`(?:(?:double|treble|triple)\s)?(?:oh|o|zero|nought|one|two|three|four|five|six|seven|eight|nine|\d{1,5})`;
// Seven or more digits or digit words in a row; the separators between them are short, so a run
// is read in one pass.
const SPOKEN_RUN = new RegExp(String.raw`(?<![\w'])${SPOKEN_DIGIT}(?:[\s,.-]{1,3}${SPOKEN_DIGIT}){6,}(?![\w'])`, 'gi');
const RUN_TOKEN = /[a-z]+|\d+/gi;

/** The UK number said in a run of digit words, with where it ends in the run; null when none. */
function readSpokenNumber(run: string): { phone: string; start: number; end: number } | null {
  const tokens = [...run.matchAll(RUN_TOKEN)];
  // "oh, oh seven seven…": a leading "oh" may be the visitor's, not the number's.
  for (const from of [0, 1]) {
    let digits = '';
    let words = 0;
    let repeat = 1;
    let found: { phone: string; start: number; end: number } | null = null;
    for (const token of tokens.slice(from)) {
      const word = token[0].toLowerCase();
      if (word in REPEATS) {
        repeat = REPEATS[word];
        continue;
      }
      const digit = DIGIT_WORDS[word];
      if (digit) words++;
      digits += (digit ?? word).repeat(repeat);
      repeat = 1;
      if (digits.length > 11) break;
      const phone = words >= 3 ? normaliseUkPhone(digits) : null;
      if (phone) found = { phone, start: tokens[from].index, end: token.index + token[0].length };
    }
    if (found) return found;
  }
  return null;
}

// "ben dot carter at example dot com": a name part, "at", and a domain ending "dot" and its last part.
const SPOKEN_EMAIL =
  /(?<![a-z0-9.])([a-z0-9][\w.-]*(?:\s(?:dot|underscore|dash|hyphen)\s[a-z0-9][\w.-]*){0,4})\s(?:at|@)\s([a-z0-9][a-z0-9-]*(?:\sdot\s[a-z0-9][a-z0-9-]*){0,3}\sdot\s[a-z]{2,6})(?![\w@])/gi;
const SPOKEN_SEPARATORS: Record<string, string> = { dot: '.', underscore: '_', dash: '-', hyphen: '-' };

function writeSpokenEmail(local: string, domain: string): string {
  const write = (spoken: string) =>
    spoken.replace(/\s(dot|underscore|dash|hyphen)\s/gi, (_, word: string) => SPOKEN_SEPARATORS[word.toLowerCase()]);
  return `${write(local)}@${write(domain)}`.toLowerCase();
}

/**
 * The text with spoken phone numbers written as digits and, where `emailAsked` (an email was asked
 * for or named), spoken email addresses written as addresses. Unchanged when nothing was spoken.
 */
export function writeSpokenDetails(text: string, emailAsked: boolean): string {
  let written = text;
  if (emailAsked && /\s(?:at|@)\s/i.test(written) && /\sdot\s/i.test(written))
    written = written.replace(SPOKEN_EMAIL, (_, local: string, domain: string) => writeSpokenEmail(local, domain));
  if (!/\b(?:oh|o|zero|nought|one|two|three|four|five|six|seven|eight|nine)\b/i.test(written)) return written;
  return written.replace(SPOKEN_RUN, (run) => {
    const number = readSpokenNumber(run);
    return number ? `${run.slice(0, number.start)}${number.phone}${run.slice(number.end)}` : run;
  });
}
