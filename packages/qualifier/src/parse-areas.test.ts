import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { matchAreas, parseAreas } from './parse-areas';

const AGENT = ['Clapham', 'Brixton', 'Stockwell', 'SW4', 'SW9', 'Cardiff Bay'];
const areas = (...lines: string[]) => parseAreas(turns(...lines), AGENT);

describe('parseAreas', () => {
  it('reads a place after "in"', () => expect(areas('buy, a 2 bed flat in Clapham, up to 450k')).toEqual(['Clapham']));
  it('reads a list answering an area question', () =>
    expect(areas('A: Which areas?', 'Balham or Tooting would be ideal')).toEqual(['Balham', 'Tooting']));
  it('reads lower-case agent areas as written', () =>
    expect(areas('A: Where?', 'cardiff bay ideally, or brixton')).toEqual(['cardiff bay', 'brixton']));
  it('reads a lower-case place after "in"', () =>
    expect(areas('want somewhere in levenshulme or burnage asap')).toEqual(['levenshulme', 'burnage']));
  it('reads no place in "mortgage in principle in hand"', () =>
    expect(areas('first-time buyer, a 2 bed flat in Clapham, mortgage in principle in hand')).toEqual(['Clapham']));
  it('reads a postcode district and a street', () =>
    expect(areas('Ideally a 2 bed tenement flat in EH6 or on Leith Walk')).toEqual(['EH6', 'Leith Walk']));
  it('reads no place in "in confidence"', () =>
    expect(areas('my client wants a large house in Clapham, please keep this in confidence')).toEqual(['Clapham']));
  it('reads no place in a whole country the visitor is moving to', () =>
    expect(areas('Hola! we are relocating to England in the spring and want to rent in Brixton')).toEqual(['Brixton']));
  it('reads no place where a landlord has moved in with a partner', () =>
    expect(
      parseAreas(turns("I moved in with my partner in Brixton last year, so I'd like to let my flat in Stockwell"), AGENT, [], 'let'),
    ).toEqual(['Stockwell']));
  it("reads no place where a seller's own home is", () =>
    expect(parseAreas(turns("we're selling dad's bungalow in Clapham. our own house is in Brixton"), AGENT, [], 'sell')).toEqual(['Clapham']));
  it("reads no place of a buyer's home they have got to sell", () =>
    expect(areas('after a family house in Brixton', "we've got a two bed flat in Stockwell that has to sell first")).toEqual(['Brixton']));
  it('still reads a place where a buyer has got a viewing', () =>
    expect(areas("we've got a viewing on a flat in Clapham, hoping to buy there")).toEqual(['Clapham']));
  it('reads no place in a letter opening "Dear Sir or Madam"', () =>
    expect(areas('Dear Sir or Madam,\n\nI would like to rent a two bedroom flat in Stockwell.')).toEqual(['Stockwell']));
  it("reads no place where a visitor's business is based or what it covers", () =>
    expect(areas('hello, we are a cleaning company based in Brixton, covering Stockwell too, do you need end of tenancy cleans?')).toEqual([]));
  it('reads no place where a job seeker has experience', () =>
    expect(areas('any vacancies? I have three years experience as a property manager in Clapham')).toEqual([]));
  it('reads no place where a tenant of the agent lives now', () =>
    expect(areas("I'm a tenant of yours, renting a house in Stockwell, and the roof is leaking again")).toEqual([]));
  it('reads no place of the house next door to the visitor', () =>
    expect(areas('who owns the empty flat next door to us in Brixton? it has a leak')).toEqual([]));
  it('reads a full postcode', () => expect(areas('somewhere in SW4 7AB so we are in catchment')).toEqual(['SW4 7AB']));
  it('reads a place list with no preposition', () =>
    expect(areas('A: Buy or rent?', 'Buy - a little house by the sea, Scarborough or Filey')).toEqual([
      'Scarborough',
      'Filey',
    ]));
  it('keeps a place they are browsing "at the moment"', () =>
    expect(areas("just browsing really, seeing what's around in Clifton at the moment")).toEqual(['Clifton']));
  it('still skips a place followed by "at the moment" with no search verb', () =>
    expect(areas("we rent in Clifton at the moment, want to buy in Brixton")).toEqual(['Brixton']));
  it('skips where they live now', () =>
    expect(areas('A: Where?', 'Southville or Bedminster. we live in Clifton atm')).toEqual([
      'Southville',
      'Bedminster',
    ]));
  it('skips where they work', () =>
    expect(areas('A: Where?', 'Redland or Cotham. I work down by Temple Meads')).toEqual(['Redland', 'Cotham']));
  it('skips the home they are selling', () =>
    expect(areas("we've just sold our house in stockport, want somewhere in brixton")).toEqual(['brixton']));
  it('skips where family lives', () =>
    expect(areas('3 bed in Adel. My mum lives in Headingley so close-ish to her')).toEqual(['Adel']));
  it('skips where they are moving from', () => expect(areas('relocating from London to Leeds')).toEqual(['Leeds']));
  it('keeps the place they move to for work', () => expect(areas("We're moving to York for work")).toEqual(['York']));
  it('skips a transport line', () => expect(areas('A: Where?', 'somewhere near the Northern Line')).toEqual([]));
  it("skips a listing's street", () =>
    expect(areas("I'm interested in the flat on Victoria Road, is it still available?")).toEqual([]));
  it('skips a place they rule out', () =>
    expect(areas('buying in Canonbury or Angel. Not Highbury, too close to the stadium')).toEqual([
      'Canonbury',
      'Angel',
    ]));
  it('removes a place they take back', () =>
    expect(areas('flat in Brixton please', 'oh actually scrap Brixton, she would rather Herne Hill')).toEqual([
      'Herne Hill',
    ]));
  it('names no place for vague answers', () =>
    expect(areas('A: Whereabouts?', 'not fussed honestly, wherever the right house is')).toEqual([]));
  it('names no place for "anywhere central"', () =>
    expect(areas('A: Which areas?', "anywhere central-ish, I don't know the city yet")).toEqual([]));
  it('does not read a lender as a place', () =>
    expect(areas('We have a mortgage in principle with Halifax')).toEqual([]));
  it('does not read the visitor name as a place', () =>
    expect(parseAreas(turns('A: Name?', 'Priya Shah'), AGENT, ['Priya Shah'])).toEqual([]));
  it('keeps a compound name whole', () => expect(areas('near Clapham Common please')).toEqual(['Clapham Common']));
  it('lists places once, in order of first mention', () =>
    expect(areas('Clapham or Brixton', 'A: Where?', 'brixton mainly')).toEqual(['Clapham', 'Brixton']));
});

