/** Word lists shared by the parsers. Lower case unless said otherwise. */

export const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

export const MONTH_PATTERN =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

export const SMALL_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
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
  couple: 2,
  'a couple': 2,
  'a couple of': 2,
  few: 3,
  'a few': 3,
};

/** Mortgage lenders: a capitalised lender is not a place ("AIP with Halifax"). */
export const LENDERS = new Set([
  'halifax',
  'nationwide',
  'barclays',
  'hsbc',
  'santander',
  'natwest',
  'lloyds',
  'principality',
  'tsb',
  'rbs',
  'monzo',
  'starling',
  'virgin',
  'virgin money',
  'coventry',
  'skipton',
  'leeds',
  'yorkshire',
  'metro bank',
  'first direct',
  'co-op',
  'accord',
  'kensington',
  'habito',
  'chase',
  'bank of scotland',
  'clydesdale',
  'newcastle',
  'nottingham',
  'cumberland',
  'ulster bank',
  'aldermore',
  'precise',
  'platform',
  'post office',
  'l&c',
  'mojo',
  'trussle',
]);

/** Capitalised words that are never wanted places (brands, days, holidays, acronyms). */
export const NON_PLACE_WORDS = new Set([
  // Answers that name no place: "Neither, I want to sell", "Somewhere quiet", "Not sure".
  'neither',
  'nowhere',
  'somewhere',
  'everywhere',
  'elsewhere',
  'wherever',
  'unsure',
  'undecided',
  'dunno',
  'either',
  'both',
  'none',
  'whatever',
  // A whole country is no place to look in: "we will move to England next year", "back to Scotland".
  'england',
  'scotland',
  'wales',
  'northern ireland',
  'britain',
  'great britain',
  'united kingdom',
  // "Please treat this enquiry in confidence": a manner, not a place.
  'confidence',
  // Greetings in other languages: "Bonjour, hello".
  'bonjour',
  'hola',
  'ciao',
  'salut',
  // Forms of address in a letter's opening: "Dear Sir or Madam".
  'sir',
  'madam',
  'madame',
  // Interjections opening a reply: "Oh, we haven't decided", "Erm, not sure".
  'oh',
  'ooh',
  'erm',
  'um',
  'umm',
  'hmm',
  'hm',
  'wow',
  'gosh',
  'progress',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  // "open on Saturdays", "Sundays are best": a weekday in the plural is still a day.
  'mondays',
  'tuesdays',
  'wednesdays',
  'thursdays',
  'fridays',
  'saturdays',
  'sundays',
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thurs',
  'fri',
  'sat',
  'sun',
  'christmas',
  'xmas',
  'easter',
  'new year',
  'airbnb',
  'rightmove',
  'zoopla',
  'onthemarket',
  'google',
  'facebook',
  'instagram',
  'whatsapp',
  'uber',
  'nhs',
  'bbc',
  'tesco',
  'waitrose',
  'sainsbury',
  "sainsbury's",
  'lidl',
  'aldi',
  'ikea',
  'ofsted',
  'aip',
  'mip',
  'dip',
  'btl',
  'ftb',
  'isa',
  'lisa',
  'stc',
  'epc',
  'hmo',
  'uk',
  'gp',
  'phd',
  'msc',
  'uni',
  'university',
  'asap',
  'tbh',
  'pcm',
  'pw',
  'pppw',
  'ok',
  'okay',
  'dr',
  'mr',
  'mrs',
  'ms',
  'miss',
  'help to buy',
  'shared ownership',
  'right to buy',
  'spring',
  'summer',
  'autumn',
  'winter',
  'lol',
  'omg',
  'thx',
  'ty',
  'pls',
  'plz',
  'ta',
  ...Object.keys(MONTHS),
]);

/** Words that end a place name ("Clapham Common", "Cardiff Bay", "kelham island"). */
export const PLACE_SUFFIXES = new Set([
  'village',
  'park',
  'hill',
  'hills',
  'common',
  'green',
  'bay',
  'quay',
  'quays',
  'island',
  'junction',
  'town',
  'wood',
  'woods',
  'heath',
  'end',
  'cross',
  'square',
  'gardens',
  'vale',
  'rise',
  'road',
  'street',
  'lane',
  'walk',
  'centre',
  'center',
  'moor',
  'chapel',
  'wharf',
  'bridge',
  'marsh',
  'fields',
  'field',
  'gate',
  'gates',
  'way',
  'place',
  'row',
  'terrace',
  'crescent',
  'avenue',
  'grove',
  'close',
  'drive',
  'court',
  'mews',
  'sea',
  'water',
  'waters',
  'valley',
  'dale',
  'spa',
  'bank',
  'manor',
  'abbey',
  'castle',
  'harbour',
  'docks',
  'dock',
  'point',
  'side',
  'top',
  'hall',
  'farm',
  'mill',
  'mills',
  'lock',
  'forest',
  'down',
  'downs',
  'marina',
  'beach',
  'city',
]);

/** Words that can start a place name before another name word ("east didsbury"). */
export const PLACE_PREFIXES = new Set([
  'north',
  'south',
  'east',
  'west',
  'upper',
  'lower',
  'new',
  'old',
  'great',
  'little',
  'central',
  'north-east',
  'north-west',
  'south-east',
  'south-west',
  'st',
  'st.',
  'saint',
  'king',
  "king's",
  'kings',
  'high',
  'nether',
  'long',
  'church',
  'market',
]);

/** Lower-case words inside a capitalised place name ("Stratford upon Avon", "Bridge of Allan"). */
export const PLACE_CONNECTORS = new Set(['upon', 'on', 'of', 'de', 'la', 'le', 'the', 'by', 'under', 'in', 'en', 'y']);

