const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  grand: 1_000,
  k: 1_000,
  million: 1_000_000,
  mil: 1_000_000,
  mill: 1_000_000,
};
const WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES), 'and', 'a'].join('|')})`;
const NUMBER_RUN = new RegExp(`\\b${WORD}(?:[\\s-]+${WORD})*\\b`, 'g');
const FRACTIONS: [RegExp, string][] = [
  [/\b(?:a|one|1) (?:mil|mill|million) and a half\b/g, '1500000'],
  [/\b(?:one|1) and a half (?:mil|mill|million)\b/g, '1500000'],
  [/\bthree quarters (?:of )?a (?:mil|mill|million)\b/g, '750000'],
  [/\b(?:a |one )?quarter (?:of )?a (?:mil|mill|million)\b/g, '250000'],
  [/\bhalf (?:a |of a )?(?:mil|mill|million)\b/g, '500000'],
];

function evaluateRun(words: string[]): number | null {
  let total = 0;
  let current = 0;
  let sawNumber = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    // "and" joins a number only after a scale ("two hundred and fifty", "a thousand and one"); after
    // anything else it joins two numbers ("between two hundred and fifty and three hundred thousand").
    if (word === 'and') {
      if (i === 0 || !(words[i - 1] in SCALES)) return null;
      continue;
    }
    if (word === 'a') {
      // "a" only counts as one before a scale: "a hundred", "a million".
      if (!(words[i + 1] in SCALES)) return null;
      current = 1;
      continue;
    }
    if (word in UNITS) {
      // "four fifty" is not 54: only "twenty" + "five" style pairs combine without a scale.
      const lastTwo = current % 100;
      if (lastTwo !== 0 && (lastTwo % 10 !== 0 || UNITS[word] >= 10)) return null;
      current += UNITS[word];
      sawNumber = true;
    } else if (word === 'hundred') {
      // "four hundred and four hundred" is two numbers: hundreds are never counted in hundreds.
      if (current >= 100) return null;
      current = (current || 1) * 100;
    } else {
      total += (current || 1) * SCALES[word];
      current = 0;
      sawNumber = true;
    }
  }
  return sawNumber ? total + current : null;
}

/** Writes spelt-out amounts as digits: "half a mil" → "500000", "two hundred grand" → "200000". */
export function replaceNumberWords(lower: string): string {
  let text = lower;
  for (const [pattern, value] of FRACTIONS) text = text.replace(pattern, value);
  return text.replace(NUMBER_RUN, (run) => {
    const words = run.split(/[\s-]+/);
    // Leading/trailing "a"/"and" belong to the sentence, not the number.
    let start = 0;
    let end = words.length;
    while (start < end && (words[start] === 'and' || (words[start] === 'a' && !(words[start + 1] in SCALES)))) start++;
    while (end > start && (words[end - 1] === 'and' || words[end - 1] === 'a')) end--;
    if (start >= end) return run;
    // A lone scale word ("grand", "k") is a suffix to digits, not a number of its own.
    if (end - start === 1 && words[start] in SCALES) return run;
    const value = writeRun(words.slice(start, end));
    if (value === null) return run;
    const head = words.slice(0, start).join(' ');
    const tail = words.slice(end).join(' ');
    return [head, value, tail].filter(Boolean).join(' ');
  });
}

/**
 * One number, or numbers joined by "and" where one number cannot hold them all: "twelve hundred and
 * fourteen hundred" is "1200 and 1400". The split keeps the longest whole number first ("two
 * hundred and fifty and three hundred" is "250 and 300", not "200 and 50 and 300").
 */
const MAX_SPLIT_WORDS = 24;

function writeRun(words: string[]): string | null {
  const whole = evaluateRun(words);
  if (whole !== null) return String(whole);
  // Two or three amounts said in words are a few words; a longer run is not split (and each tail is
  // written at most once), so a hostile run of "and"s costs nothing.
  if (words.length > MAX_SPLIT_WORDS) return null;
  const tails = new Map<number, string | null>();
  const write = (from: number): string | null => {
    const known = tails.get(from);
    if (known !== undefined) return known;
    let result: string | null = null;
    const whole = evaluateRun(words.slice(from));
    if (whole !== null) result = String(whole);
    for (let i = words.length - 2; result === null && i > from; i--) {
      if (words[i] !== 'and') continue;
      const left = evaluateRun(words.slice(from, i));
      if (left === null) continue;
      const right = write(i + 1);
      if (right !== null) result = `${left} and ${right}`;
    }
    tails.set(from, result);
    return result;
  };
  return write(0);
}

const DIGIT_WORD = 'one|two|three|four|five|six|seven|eight|nine';
const TENS_WORD = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
// "sixteen fifty a month", "eleven fifty": a rent said aloud counts its hundreds past ten too.
const HUNDREDS_WORD = `${DIGIT_WORD}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen`;
const SPOKEN_HUNDREDS = new RegExp(
  `\\b(${HUNDREDS_WORD})[\\s-]+(${TENS_WORD})(?:[\\s-]+(${DIGIT_WORD}))?\\b(?![\\s-]*(?:thousand|grand|k\\b|million|mil|hundred|am\\b|pm\\b|o'?clock))`,
  'g',
);

// "budget three fifty", "up to four fifty": a money word straight before makes it an amount in any message.
const SPOKEN_HUNDREDS_AFTER_MONEY_WORD = new RegExp(
  `(?<=\\b(?:budget(?: is| of| of about| of around)?|up to|max|maximum|no more than|spend|afford|stretch to)\\s+)${SPOKEN_HUNDREDS.source}`,
  'g',
);

// "eight fifty pcm", "nine fifty a month": a rent's rate straight after makes it an amount in any message.
const SPOKEN_HUNDREDS_BEFORE_RATE = new RegExp(
  `${SPOKEN_HUNDREDS.source}(?=\\s*(?:pcm|pw|p\\/m|p\\/w|per (?:calendar )?month|per week|a (?:calendar )?month|a week|monthly|weekly)\\b)`,
  'g',
);

// "budget 500k maybe five twenty five": a second amount said aloud straight after a first, as an
// alternative to it, is an amount too.
const SPOKEN_HUNDREDS_AFTER_AMOUNT = new RegExp(
  `(?<=\\d\\s?(?:k|grand|thousand)?,?\\s+(?:maybe|or|or maybe|possibly|perhaps|even|at a push|or even|up to)\\s+)${SPOKEN_HUNDREDS.source}`,
  'g',
);

/** Reads "three twenty five" as 325 where it follows an amount in digits as its alternative ("500k maybe five twenty five"). */
export function replaceSpokenHundredsAfterAmount(text: string): string {
  return text.replace(SPOKEN_HUNDREDS_AFTER_AMOUNT, (_, hundreds: string, tens: string, units?: string) =>
    String(UNITS[hundreds] * 100 + UNITS[tens] + (units ? UNITS[units] : 0)),
  );
}

// "three two five", "two seven oh": a budget read out digit by digit.
const DIGIT_BY_DIGIT_WORD = `${DIGIT_WORD}|zero|oh|nought`;
const DIGITS_SPOKEN = new RegExp(
  `\\b(${DIGIT_WORD})[\\s-]+(${DIGIT_BY_DIGIT_WORD})[\\s-]+(${DIGIT_BY_DIGIT_WORD})\\b(?![\\s-]*(?:${DIGIT_BY_DIGIT_WORD}|${TENS_WORD}|ten|eleven|twelve|thousand|grand|k\\b|million|mil|hundred|am\\b|pm\\b|o'?clock))`,
  'g',
);
const DIGIT_BEFORE = new RegExp(`\\b(?:${DIGIT_BY_DIGIT_WORD})[\\s-]+$`);
const DIGIT_VALUE = (word: string): number => (word in UNITS ? UNITS[word] : 0);

/**
 * Reads "three fifty" as 350 and "three seventy five" as 375, as people say amounts aloud. Only for a
 * reply about money, or (onlyAfterMoneyWord) right after a money word: elsewhere "four thirty" is more
 * likely a time, so `replaceNumberWords` leaves it.
 */
export function replaceSpokenHundreds(lower: string, onlyAfterMoneyWord = false): string {
  const text = onlyAfterMoneyWord
    ? lower
    : lower.replace(DIGITS_SPOKEN, (whole: string, a: string, b: string, c: string, offset: number) =>
        // Only three digits alone: "one two three four" is a count or a code, not an amount.
        DIGIT_BEFORE.test(lower.slice(Math.max(0, offset - 8), offset))
          ? whole
          : String(DIGIT_VALUE(a) * 100 + DIGIT_VALUE(b) * 10 + DIGIT_VALUE(c)),
      );
  const write = (_: string, hundreds: string, tens: string, units?: string): string =>
    String(UNITS[hundreds] * 100 + UNITS[tens] + (units ? UNITS[units] : 0));
  if (!onlyAfterMoneyWord) return text.replace(SPOKEN_HUNDREDS, write);
  return text.replace(SPOKEN_HUNDREDS_AFTER_MONEY_WORD, write).replace(SPOKEN_HUNDREDS_BEFORE_RATE, write);
}