describe('parseAreas for sellers and buyers with a home to sell', () => {
  it("reads a seller's property place after \"selling my flat in\"", () =>
    expect(parseAreas(turns('I want to sell my 2 bed flat in Streatham'), AGENT, [], 'sell')).toEqual(['Streatham']));
  it("does not read a buyer's own home as a wanted area", () =>
    expect(parseAreas(turns('our flat in Penarth is on the market, we want Whitchurch'), AGENT, [], 'buy')).toEqual([
      'Whitchurch',
    ]));
});

describe('parseAreas with UK place names (GeoNames)', () => {
  const LEEDS = ['Leeds', 'Headingley', 'LS6'];
  it('reads "we want Harrogate" for a Leeds agent as a named place that does not match', () => {
    const wanted = parseAreas(turns('A: Where are you looking?', 'we want Harrogate'), LEEDS);
    expect(wanted).toEqual(['Harrogate']);
    expect(matchAreas(wanted, LEEDS)).toBe(false);
  });
  it('reads a UK town in lower case after "want"', () =>
    expect(parseAreas(turns('A: Where are you looking?', 'we want harrogate'), LEEDS)).toEqual(['harrogate']));
  it('reads a town that is also a common word after "in": "a house in Sale"', () =>
    expect(parseAreas(turns('buying a house in Sale'), LEEDS)).toEqual(['Sale']));
  it.each(['Neither, I want to sell', 'anywhere really', 'not sure yet', 'Somewhere quiet'])(
    'never reads "%s" as an area',
    (answer) => expect(parseAreas(turns('A: Buy or rent, and where?', answer), LEEDS)).toEqual([]),
  );
});

