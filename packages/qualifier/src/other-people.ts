/**
 * The people a visitor talks about who are not the visitor: family, friends, neighbours,
 * colleagues. A home, a sale, a date or a purchase said of one of them is theirs, not the
 * visitor's. One vocabulary, so a word added for one field is known to all; each parser anchors it
 * its own way ("my sister's flat", "mum is selling", "our son starts school in May").
 */
export const OTHER_PEOPLE_NOUNS = String.raw`(?:friends?|mates?|pals?|colleagues?|boss|neighbou?rs?|sisters?|brothers?|sis|bro|siblings?|mum|mom|mother|dad|father|parents|sons?|daughters?|kids?|children|child|eldest|oldest|youngest|boys|girls|twins|cousins?|aunt|auntie|uncle|nan|nana|gran|granny|grandma|grandad|grandpa|grandparents|grandmother|grandfather|in-laws|sister-in-law|brother-in-law)`;
