const DECLINE =
  /\b(?:no|nope|nah|not|don't|dont|do not|rather not|prefer not|never|stop|unsubscribe|maybe later|later|not now|not yet)\b|n't\b/;
// "no problem" and "no worries" agree; they must not read as a refusal.
const AGREEING_NO = /\b(?:no problem|no worries|not a problem|no bother|why not|not at all)\b/g;
const YES_START =
  /^\W*(?:yes|yess|yeah|yea|yep|yup|aye|sure|ok|okay|k|of course|absolutely|definitely|certainly|please do|please|go ahead|go on|fine|that's fine|thats fine|happy to|i'm happy|im happy|we're happy|happy for|i agree|agreed|i consent|consent|you can|feel free|👍|✅)(?![a-z])/;
const YES_ANYWHERE =
  /\b(?:happy (?:for you )?to be contacted|happy for you to (?:contact|call|email|text|ring)|you (?:can|may) (?:contact|call|email|text|ring)|feel free to (?:contact|call|email|text|ring)|(?:please|do) (?:contact|call|email|text|ring|get in touch)|i agree|i consent|that's fine|that is fine|go ahead)\b/;

/** True for a clear yes to being contacted; anything hesitant or negative is false. */
export function detectConsent(text: string): boolean {
  const lower = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  if (!lower) return false;
  const withoutAgreeingNo = lower.replace(AGREEING_NO, ' ok ');
  if (DECLINE.test(withoutAgreeingNo)) return false;
  return YES_START.test(withoutAgreeingNo) || YES_ANYWHERE.test(withoutAgreeingNo);
}