describe('matchAreas', () => {
  it('matches an agent area ignoring case', () => expect(matchAreas(['cardiff bay'], AGENT)).toBe(true));
  it('matches a full postcode inside an agent district', () => expect(matchAreas(['SW4 7AB'], AGENT)).toBe(true));
  it('does not match a place near an agent area', () =>
    expect(matchAreas(['Clapham Common', 'Balham'], AGENT)).toBe(false));
  it('does not match a district by prefix', () => expect(matchAreas(['SW40 1AB'], AGENT)).toBe(false));
  it('is null when no place was named', () => expect(matchAreas([], AGENT)).toBeNull());
});

describe('parseAreas, staying where they live', () => {
  it('reads "we rent in Beeston and want to buy round there" as Beeston wanted', () =>
    expect(parseAreas(turns('We rent in Beeston at the moment and want to buy round there'), ['Beeston'], [], 'buy')).toEqual([
      'Beeston',
    ]));
});

describe('parseAreas, a first home', () => {
  it('reads "our first home in GL52" as the place wanted', () =>
    expect(parseAreas(turns('looking to buy our first home in GL52, 2 bed'), ['GL52'], [], 'buy')).toEqual(['GL52']));
});

describe('parseAreas, part of a town', () => {
  const LEEDS = ['Leeds', 'Headingley', 'LS6'];
  it.each([
    ['a flat in Leeds city centre', 'Leeds'],
    ['a flat in Leeds town centre', 'Leeds'],
    ['a flat in central Leeds', 'Leeds'],
    ['a flat in the Leeds West End', 'Leeds'],
    ['a flat in Harrogate town centre', 'Harrogate'],
  ])('reads "%s" as %s', (text, place) => expect(parseAreas(turns(`looking for ${text}`), LEEDS, [], 'rent')).toEqual([place]));
  it('keeps "Bristol City Centre" whole when the agent covers it by that name', () =>
    expect(parseAreas(turns('after a studio in Bristol City Centre'), ['Bristol City Centre', 'Clifton'], [], 'rent')).toEqual([
      'Bristol City Centre',
    ]));
  it('keeps "X Centre" whole when X is no known place', () =>
    expect(parseAreas(turns('looking for a flat in Quarry Hill Centre'), LEEDS, [], 'rent')).toEqual(['Quarry Hill Centre']));
});

describe("parseAreas, an agent area ending in 's", () => {
  const WORCESTER = ['Worcester', "St John's", 'WR2'];
  it("keeps the 's of \"St John's\" so that it matches", () => {
    const areas = parseAreas(turns("3 bed semi or bungalow in St John's"), WORCESTER, [], 'buy');
    expect(areas).toEqual(["St John's"]);
    expect(matchAreas(areas, WORCESTER)).toBe(true);
  });
});

describe('parseAreas, near a landmark in a town', () => {
  const LEICESTER = ['Leicester', 'LE2', 'Lincoln'];
  it.each([
    ['looking for a studio to rent near the uni in LE2', 'LE2'],
    ['any studios to rent near the uni in Lincoln?', 'Lincoln'],
    ['a flat close to the hospital in Leicester please', 'Leicester'],
  ])('reads "%s" as %s wanted', (text, place) => expect(parseAreas(turns(text), LEICESTER, [], 'rent')).toEqual([place]));
  it('still skips where they work: "I work at the hospital in Leicester"', () =>
    expect(parseAreas(turns('I work at the hospital in Leicester, want a flat in LE2'), LEICESTER, [], 'rent')).toEqual(['LE2']));
});

describe('parseAreas, people and greetings', () => {
  it('reads no place from a weekday in the plural', () =>
    expect(areas('A: How can I help?', 'are you open on Sundays? I want to pop in')).toEqual([]));
  it('reads no place from "Mondays" listed beside a place', () =>
    expect(areas('viewings on Mondays or Fridays suit me, looking in Clapham')).toEqual(['Clapham']));
  it('reads no place from "could I talk to Priya about Saturday?"', () =>
    expect(areas('A: How can I help?', 'could I talk to Priya about Saturday?')).toEqual([]));
  it('reads no place from "put me through to Gareth please"', () =>
    expect(areas('put me through to Gareth please')).toEqual([]));
  it('reads no place from a greeting opening the message ("Blwyddyn Newydd Dda!")', () =>
    expect(areas('Blwyddyn Newydd Dda! Quick question about your fees')).toEqual([]));
  it('still reads a UK town standing alone unasked', () => expect(areas('Hi! Croydon. 2 bed flat')).toEqual(['Croydon']));
  it('still reads a place after "move to"', () => expect(areas('we want to move to Ealing')).toEqual(['Ealing']));
});

