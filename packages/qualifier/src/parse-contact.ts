import { COMMON_WORDS, MONTHS } from './constants';
import { normaliseVisitorPhone } from './normalise-phone';
import { writeSpokenDetails } from './spoken-contact';
import { EMAIL_PATTERN, isNegative, maskContactDetails, PHONE_PATTERN } from './text';
import { perTurn } from './turn-memo';
import type { Contact, Turn } from './types';
import { isUkPlaceName } from './uk-places';

// Latin-1 and Latin Extended-A letters: "Wiśniewska", "Dvořák", "Łukasz" are typed as they are spelt.
const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿĀ-ſ';
const NAME_TOKEN = new RegExp(`^[${LETTER}][${LETTER}'\\-]*$`);
// Introductions: "I'm Isla", "name's gethin", "ask for Mike", "it's Hamid", "My name Chan Wai Kit".
const INTRO = new RegExp(
  `\\b(i'm|i am|im|my name is|my name's|my name|name is|name's|names|it's|its|it is|this is|call me|ask for|speak to)\\s+([${LETTER}][${LETTER}'\\-]*(?:\\s+[${LETTER}][${LETTER}'\\-]*){0,2})`,
  'gi',
);
// "Hi, Sarah here": a name signing in at the start of a sentence.
const SIGN_IN = new RegExp(`(?:^|[,.!]\\s*|\\b(?:hi|hello|hiya|hey)\\s+)([A-Z][${LETTER}'\\-]*(?:\\s+[A-Z][${LETTER}'\\-]*)?)\\s+here\\b`, 'i');
// "…, I'll get back to you. Ruth": one or two capitalised words after the last sentence end.
const SIGN_OFF = new RegExp(`\\S\\s*(?:[.!?,]|\\s-+)\\s*([A-Z][${LETTER}'\\-]*(?:\\s+[A-Z][${LETTER}'\\-]*)?)[\\s.!]*$`);
const WEEKDAYS = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/;
// "a garden for our dog, Biscuit.": a pet named after the word for it, not a signature.
const PET_BEFORE =
  /\b(?:dogs?|cats?|puppy|pup|kitten|pets?|rabbits?|bunny|hamster|guinea pigs?|horse|pony|spaniel|labrador|lab|terrier|retriever|collie|whippet|greyhound|cockapoo|cavapoo|poodle|dachshund)\s*[,:-]?\s*$/i;
// "…no idea yet. Merry Christmas!", "Happy Easter": a greeting signing off, not a signature.
const GREETING = /^(?:merry|happy|season's|seasons)\s/i;
// "Investor here", "Landlord here": who they are, not their name.
const ROLE_WORDS = /^(?:investor|landlord|landlady|buyer|tenant|student|agent|vendor|seller|owner|developer|ftb|mum|dad)$/i;
// Standing alone beside contact details, a role or a mortgage or chain abbreviation says where they
// stand ("AIP with barclays, FTB, 07700..."), not who they are.
const ABBREVIATIONS = /^(?:ftbs|aip|mip|dip|btl|hmo|stc|sstc)$/i;
// Stands in for an email or phone number when splitting a message into segments.
const DETAIL_MARK = '\u0001';
const COUPLE_JOIN = /^(?:and|&)$/i;
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof']);
// First names that are also everyday words; accepted only where a name is expected.
const NAME_WORDS = new Set([
  'will',
  'may',
  'grace',
  'hope',
  'rose',
  'faith',
  'dawn',
  'joy',
  'bill',
  'pat',
  'sue',
  'ray',
  'jack',
  'mark',
  'april',
  'june',
  'summer',
  'autumn',
  'amber',
  'ruby',
  'holly',
  'rich',
  'sky',
  'art',
  'frank',
  'guy',
  'jo',
]);
// Sign-offs before a name ("Regards, Derek Pollard") are fillers too, and so is the way to reach
// them: "Call Leanne on 07700…", "Contact: Yusuf Ahmed, yusuf@…", "text Sam on …", "landline 0118…",
// "Edna Cartwright. Telephone 07700…" (the word for the number stands beside it, not the name).
// Words that open a reply before the name: "aye Eilidh", "och it's Morag", "right, Dave" (Scots and
// Northern yes-words with the rest), "oh I don't know" (a sound, not a name). A filler ends where the word ends, accented letters included:
// \b knows only ASCII, so "ay" would be cut from "Ayşe Demir".
const FILLER = new RegExp(
  String.raw`^(?:contact details|contact me|contact|call|ring|text|whatsapp|message|reach|details|landline|land line|home phone|work phone|cell|(?:kind |best |warm |warmest |many )?regards|best wishes|all the best|many thanks|yours sincerely|yours faithfully|yours truly|sincerely|sure|ok|okay|yes|yeah|yep|yup|aye|ay|och|right|certainly|absolutely|definitely|of course|no problem|go on then|go on|of course|no problem|here you go|here you are|it's|its|it is|my name is|my name's|name's|name is|names|i'm|im|i am|this is|thanks|thank you|cheers|please|pls|call me|ask for|mobile|mob|telephone|telephone no|tel no|phone no|phone|tel|email|e-mail|number|is|me|on|at|and|or|best|the|x|xx|hi|hello|hiya|ta|lovely|great|sorry|that's|thats|fine|no worries|oh|ah|erm|um|hmm)(?![${LETTER}\w])[\s:!.]*`,
  'i',
);
// "Kind regards,\nCharlotte Reeve\nSenior Relocation Consultant, Meridian Global Mobility\nT: 020…": a
// letter is signed on the line after its sign-off; the lines below it (a job title, the firm, a
// colleague to ask for) are not the writer's name.
const LETTER_SIGN_OFF =
  /^(?:with |and )?(?:(?:kind|kindest|best|warm|warmest|many|with best) )?(?:regards|wishes|thanks|thank you(?: very much| so much)?(?: in advance)?(?: for your help| for your time)?|yours(?: sincerely| faithfully| truly)?|sincerely|cheers|best|all the best|take care)[\s,.!]*$/i;
const TRAILING_FILLER = /[\s:!.]*\b(?:thanks|thank you|cheers|please|pls|x|xx|here|ta|thx|on|at|via|:\))$/i;
// "just Raj for now": a name given on its own until they are ready to give more.
const FOR_NOW = /^just\s+(\S+(?:\s\S+)?)\s+for now$/i;
// A clause the visitor starts about themselves after their name: "Tracey I'll call in when I'm passing".
const FIRST_PERSON_CLAUSE = /(?<=\S)\s+(?:i|i'll|ill|i'd|i'm|im|i've|ive|i will|we|we'll|we're|we've|we'd)\s[^]*$/i;

