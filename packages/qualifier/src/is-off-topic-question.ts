const QUESTION_START =
  /^\W*(?:does|do|is|are|can|could|would|will|what|what's|whats|how|when|where|which|who|why|any|has|have|was|were|should|am i|is there|are there)\b/;
// Questions about the chat itself, which the widget answers from its own script.
const ABOUT_THE_CHAT =
  /\b(?:what do you mean|why do you need|why do you want|what(?:'s| is) (?:this|that) for|who are you|are you (?:a )?(?:bot|robot|real|human|person|ai)|can you help|could you help|what do you need|do you need my|is that ok|is that alright|is that enough|how does this work|what happens next|what else do you need)\b/;
const PROPERTY_TOPIC =
  /\b(?:parking|council tax|tax band|band|garden|pets?|dogs?|cats?|viewings?|view (?:it|the|this)|book|see (?:it|the|this)|visit|epc|energy|service charge|ground rent|lease(?:hold)?|freehold|chain|schools?|broadband|internet|wifi|bills|furnished|unfurnished|deposit|available|fees?|commission|square (?:feet|foot|metres)|sq ?ft|floor ?plan|photos?|pictures?|price|reduced|offers?|negotiable|heating|boiler|damp|flood\w*|noise|noisy|neighbou?rs|transport|station|how far|bedrooms?|bathrooms?|storage|lift|balcony|condition|built|new build|survey|tenure|included|move in|contract length|minimum term|references?|guarantor|students?|dss|benefits|smoking|garage|ev charg\w*|solar|glaz\w*|sold|under offer|still on|agent|open (?:house|day)|stamp duty)\b/;
const ABOUT_A_PROPERTY =
  /\b(?:the|this|that) (?:flat|house|property|place|one|listing|apartment|cottage|bungalow|home)\b|\b(?:is|does|has) it\b/;

/**
 * True when the visitor asks something the qualifier cannot answer, such as a question about a
 * property ("does the flat have parking?") or a request to book a viewing.
 */
export function isOffTopicQuestion(text: string): boolean {
  const lower = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  const isQuestion =
    lower.includes('?') ||
    QUESTION_START.test(lower) ||
    /^\W*(?:i'd like to|i want to|i would like to) (?:book|view|see|arrange)\b/.test(lower);
  if (!isQuestion || ABOUT_THE_CHAT.test(lower)) return false;
  return PROPERTY_TOPIC.test(lower) || ABOUT_A_PROPERTY.test(lower);
}