describe('parseAreas, where an owner goes next and a buyer\'s own home', () => {
  const owner = (intent: 'sell' | 'let', ...lines: string[]) => parseAreas(turns(...lines), AGENT, [], intent);
  it('leaves out "emigrating to Canada" for a seller of a flat in Clapham', () =>
    expect(owner('sell', "we're emigrating to Canada so selling our flat in Clapham")).toEqual(['Clapham']));
  it('leaves out "we\'ll be living in Spain" for a landlord', () =>
    expect(owner('let', 'want to let my house in Brixton', "I'll be living in Spain for a while")).toEqual(['Brixton']));
  it('reads no wanted place from the answer to "Have you got a property to sell?"', () =>
    expect(areas('after a 3 bed in Clapham', 'A: Have you got a property to sell?', 'yes, a semi in Croydon, not listed yet')).toEqual([
      'Clapham',
    ]));
  it('reads "thinking Balham or Tooting" as wanted places', () =>
    expect(areas('thinking Balham or Tooting, 2 bed')).toEqual(['Balham', 'Tooting']));
  it('reads no place from "moving to the North West"', () =>
    expect(areas("I'm moving to the North West, looking in Clapham")).toEqual(['Clapham']));
});

describe('parseAreas, more places named and not', () => {
  it('reads "do you cover Penarth?" as the place asked about', () =>
    expect(parseAreas(turns('do you cover Penarth? we want a 3 bed there'), AGENT)).toEqual(['Penarth']));
  it('reads "a holiday home in Brixton" as wanted', () =>
    expect(areas('we want a holiday home in Brixton, or a flat in Clapham')).toEqual(['Brixton', 'Clapham']));
  it('still rules out "on holiday in Tenby"', () =>
    expect(areas("we were on holiday in Tenby, now we're looking in Clapham")).toEqual(['Clapham']));
  it('reads "my house in stockwell\'s been empty" as the owner\'s place', () =>
    expect(
      parseAreas(turns("my house in stockwell's been empty since march, want to let it"), AGENT, [], 'let'),
    ).toEqual(['stockwell']));
  it('does not read an address ("number 4 on Acre Lane") as a place', () =>
    expect(areas('the bins outside number 4 on Acre Lane have not been collected')).toEqual([]));
});

describe('parseAreas, agent areas named like streets and towns with their postcode', () => {
  const agent = ['Turnpike Lane', 'Wood Green', 'N22'];
  it('reads "a flat in Turnpike Lane" as the agent area, not a listing on a street', () =>
    expect(parseAreas(turns('looking to rent a 1 bed flat in Turnpike Lane'), agent)).toEqual(['Turnpike Lane']));
  it('reads "my maisonette in turnpike lane" from a seller as the agent area', () =>
    expect(parseAreas(turns('selling my maisonette in turnpike lane'), agent, [], 'sell')).toEqual(['turnpike lane']));
  it('still reads "the flat on Station Lane" as a listing, not a place', () =>
    expect(parseAreas(turns('is the flat on Station Lane still available?'), agent)).toEqual([]));
  it('reads "my semi, Tottenham N17?" as the town and the postcode district', () =>
    expect(parseAreas(turns('could you value my semi, Tottenham N17?'), agent, [], 'sell')).toEqual(['Tottenham', 'N17']));
});

describe('parseAreas, a buyer describing the home they sell', () => {
  it('does not read "ours first, it\'s a semi in Frome" as a wanted place', () =>
    expect(areas("a 4 bed in Clapham, we'd sell ours first, it's a semi in Frome")).toEqual(['Clapham']));
});