export function parseEmail(text: string): string | null {
  if (!text.includes('@')) return null;
  const all = text.match(EMAIL_PATTERN);
  return all ? all[all.length - 1].toLowerCase().replace(/\.+$/, '') : null;
}

// A UK number, or one abroad with its country code: "my Italian mobile is +39 347 123 4567",
// "WhatsApp on +852 9123 4567". A +44 number matches the UK pattern first.
const VISITOR_PHONE = new RegExp(
  String.raw`${PHONE_PATTERN.source}|(?:\+|(?<![\d£.,])00)\s?[1-9][\d\s\-()]{6,18}\d`,
  'g',
);
// "07700 900 427 (mobile, preferred)", "mobile (preferred): 07700…": the number they would rather be called on.
const PREFERRED = /\bprefer(?:red|ably)?\b/i;

/**
 * A UK number in national form: "+44 7700 900123" → "07700900123"; a number abroad as its country
 * code and number: "+65 8123 4567" → "6581234567". Of several in one message
 * ("Office: 01632 960 331\nMobile: 07700 900 146"), the first given, unless one is marked preferred.
 */
export function parsePhone(text: string): string | null {
  if (!/\d{3}/.test(text)) return null;
  const withoutEmails = text.includes('@') ? text.replace(EMAIL_PATTERN, ' ') : text;
  const found: { phone: string; start: number; end: number }[] = [];
  for (const m of withoutEmails.matchAll(VISITOR_PHONE)) {
    const phone = normaliseVisitorPhone(m[0]);
    if (phone) found.push({ phone, start: m.index, end: m.index + m[0].length });
  }
  if (found.length < 2) return found[0]?.phone ?? null;
  // What labels a number stands on its line between it and its neighbours.
  const preferred = found.find(({ start, end }, i) => {
    const from = Math.max(found[i - 1]?.end ?? 0, withoutEmails.lastIndexOf('\n', start) + 1);
    const lineEnd = withoutEmails.indexOf('\n', end);
    const to = Math.min(found[i + 1]?.start ?? withoutEmails.length, lineEnd === -1 ? withoutEmails.length : lineEnd);
    return PREFERRED.test(withoutEmails.slice(from, start)) || PREFERRED.test(withoutEmails.slice(end, to));
  });
  return (preferred ?? found[0]).phone;
}

// "I'm starting a job in Inverness", "im relocating": a lower-case word in -ing is a verb after "I'm",
// not a name (a name so spelt is typed with its capital: "Sterling").
const VERB_ING = /^[a-z]{3,}ing$/;

