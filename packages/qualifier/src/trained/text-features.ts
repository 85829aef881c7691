// How a visitor's message is seen by the trained readers: words, word pairs and the letter runs
// inside each word (so "keepin", "morgage" and "thru" land near "keeping", "mortgage" and
// "through"), plus the words of the question it answers, alone and paired with the answer's first
// word ("no" means something else after "Is it on the market?" than after "Anything to sell?").

const TOKEN = /[a-z0-9£']+/g;
/** Enough of a message to read its meaning; past that, a long or hostile message costs no more. */
const MAX_ANSWER_TOKENS = 40;
/** The end of the assistant's message is its question; its opening is usually thanks. */
const MAX_QUESTION_TOKENS = 25;
const MIN_LETTER_RUN = 3;
const MAX_LETTER_RUN = 5;
/** Longer "words" are pasted links or noise: their letter runs would cost time and say nothing. */
const MAX_WORD_FOR_LETTER_RUNS = 20;

/** The features of one visitor message (lower-case) read with the assistant message before it. */
export function extractTextFeatures(questionLower: string, answerLower: string): string[] {
  const answer = (answerLower.match(TOKEN) ?? []).slice(0, MAX_ANSWER_TOKENS);
  const question = (questionLower.match(TOKEN) ?? []).slice(-MAX_QUESTION_TOKENS);
  const features: string[] = [];
  for (let i = 0; i < answer.length; i++) {
    features.push(`w:${answer[i]}`);
    if (i + 1 < answer.length) features.push(`b:${answer[i]} ${answer[i + 1]}`);
    if (answer[i].length > MAX_WORD_FOR_LETTER_RUNS) continue;
    const padded = ` ${answer[i]} `;
    for (let n = MIN_LETTER_RUN; n <= MAX_LETTER_RUN; n++) {
      for (let j = 0; j + n <= padded.length; j++) features.push(`c:${padded.slice(j, j + n)}`);
    }
  }
  const first = answer[0] ?? '';
  for (const word of new Set(question)) {
    features.push(`q:${word}`, `qa:${word}|${first}`);
  }
  return features;
}