describe('parseAreas, a lower-case town and a tenant with a repair', () => {
  it('reads a lower-case hyphenated town straight after "in" with no comma after it', () =>
    expect(parseAreas(turns('got a 2 bed house in newcastle-upon-tyne we want to sell'), AGENT, [], 'sell')).toEqual([
      'newcastle-upon-tyne',
    ]));
  it('names no place for a tenant with no intent asking about a repair where they live', () =>
    expect(
      parseAreas(
        turns('our landlady still has not sorted the boiler', 'A: Do we manage the property?', 'yes I think so, it is in Brixton'),
        AGENT,
      ),
    ).toEqual([]));
  it('still reads where a tenant whose landlord is selling up wants to rent', () =>
    expect(parseAreas(turns('my landlord is selling so I need a 1 bed in Clapham'), AGENT, [], 'rent')).toEqual(['Clapham']));
});

describe('parseAreas, a list in reply to "buy or rent?"', () => {
  it('reads "buying. herne hill or tulse hill, 2 bed" as two places', () =>
    expect(areas('A: Are you buying or renting?', 'buying. herne hill or tulse hill, 2 bed')).toEqual([
      'herne hill',
      'tulse hill',
    ]));
  it('still reads no place from "renting. 2 bed flat, asap" in reply to "buy or rent?"', () =>
    expect(areas('A: Buy or rent?', 'renting. 2 bed flat, asap')).toEqual([]));
});

describe('parseAreas, a lower-case agent area followed by a verb', () => {
  it('reads "what would my flat in clapham fetch" as Clapham', () =>
    expect(parseAreas(turns('what would my flat in clapham fetch now?'), AGENT, [], 'sell')).toEqual(['clapham']));
  it('reads "my house in brixton fully managed" as Brixton', () =>
    expect(parseAreas(turns('i want my house in brixton fully managed'), AGENT, [], 'let')).toEqual(['brixton']));
  it('still reads a lower-case agent area with a suffix after it', () =>
    expect(areas('A: Where?', 'cardiff bay ideally')).toEqual(['cardiff bay']));
});

describe('parseAreas, a wanted home with the reason for it', () => {
  it('reads "need a 2 bed flat in brixton for uni" as Brixton', () =>
    expect(areas('we need a 2 bed flat in brixton for uni from september')).toEqual(['brixton']));
  it('reads "looking for a house in Clapham for work" as Clapham', () =>
    expect(areas("I'm looking for a house in Clapham for work")).toEqual(['Clapham']));
  it('still skips "I\'m in Stockwell for work" as where they are now', () =>
    expect(areas("I'm in Stockwell for work, want to rent in Brixton")).toEqual(['Brixton']));
});

describe("parseAreas, the agency's own office", () => {
  it('reads no place from "is this the clapham office?"', () =>
    expect(areas('hi is this the clapham office? I wanted to speak to someone about a viewing')).toEqual([]));
  it('reads the let flat in Frome, not "you\'re based in Brixton"', () =>
    expect(
      parseAreas(turns("I own a flat in Frome to let. I know you're based in Brixton but would you manage it?"), AGENT, [], 'let'),
    ).toEqual(['Frome']));
  it('still reads "do you cover Stockwell?"', () => expect(areas('do you cover Stockwell?')).toEqual(['Stockwell']));
  it('still reads a place wanted near the office they work in: "a flat in Clapham"', () =>
    expect(areas('a flat in Clapham, near the office')).toEqual(['Clapham']));
});

describe('parseAreas, an interjection opening a reply', () => {
  it('reads no place from "Oh, we haven\'t decided" after "buying or selling?"', () =>
    expect(areas('A: Are you thinking of buying or selling?', "Oh, we haven't decided anything yet.")).toEqual([]));
  it('reads no place from "Hmm, not sure" after "Which area?"', () =>
    expect(areas('A: Which area?', 'Hmm, not sure yet')).toEqual([]));
  it('still reads a place after an interjection', () =>
    expect(areas('A: Which area?', 'Oh, Clapham please')).toEqual(['Clapham']));
});

describe("parseAreas, near a child's school", () => {
  it('reads "near my kids\' school in Clapham" as Clapham', () =>
    expect(areas("need somewhere to rent near my kids' school in Clapham")).toEqual(['Clapham']));
  it('reads "close to our daughter\'s school in Brixton" as Brixton', () =>
    expect(areas("a 3 bed close to our daughter's school in Brixton")).toEqual(['Brixton']));
  it('still skips "my son goes to school in Stockwell"', () =>
    expect(areas('my son goes to school in Stockwell, we want Clapham')).toEqual(['Clapham']));
});