function isNameToken(token: string, lenient: boolean): boolean {
  if (!NAME_TOKEN.test(token) || VERB_ING.test(token)) return false;
  const lower = token.toLowerCase();
  if (TITLES.has(lower)) return true;
  if (!COMMON_WORDS.has(lower)) return true;
  return lenient && NAME_WORDS.has(lower) && /^[A-Z]/.test(token);
}

/** A capitalised surname that is also a word ("Price", "Hall") after an accepted first name. */
function isSurname(token: string, name: string[]): boolean {
  return name.length > 0 && NAME_TOKEN.test(token) && /^[A-Z]/.test(token) && /^[A-Z]/.test(name[0]);
}

/**
 * Takes name tokens from the start of a phrase: "Gary Hall" of "I'm Gary Hall". `complete` says
 * the phrase ends at punctuation, so a capitalised last word is a surname, not the next sentence.
 */
function takeName(phrase: string, needCapital: boolean, lenient: boolean, complete: boolean): string | null {
  const tokens = phrase.trim().split(/\s+/);
  const name: string[] = [];
  let maxTokens = 3;
  for (const [i, token] of tokens.entries()) {
    const isLast = i === tokens.length - 1;
    // A couple: "Mike and Julie Harris", the partner's first name after the first one's.
    const isCoupleJoin =
      name.length === 1 &&
      COUPLE_JOIN.test(token) &&
      !isLast &&
      isNameToken(tokens[i + 1], lenient) &&
      /^[A-Z]/.test(tokens[i + 1]) === /^[A-Z]/.test(name[0]);
    if (isCoupleJoin) {
      name.push(token);
      maxTokens = 4;
      continue;
    }
    // "My name is Alan Price and my email is": "and" after a capitalised word ends the name, so
    // that word is a surname, as at the end of the phrase.
    const endsName = (complete && isLast) || (!isLast && /^(?:and|but|&)$/.test(tokens[i + 1]));
    const ok = isNameToken(token, lenient) || (endsName && isSurname(token, name));
    if (!ok || (needCapital && !/^[A-Z]/.test(token))) break;
    name.push(token);
    if (name.length === maxTokens) break;
  }
  if (name.length === 0 || name.every((t) => TITLES.has(t.toLowerCase()))) return null;
  return name.join(' ');
}

function stripFillers(segment: string): string {
  let text = segment.trim();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(FILLER, '').replace(TRAILING_FILLER, '').trim();
  }
  return text;
}

const firstWord = (name: string) => name.split(' ')[0].toLowerCase();

/** The name on the line after a letter's sign-off ("Regards,\nAnand Krishnan"), or null. */
function signedName(text: string): string | null {
  if (!text.includes('\n')) return null;
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  for (let i = lines.length - 2; i >= 0; i--) {
    if (!LETTER_SIGN_OFF.test(lines[i])) continue;
    // "Ollie Tranter, Director": the name before the job title.
    const line = lines[i + 1].split(',')[0].trim();
    const name = takeName(line, true, true, true);
    return name === line ? name : null;
  }
  return null;
}