/**
 * Common English and chat words: a lower-case word on this list is never a place or a name.
 * Capitalised, they still start sentences ("Buying.", "Ideally ...") and are skipped too.
 */
export const COMMON_WORDS = new Set(
  `a about above absolutely accepted actually adviser advisor affordable afford after afternoon again
  against agent agents agreed agreement ah ahead aim aiming all allowed almost alone along already
  also although always am amazing an and another any anybody anyone anything anytime anyway anywhere
  apartment applied apply applying appointment approved are area areas aren't around arranged as
  asap ask asking at atm available avenue away back bad balcony bank based basement bath bathroom
  bathrooms be beach beautiful because bed bedroom bedrooms beds been before being below best better
  between big bills bit both bought box broker brokers budget build building bungalow bus busy but buy
  buyer buyers buying by call calling can can't cash cat cats catchment central centre chain
  chat cheap cheaper cheers child children city close closer closest coast commute company complete
  completion contract cool cosy cottage could couldn't council country countryside couple current
  currently cut dad daughter day days deal decent decided definitely deposit depends detached did
  didn't different do does doesn't dog dogs doing don't done double down downsizing due dunno during
  each early easy either else email end enough especially even evening ever every everything exactly
  example excellent exciting expensive extra family far fast feb fine finance first flat flats
  flexible for found free friday friend friends from front fussed garage garden gardens get getting
  give go going gone good got great ground guess had half hand happy has hasn't have haven't having he
  hello help her here hey hi hiya him his holiday home homes honestly hope hopefully hoping hospital
  house houses how however husband i i'd i'll i'm i've ideal ideally if in indeed info interested into
  investment is isn't it it'd it'll it's its job just keen kids kind kitchen know large last late
  later least leave less let let's lets like likely little live living loads local location lol long
  look looking looks lot lots love lovely low made main mainly make many market max maximum may maybe
  me mean might min mind minimum mine month months more morning mortgage most mostly move moved moving
  much mum must my myself name near nearby nearer need needed needs new next nice night no none nope
  nor not nothing now number of off offer office ok okay old on once one only open or other others our
  ours out outside over own parents park parking partner people per perfect perhaps pets place plan
  please pls plus possible possibly pref prefer preferably pretty price primary principle probably
  property quick quiet quite rather re really reckon rent rental renting right road room rooms round
  rural safe said same saving say school schools see seems sell selling semi sent set shared she
  should side since single sir site skip small so some somebody someone something sometime somewhere son
  soon sorry sort space spare spend start still street studio suburbs suit sure surely take talk tbh
  tell terrace terraced than thank thanks that that's the their them then there there's these they
  they're thing things think thinking this those though through till time to today together tomorrow
  too top town travel tried true try two under unless until up upon us use used very view village
  wait want wanted wanting wants was way we we'd we'll we're we've week weekend weeks well went were
  what what's when where wherever whereabouts whether which while who whole why wife will with within
  without work working would wouldn't yeah year years yep yes yet you you're your yours zone
  walking distance happy lease tenancy landlord letting agency agencies properties option options
  ones already recently cheers brilliant great thanks mate mates kids children baby wife husband
  fiance fiancee fiancée boyfriend girlfriend student students professional professionals couple
  commute commuting train trains tube station stations transport links link access shops amenities
  nursery ask sure fab ta thx ty pm am asap eventually currently honestly definitely probably
  possibly literally basically seriously quickly urgently immediately preferably ideally really
  not right later pop details listings send rather give done bye goodbye welcome total general
  person principle advance time touch mind case fact full part parts order theory practice future
  past present particular short long noisy busy loud traffic stadium seafront campus hospitals
  retire retiring retirement hear heard keep kept come came coming suggestions suggestion rush
  hurry hurries advice search searching range cost costs value viewing viewings visit tour
  process stage position situation moment meantime interim while future advance mean meant
  charge charges fee fees tax band rate rates term terms month's year's week's morning evening
  weekend weekends weekday weekdays touch contact line queue chain question questions answer
  answers idea ideas plenty reason reasons sense sale sales lettings lets living lounge dining
  utility loft cellar conservatory extension driveway drive garage balcony terrace patio yard
  decent proper nice cosy modern period character victorian edwardian georgian walk walking
  distance minutes mins hours hour bit lot loads couple few several many various certain
  mate mates partner partners colleagues family families wife's husband's student lease tenancy
  rented renting budget's income salary savings equity deposit mortgage broker lender bank
  appointment meeting call calls email emails phone phones number numbers text texts message
  messages postcode postcodes district districts scrap scrapped forget drop dropped ditch except avoid rule ruled
  vacant empty furnished unfurnished tenanted insta instagram snapchat facebook whatsapp jk cover covers covering
  afraid glad worried unsure nervous scared excited tired stuck grateful aware ready retired divorced widowed`.split(
    /\s+/,
  ),
);

/*
 * Limits on what one qualification reads, so that its cost is bounded whatever a visitor sends
 * (anyone can post to the widget without signing in). No honest conversation reaches them: the
 * widget refuses messages over 2,000 characters, and a qualifying chat is a dozen short replies.
 */
/** Characters read of one message (the widget's own maximum). */
export const MAX_MESSAGE_CHARS = 2000;
/** Visitor characters read from the start of a transcript, where intent and needs are stated. */
export const MAX_OPENING_CHARS = 2000;
/** Visitor characters read from the end of a transcript, where the latest statements are. */
export const MAX_RECENT_CHARS = 4000;
/** Candidate places or amounts read in one message: a real message names a handful. */
export const MAX_CANDIDATES_PER_MESSAGE = 40;