describe('parseAreas, what is for sale somewhere at the moment', () => {
  it('keeps "a look at what\'s for sale in Balham at the moment" as wanted', () =>
    expect(areas("just having a look at what's for sale in Balham at the moment")).toEqual(['Balham']));
  it('keeps "what is to rent in Tooting currently" as wanted', () =>
    expect(areas('A: How can I help?', 'wondering what is to rent in Tooting currently')).toEqual(['Tooting']));
  it('still skips "we rent in Balham at the moment"', () =>
    expect(areas('we rent in Balham at the moment and want to buy in Clapham')).toEqual(['Clapham']));
});

describe('parseAreas, an owner\'s property described as it is now', () => {
  const owner = (intent: 'sell' | 'let', ...lines: string[]) => parseAreas(turns(...lines), AGENT, [], intent);
  it('reads "two houses in Stockwell currently let through another agent" for a landlord', () =>
    expect(owner('let', 'I have two houses in Stockwell currently let through another agent')).toEqual(['Stockwell']));
  it('reads "a flat in Penarth at the moment tenanted" for a seller', () =>
    expect(owner('sell', 'selling a flat in Penarth at the moment tenanted')).toEqual(['Penarth']));
  it('still leaves out where the owner is at the moment', () =>
    expect(owner('let', "we're in Dubai at the moment, letting our flat in Brixton")).toEqual(['Brixton']));
  it('still leaves out a buyer\'s place "in X currently"', () =>
    expect(areas('we rent a flat in Leyton currently, want to buy in Clapham')).toEqual(['Clapham']));
});

describe('parseAreas, a question about the market there at the moment', () => {
  const seller = (...lines: string[]) => parseAreas(turns(...lines), AGENT, [], 'sell');
  it('reads "how are prices in Brixton at the moment?" from a seller', () =>
    expect(seller('how are prices in Brixton at the moment?', 'thinking of selling my flat')).toEqual(['Brixton']));
  it('reads "how quickly are flats going in Stockwell currently?" from a seller', () =>
    expect(seller('how quickly are flats going in Stockwell currently?')).toEqual(['Stockwell']));
  it('reads no area from the same question with no intent', () =>
    expect(areas("I'm doing a project, what's the average price in Brixton at the moment?")).toEqual([]));
  it('still leaves out where a buyer lives at the moment', () =>
    expect(areas('we rent in Balham at the moment and want to buy in Clapham')).toEqual(['Clapham']));
  it('still leaves out a place "at the moment" in a statement about selling', () =>
    expect(areas('we are selling in Tooting at the moment. want to buy in Clapham')).toEqual(['Clapham']));
});

describe('parseAreas, a home wanted "there"', () => {
  it('reads the place of a new job when they need to rent there', () =>
    expect(areas("I've got a new job in Swindon from May and need to rent a 2 bed house there")).toEqual(['Swindon']));
  it('reads "work in Leeds, want to buy something small near there"', () =>
    expect(areas('I work in Leeds and want to buy something small near there')).toEqual(['Leeds']));
  it('still leaves out a workplace when the home is wanted elsewhere', () =>
    expect(areas('I work in Leeds but need to rent a flat in Clapham')).toEqual(['Clapham']));
});

describe('parseAreas, no intent and not moving', () => {
  it('reads no area from someone who says they are not moving', () =>
    expect(areas('what are flats going for in Clapham?', 'A: Are you thinking of selling?', 'no, just wondering')).toEqual([]));
  it('reads no area after "neither" to "buy or rent?"', () =>
    expect(areas('A: Are you looking to buy or rent?', 'neither really, school project', 'A: Which areas?', 'Brixton')).toEqual(
      [],
    ));
  it('keeps the area when they are not sure yet', () =>
    expect(areas('A: Are you looking to buy or rent?', 'not sure yet, maybe Brixton')).toEqual(['Brixton']));
  it('keeps the area with an intent', () =>
    expect(parseAreas(turns('A: Are you thinking of selling?', 'no, buying, in Clapham'), AGENT, [], 'buy')).toEqual([
      'Clapham',
    ]));
});