/** The visitor's name as typed, from an introduction or a bare name given for contact. */
export function parseName(turn: Turn): string | null {
  const signed = signedName(turn.text);
  if (signed) return signed;
  const masked = maskContactDetails(turn.text, () => ' , ');
  const forContact = turn.topics.has('contact') || masked !== turn.text;
  const signIn = SIGN_IN.exec(masked);
  if (signIn && !ROLE_WORDS.test(signIn[1])) {
    const name = takeName(signIn[1], true, forContact, true);
    if (name === signIn[1]) return name;
  }
  let lowerCaseIntro: string | null = null;
  let introName: string | null = null;
  for (const m of masked.matchAll(INTRO)) {
    const intro = m[1].toLowerCase();
    // "My name Lorenzo Bianchi" (no verb): a name only when capitalised, as "my name, email and
    // number" is a list of what they give.
    const bareName = intro === 'my name';
    // "it's"/"this is" introduce a name only when contact details are being given.
    if (/^(?:it's|its|it is|this is|speak to)$/.test(intro) && !forContact) continue;
    const end = m.index + m[0].length;
    const complete = end === masked.length || /^\s*[,.;!?()-]/.test(masked.slice(end));
    // "It's vacant.", "it's worth": unasked, "it's" names someone only when a capital says so.
    const needCapital =
      !forContact || bareName || (/^(?:it's|its|it is|this is)$/.test(intro) && !turn.topics.has('contact'));
    const name = takeName(m[2], needCapital, forContact, complete);
    // "Chloe. text 07700 900 734 pls. days im asleep": an uncapitalised word after "I'm" may say how
    // they are, so a name standing beside the contact details comes first.
    if (name && /^(?:i'm|i am|im)$/.test(intro) && /^[a-z]/.test(name) && forContact) {
      lowerCaseIntro ??= name;
      continue;
    }
    // "its Priya and Tom its Priya Mistry": the same person introduced again, in full, is the name.
    if (name && (introName === null || firstWord(name) === firstWord(introName))) introName = name;
  }
  if (introName) return introName;
  if (!forContact) {
    // "just comparing agents for now, I'll get back to you. Ruth": a message signed off with a name
    // after its last sentence, unasked. A place there answers where ("Buying. Leeds"), so towns
    // (GeoNames) and replies to "Where?" are left to the areas.
    const signOff = SIGN_OFF.exec(masked);
    if (!signOff || turn.topics.has('area') || isUkPlaceName(signOff[1].toLowerCase())) return null;
    if (PET_BEFORE.test(masked.slice(Math.max(0, signOff.index - 30), signOff.index + signOff[0].indexOf(signOff[1]))))
      return null;
    // "in the new year, February-ish", "Monday": a time, not a signature.
    const head = signOff[1].toLowerCase().split(/[\s-]/)[0];
    if (ROLE_WORDS.test(signOff[1]) || GREETING.test(signOff[1]) || head in MONTHS || WEEKDAYS.test(head) || /-ish$/i.test(signOff[1])) return null;
    const name = takeName(signOff[1], true, false, true);
    return name === signOff[1] ? name : null;
  }
  // Each email or phone number leaves a marker segment, so a name can be told by what it stands beside.
  const parts = maskContactDetails(turn.text, () => ` , ${DETAIL_MARK} , `).split(
    /([,;()|/\n]|\s-+\s|\s-+|-+\s|[.!?]\s|\.$)/,
  );
  const isMark = (k: number) => parts[k] !== undefined && parts[k].trim() === DETAIL_MARK;
  const isBlank = (k: number) => parts[k] !== undefined && stripFillers(parts[k]) === '';
  // "after a 2 bed flat in Canterbury, or Herne Bay, … Raj Patel, raj@…", "I'd like to let - fully
  // managed. … Thanks, Peter Lang 07700…": a name is given beside the details it goes with, so a
  // name-like segment next to an email or number beats one earlier in the message.
  const besideDetail = (k: number) => {
    let before = k - 2;
    while (before >= 0 && isBlank(before)) before -= 2;
    let after = k + 2;
    while (after < parts.length && isBlank(after)) after += 2;
    return isMark(before) || isMark(after);
  };
  let first: string | null = null;
  for (let i = 0; i < parts.length; i += 2) {
    const segment = parts[i];
    // "nether edge/ecclesall", "semi/terrace": words joined by a slash are alternatives, not a name.
    if (parts[i - 1] === '/' || parts[i + 1] === '/') continue;
    // "Sarah at relocations", "Dave from Acme": the name, then who they are with. "Freya I'll check
    // back later", "just Aaron for now I'll give you a number…": the name, then what they will do.
    const rest = stripFillers(stripFillers(segment).replace(FIRST_PERSON_CLAUSE, '').replace(FOR_NOW, '$1')).replace(
      /\s+(?:at|from)\s+[a-z][\w&' -]*$/i,
      '',
    );
    // "nah ur alright" to "Can I take your name?": a refusal, not a name.
    if (!rest || isNegative(rest.toLowerCase()) || ROLE_WORDS.test(rest) || ABBREVIATIONS.test(rest)) continue;
    const name = takeName(rest, false, true, true);
    if (name !== rest) continue;
    if (besideDetail(i)) return name;
    first ??= name;
  }
  return lowerCaseIntro ?? first;
}

/** Name, email and phone as the visitor gave them; a later one replaces an earlier one. */
// What one message gives, read once per turn as the other parsers' readings are (turn-memo.ts).
// "Callum callum dot fraser at example dot com": details said aloud are read as if typed. An
// address is read so only where one is asked for or named, as "at … dot com" may be a website.
const contactIn = perTurn((turn: Turn): Contact => {
  const emailAsked = turn.topics.has('contact') || /\be-?mail\b/i.test(turn.text);
  const text = writeSpokenDetails(turn.text, emailAsked);
  // The written words as a turn of their own: the turn's kept readings are of what was sent.
  const written = text === turn.text ? turn : { ...turn, text, readings: [] };
  return { email: parseEmail(text), phone: parsePhone(text), name: parseName(written) };
});

export function parseContact(turns: readonly Turn[]): Contact {
  const contact: Contact = { name: null, email: null, phone: null };
  for (const turn of turns) {
    const said = contactIn(turn);
    contact.email = said.email ?? contact.email;
    contact.phone = said.phone ?? contact.phone;
    contact.name = said.name ?? contact.name;
  }
  return contact;
}