describe('parseAreas, where someone else lives now, in the third person', () => {
  it('leaves out "my cousin rents in Clapham" from a tenant\'s wanted places', () =>
    expect(parseAreas(turns('my cousin rents in Clapham and likes it, but I want to rent in Brixton'), ['Clapham', 'Brixton'], [], 'rent')).toEqual([
      'Brixton',
    ]));
  it('leaves out "my brother stays in Leith" from a buyer\'s wanted places', () =>
    expect(parseAreas(turns('my brother stays in Leith, we are buying in Portobello'), [], [], 'buy')).toEqual(['Portobello']));
  it('keeps a place wanted by a visitor who says "rents in Brixton are high"', () =>
    expect(parseAreas(turns('looking to rent in Brixton, I know rents in Brixton are high'), [], [], 'rent')).toEqual(['Brixton']));
});

describe('parseAreas, someone else\'s sale the visitor means to buy', () => {
  it('reads "my aunt is selling her cottage in Stockwell and we\'d like to buy it" as Stockwell wanted', () =>
    expect(parseAreas(turns("my aunt is selling her cottage in Stockwell and we'd like to buy it"), AGENT, [], 'buy')).toEqual(['Stockwell']));
  it('leaves out "my aunt is selling her cottage in Stockwell" when the visitor buys elsewhere', () =>
    expect(parseAreas(turns('my aunt is selling her cottage in Stockwell, we want to buy in Brixton'), AGENT, [], 'buy')).toEqual(['Brixton']));
  it('leaves out the visitor\'s own home in "selling our flat in Clapham to buy a house in Brixton"', () =>
    expect(parseAreas(turns('we are selling our flat in Clapham to buy a house in Brixton'), AGENT, [], 'buy')).toEqual(['Brixton']));
});

describe('parseAreas, where a business is set up', () => {
  it('leaves out "an accountant setting up in Brixton"', () =>
    expect(parseAreas(turns("I'm an accountant setting up in Brixton, do you refer clients?"), AGENT, [], null)).toEqual([]));
  it('leaves out "we\'re setting up in Clapham" for a tenant wanting Stockwell', () =>
    expect(parseAreas(turns("my cafe is setting up in Clapham, looking to rent in Stockwell"), AGENT, [], 'rent')).toEqual(['Stockwell']));
  it('keeps "setting up home in Clapham" as wanted', () =>
    expect(parseAreas(turns('we are getting married and setting up home in Clapham'), AGENT, [], 'buy')).toEqual(['Clapham']));
});

describe('parseAreas, a job described before the place of work', () => {
  it('skips "work as a locum pharmacist in brixton" as where they work', () =>
    expect(parseAreas(turns('i work as a locum pharmacist in brixton, want to rent in Stockwell'), AGENT, [], 'rent')).toEqual([
      'Stockwell',
    ]));
});

describe('parseAreas, where a buyer or tenant works', () => {
  it('skips "I\'m a staff nurse at Brixton" as where they work', () =>
    expect(parseAreas(turns("I'm a staff nurse at Brixton, so want to rent near Tooting"), AGENT, [], 'rent')).toEqual(['Tooting']));
  it('still reads "I\'m a first time buyer in Clapham" as wanted', () =>
    expect(parseAreas(turns("I'm a first time buyer in Clapham"), AGENT, [], 'buy')).toEqual(['Clapham']));
});

describe('parseAreas, where a buyer or tenant has been living', () => {
  it('skips "we\'ve been in a council house in Brixton" as where they live', () =>
    expect(
      parseAreas(turns("we've been in a council house in Brixton for years, hoping to buy in Balham"), AGENT, [], 'buy'),
    ).toEqual(['Balham']));
});

describe('parseAreas, what a buyer owns already', () => {
  it('skips "we own three houses in Stockwell" for a buyer adding one in Balham', () =>
    expect(parseAreas(turns('we own three houses in Stockwell already, want another in Balham'), AGENT, [], 'buy')).toEqual([
      'Balham',
    ]));
});

describe('parseAreas, a brand written with a capital inside it', () => {
  it('reads no place from "I spotted on YouTube that you do lettings"', () =>
    expect(parseAreas(turns('I spotted on YouTube that you do lettings'), AGENT)).toEqual([]));
});

describe('parseAreas, a lower-case town sent as a message of its own', () => {
  it('reads "rent", "whitstable pls" sent one after the other as Whitstable', () =>
    expect(parseAreas(turns('A: Hi! Buy or rent?', 'rent', 'whitstable pls', '1 bed flat'), AGENT, [], 'rent')).toEqual([
      'whitstable',
    ]));
});

describe('parseAreas, a visitor not looking for a home', () => {
  it('reads no place from a journalist asking about Clapham who is "not looking to move"', () =>
    expect(parseAreas(turns("I'm writing a piece on rents in Clapham and Brixton - not looking to move myself"), AGENT)).toEqual([]));
});

describe('parseAreas, a buyer naming their own home as "ours" or "mine"', () => {
  it('skips the place of "ours in" as the home being sold', () =>
    expect(
      parseAreas(turns("we're after a 2 bed in Brixton, we've had an offer accepted on ours in Tooting"), AGENT, [], 'buy'),
    ).toEqual(['Brixton']));
  it('skips the place of "mine in" as the home being sold', () =>
    expect(parseAreas(turns('looking in Stockwell. mine in Balham goes on the market next week'), AGENT, [], 'buy')).toEqual([
      'Stockwell',
    ]));
});

describe('parseAreas, an owner who has lived in the property being sold', () => {
  it('reads the place of "lived in my flat in X" for a seller as the property', () =>
    expect(
      parseAreas(turns("I've lived in my maisonette in Streatham since 2009 and it's time to sell up"), AGENT, [], 'sell'),
    ).toEqual(['Streatham']));
  it('still skips where a landlord lives when no home of theirs is named', () =>
    expect(parseAreas(turns('we live in Balham and want to let our flat in Stockwell'), AGENT, [], 'let')).toEqual([
      'Stockwell',
    ]));
});

describe("parseAreas, an owner mentioning one of the agent's listings", () => {
  it("skips the place of the agent's advert a seller saw", () =>
    expect(
      parseAreas(
        turns('Noticed your advert for the 2 bed terrace in Clapham, made me wonder about ours. We have a semi in Tooting'),
        AGENT,
        [],
        'sell',
      ),
    ).toEqual(['Tooting']));
  it('skips the place of a listing a landlord saw', () =>
    expect(
      parseAreas(turns('saw the listing for that studio in Brixton. I want to let out my flat in Norbury'), AGENT, [], 'let'),
    ).toEqual(['Norbury']));
});

describe('parseAreas, a place ruled out with a contracted "is"', () => {
  it('drops "brixton\'s too dear" said after asking about a flat there', () =>
    expect(
      parseAreas(turns('is the studio in brixton still going?', 'A: Where else?', "Tooting or Balham. brixton's too dear anyway"), AGENT, [], 'rent'),
    ).toEqual(['Tooting', 'Balham']));
  it('drops "Stockwell\'s out" after a list', () =>
    expect(parseAreas(turns('A: Where?', "Clapham or Stockwell", "actually Stockwell's out, too far from work"), AGENT, [], 'buy')).toEqual([
      'Clapham',
    ]));
});

describe('parseAreas, an amount in words', () => {
  it('reads no place from "around four hundred and fifty thousand"', () =>
    expect(parseAreas(turns('A: What price range?', 'around four hundred and fifty thousand.'), AGENT, [], 'buy')).toEqual([]));
  it('still reads a lower-case town after "around"', () =>
    expect(parseAreas(turns('A: Where?', 'somewhere around stockwell.'), AGENT, [], 'buy')).toEqual(['stockwell']));
});

describe('parseAreas, "living in" with the subject further back', () => {
  it('skips where a couple "living in a maisonette in" now are', () =>
    expect(
      parseAreas(turns("we're a young couple, both teachers, living in a maisonette in Norbury, after a house in Clapham"), AGENT, [], 'buy'),
    ).toEqual(['Clapham']));
  it('still reads where they "would love to be living in"', () =>
    expect(parseAreas(turns('would love to be living in Brixton by the summer'), AGENT, [], 'buy')).toEqual(['Brixton']));
});

describe('parseAreas, a place chosen with "it is"', () => {
  it('reads "Balham it is" as the place chosen', () =>
    expect(parseAreas(turns('A: Clapham is dearer than Balham.', "fair enough, Clapham's out then. Balham it is"), AGENT, [], 'rent')).toEqual([
      'Balham',
    ]));
});
