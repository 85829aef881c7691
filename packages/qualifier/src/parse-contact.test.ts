import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseContact, parsePhone } from './parse-contact';

const contact = (...lines: string[]) => parseContact(turns(...lines));

describe('parseContact', () => {
  it('reads a full name and an email', () =>
    expect(contact('A: Name and email?', 'Priya Shah, priya.shah@example.com')).toEqual({
      name: 'Priya Shah',
      email: 'priya.shah@example.com',
      phone: null,
    }));
  it('reads no name from "skip" after a message that mentions contact', () =>
    expect(
      contact(
        "A: No problem: we won't contact you. You can upload your ID with the paperclip button. Or just say \"skip\".",
        'skip',
      ).name,
    ).toBeNull());
  it('reads a couple\'s names with their email', () =>
    expect(contact('A: Name and contact?', 'Mike and Julie Harris, mike.harris@example.co.uk').name).toBe(
      'Mike and Julie Harris',
    ));
  it('reads a couple\'s names given alone', () =>
    expect(contact('A: Name?', 'Emma and Rob Lewis').name).toBe('Emma and Rob Lewis'));
  it('reads a couple\'s names before a phone number', () =>
    expect(contact('A: Name and number?', 'Ben & Sophie Turner 0117 496 0555').name).toBe('Ben & Sophie Turner'));
  it('keeps one name when "and" starts the next thought', () =>
    expect(contact("I'm Sarah and I want a flat in Clapham").name).toBe('Sarah'));
  it('lower-cases the email', () =>
    expect(contact("sure it's Tom.Baker88@Example.com").email).toBe('tom.baker88@example.com'));
  it('never reads a name from an email address', () =>
    expect(contact('A: Email?', "sure it's Tom.Baker88@Example.com").name).toBeNull());
  it('reads "ask for Mike" after a phone number', () =>
    expect(contact('A: Best number?', '+44 7700 900231 - ask for Mike')).toEqual({
      name: 'Mike',
      email: null,
      phone: '07700900231',
    }));
  it('reads "I\'m Ffion" after a phone number', () => expect(contact("07700 900 118, I'm Ffion").name).toBe('Ffion'));
  it('reads a name in brackets', () => expect(contact('07700 900 733 (Carys)').name).toBe('Carys'));
  it('reads a lower-case name given with "name\'s"', () =>
    expect(contact("name's gethin, 07700 900 947").name).toBe('gethin'));
  it('reads an introduction in the first message', () =>
    expect(contact("Hi, I'm Gary Hall. Looking to buy a 3 bed semi").name).toBe('Gary Hall'));
  it('reads "Sarah here" as a name', () => expect(contact('Hi, Sarah here, looking to rent a flat').name).toBe('Sarah'));
  it('reads a bare first name answering a name question', () =>
    expect(contact('A: Can I take a name?', 'Jo').name).toBe('Jo'));
  it('keeps a surname that is also a word', () =>
    expect(contact('A: Your details?', 'Charlotte Price, 07700 900 662').name).toBe('Charlotte Price'));
  it('skips a polite opener before the name', () =>
    expect(contact('A: Name and number?', 'Certainly. Geoffrey Blackwood, 01423 496 112.').name).toBe(
      'Geoffrey Blackwood',
    ));
  it('does not read a refusal as a name', () =>
    expect(contact('A: Can I take your details?', "I'd rather not give details yet, thanks").name).toBeNull());
  it('does not read "I\'m looking" as a name', () =>
    expect(contact("hi im looking for a flat, I'm open to suggestions").name).toBeNull());
  it('lets a later detail replace an earlier one', () =>
    expect(contact('my email is a@example.com', 'actually use b@example.com').email).toBe('b@example.com'));
});

describe('parsePhone', () => {
  it('writes +44 numbers in national form', () => expect(parsePhone('+44 131 496 0915')).toBe('01314960915'));
  it('drops the (0) of "+44 (0)7700"', () => expect(parsePhone('+44 (0)7700 900 771')).toBe('07700900771'));
  it('reads an area code in brackets', () => expect(parsePhone('(0113) 496 0144 - Chloe')).toBe('01134960144'));
  it('ignores amounts', () => expect(parsePhone('up to £450,000')).toBeNull());
  it('reads a name given to "Who am I speaking to?"', () =>
    expect(parseContact(turns('A: Sure. Who am I speaking to?', 'Anne Clarke')).name).toBe('Anne Clarke'));
});

describe('parseContact, names beside numbers', () => {
  it('reads "Gill on 01632 960 000" as the name Gill', () =>
    expect(contact('A: Best way to contact you?', 'Gill on 01632 960 000').name).toBe('Gill'));
  it('reads a name after an exclamation', () =>
    expect(contact('A: Contact?', 'sorry, forgot to say! Ravi Kumar 07700 900 111').name).toBe('Ravi Kumar'));
  it('reads a bare 44 prefix', () =>
    expect(contact('A: Name and number?', 'Tariq 447700900123')).toEqual({ name: 'Tariq', email: null, phone: '07700900123' }));
});

describe('parseContact, a name and who they are with', () => {
  it('reads "Sarah at relocations" as Sarah', () =>
    expect(contact('A: Contact?', 'Sarah at relocations, sarah@relocate.example.com').name).toBe('Sarah'));
});

describe('parseContact, roles and names', () => {
  it('does not read "Investor here" as a name', () => expect(contact('Investor here - looking for flats').name).toBeNull());
  it('reads names given for "your names?"', () => expect(contact('A: Can I take your names?', 'Ana and Joe').name).toBe('Ana and Joe'));
});

describe('parseContact, words that are not names', () => {
  it('does not read "It\'s empty now." as a name', () =>
    expect(contact("selling my flat in SW4. It's empty now. 07700 900456, Priya Shah").name).toBe('Priya Shah'));
  it('does not read "whatsapp?" as a name', () =>
    expect(contact('A: Best way to reach you?', 'whatsapp? or just email me: ollie.k@example.com').name).toBe(null));
  it('still reads "its tom" answering the name question', () =>
    expect(contact('A: Can I take your name and number?', 'its tom, 07700 900777').name).toBe('tom'));
});

describe('parseContact, how the visitor is after their name', () => {
  it('keeps "Omar Haddad" over "I\'m afraid" in "no mobile I\'m afraid"', () =>
    expect(contact('A: Your details?', "Omar Haddad. omar.h@example.com. No mobile I'm afraid").name).toBe('Omar Haddad'));
  it('does not read "im retired" as a name', () =>
    expect(contact('A: Best number?', '01632 960 118, im retired so any time').name).toBeNull());
});

describe('parseContact, a name refused', () => {
  it('reads no name from "nope ur ok thanks" to "Can I take your name?"', () =>
    expect(contact('A: Can I take your name?', 'nope ur ok thanks').name).toBeNull());
  it('still reads "Noah Price" for the name asked', () =>
    expect(contact('A: Can I take your name?', 'Noah Price').name).toBe('Noah Price'));
});

describe('parseContact, a sign-off before the name', () => {
  it('reads "Kind regards, Helen Marsh" as Helen Marsh', () =>
    expect(contact('Could you send me your fees? Kind regards, Helen Marsh. helen.m@example.com').name).toBe(
      'Helen Marsh',
    ));
  it('reads "Regards, Tom" as Tom', () => expect(contact('A: Your name?', 'Regards, Tom').name).toBe('Tom'));
  it('reads no name from a sign-off alone', () =>
    expect(contact('Best wishes, tom.h@example.com').name).toBeNull());
});

describe('parseContact, "my name" with no verb', () => {
  it('reads "My name Nguyen Van An" as the name', () =>
    expect(contact('I will pay cash. My name Nguyen Van An, my email an.nguyen@example.com').name).toBe(
      'Nguyen Van An',
    ));
  it('reads "my name Piotr Nowak" before a number', () =>
    expect(contact('my name Piotr Nowak. 07700 900111').name).toBe('Piotr Nowak'));
  it('reads no name from "my name and number are below"', () =>
    expect(contact('my name and number are below').name).toBeNull());
});

describe('parseContact, a surname that is also a word, before "and"', () => {
  it('reads "My name is Gary Hall and my number is" as Gary Hall', () =>
    expect(contact('My name is Gary Hall and my number is 07700 900 412').name).toBe('Gary Hall'));
  it('reads "I\'m Jane Wood and we want a flat" as Jane Wood', () =>
    expect(contact("I'm Jane Wood and we want a flat").name).toBe('Jane Wood'));
  it('keeps one name when "and" follows the first name', () =>
    expect(contact("I'm Sarah and I want a flat in Clapham").name).toBe('Sarah'));
  it('does not take a lower-case word before "and" as a surname', () =>
    expect(contact("I'm Sarah looking and hoping to buy").name).toBe('Sarah'));
});

describe('parseContact, alternatives joined by a slash', () => {
  it('reads the name, not a place in "in hove/portslade", from a message with contact details', () =>
    expect(contact('2 bed in hove/portslade, 300k max. amy lee amy.lee@example.com').name).toBe('amy lee'));
  it('reads no name from "semi/terrace" beside a phone number', () =>
    expect(contact('A: Anything else?', 'semi/terrace, 07700 900 123').name).toBeNull());
  it('still reads a name given with a slash elsewhere in the message', () =>
    expect(contact('A: Name and number?', 'Raj Patel, 07700 900 321 / 0117 496 0000').name).toBe('Raj Patel'));
});

describe('parseContact, a role or abbreviation beside contact details', () => {
  it('reads the name, not "FTB", from "DIP in hand, FTB, tom reid tom@example.com"', () =>
    expect(contact('DIP in hand, FTB, tom reid tom@example.com').name).toBe('tom reid'));
  it('reads no name from "landlord, 07700 900 765"', () =>
    expect(contact('A: Name and number?', 'landlord, 07700 900 765').name).toBeNull());
  it('still reads a bare name beside a phone number', () =>
    expect(contact('A: Name and number?', 'Femi, 07700 900 765').name).toBe('Femi'));
});

describe('parseContact, the way to reach them before the name', () => {
  it('reads "Ring Alisha on 07700…" as Alisha', () =>
    expect(contact('we want a 2 bed in Leeds. Ring Alisha on 07700 900 321.').name).toBe('Alisha'));
  it('reads "text Dominic at …" as Dominic', () =>
    expect(contact('text Dominic at dom.k@example.com please').name).toBe('Dominic'));
  it('reads "Contact: Ines Moreau, …" as Ines Moreau', () =>
    expect(contact('I have a studio to let. Contact: Ines Moreau, ines@example.com').name).toBe('Ines Moreau'));
  it('reads no name from "call me on …"', () => expect(contact('call me on 07700 900 321').name).toBeNull());
  it('reads no name from "contact details: …"', () =>
    expect(contact('contact details: 07700 900 321').name).toBeNull());
});

describe('parseContact, the name beside the details', () => {
  it('reads the name next to the email over a place list earlier on', () =>
    expect(contact('buying a flat in Leeds, or Market Weighton, cash, Omar Siddiqui, omar.s@example.com').name).toBe(
      'Omar Siddiqui',
    ));
  it('reads the name next to the number over a lower-case phrase earlier on', () =>
    expect(contact('I have a flat to let - tenant sourced. Cheers, Gemma Holt 07700 900 412').name).toBe('Gemma Holt'));
  it('reads a name after the number', () => expect(contact('looking to rent, 07700 900 412 - Priti').name).toBe('Priti'));
  it('still reads a name given away from the details', () =>
    expect(contact('A: Name and number?', 'Nadia Rossi. Oh and my mobile is 07700 900 412').name).toBe('Nadia Rossi'));
});

describe('parseContact, the kind of number is not a name', () => {
  it('reads "Ivy Stone. landline 0118…" as Ivy Stone', () =>
    expect(contact('A: Your name and number?', 'Ivy Stone. landline 0118 496 0111').name).toBe('Ivy Stone'));
});

describe('parseContact, a verb in -ing after "I\'m"', () => {
  it('reads no name from "I\'m relocating … email"', () =>
    expect(contact("Hello, I'm relocating to Perth for work, need a flat. kat@example.com").name).toBeNull());
  it('reads no name from "im downsizing" beside a number', () =>
    expect(contact('im downsizing so want a bungalow, 07700 900 111').name).toBeNull());
  it('still reads a capitalised name in -ing', () =>
    expect(contact("I'm Sterling, 07700 900 111").name).toBe('Sterling'));
  it('still reads a short lower-case name', () => expect(contact('A: Your name?', "i'm ming").name).toBe('ming'));
});

describe('parseContact, a name signed off after the last sentence', () => {
  it('reads "I\'ll ring back tomorrow. Marcus" as Marcus', () =>
    expect(contact("A: Are you buying or selling?", "just getting quotes, I'll ring back tomorrow. Marcus").name).toBe('Marcus'));
  it('reads "thanks, Aoife Byrne" as Aoife Byrne', () =>
    expect(contact('how much are your fees for letting? thanks, Aoife Byrne').name).toBe('Aoife Byrne'));
  it('does not read a town at the end as a name', () =>
    expect(contact('A: Are you buying or renting?', 'Buying. Harrogate').name).toBeNull());
  it('does not read a place given to "Where?" as a name', () =>
    expect(contact('A: Where are you looking?', 'not sure yet. Zonderhoek').name).toBeNull());
  it('does not read a common word at the end as a name', () =>
    expect(contact('ok will have a think. Thanks').name).toBeNull());
  it('does not read a sentence-initial word with no stop before it', () =>
    expect(contact('Marcus').name).toBeNull());
});

describe('parseContact, a time at the end is not a sign-off', () => {
  it('reads no name from "sometime next year, March-ish"', () =>
    expect(contact('A: When?', 'sometime next year, March-ish').name).toBeNull());
  it('reads no name from "free any evening. Thursday"', () =>
    expect(contact('free any evening. Thursday').name).toBeNull());
});

describe('parseContact, a greeting at the end is not a sign-off', () => {
  it('reads no name from "will have a think over the break. Happy Easter!"', () =>
    expect(contact('A: Buying or renting?', 'will have a think over the break. Happy Easter!').name).toBeNull());
  it('reads no name from "no plans yet, Merry Xmas"', () =>
    expect(contact('A: Can I help with anything else?', 'no plans yet, Merry Xmas').name).toBeNull());
});

describe('parseContact, the word "telephone" before a number', () => {
  const name = (...lines: string[]) => parseContact(turns(...lines)).name;
  it('reads "Walter Briggs. Telephone 01632 960 555." as Walter Briggs', () =>
    expect(name('A: May I have your name and telephone number?', 'Walter Briggs. Telephone 01632 960 555.')).toBe('Walter Briggs'));
  it('reads "telephone no: 07700 900 456, Priya" as Priya', () =>
    expect(name('A: Can I take your details?', 'telephone no: 07700 900 456, Priya')).toBe('Priya'));
  it('gives no name for "Telephone 07700 900 456" alone', () =>
    expect(name('A: And a telephone number?', 'Telephone 07700 900 456')).toBe(null));
});

describe('parseContact, names with Central European letters', () => {
  const name = (...lines: string[]) => parseContact(turns(...lines)).name;
  it('reads "my name is Łukasz Dąbrowski" whole', () =>
    expect(name('A: Your name?', 'my name is Łukasz Dąbrowski, 07700 900 111')).toBe('Łukasz Dąbrowski'));
  it('reads "Tomáš Dvořák" signed beside an email whole', () =>
    expect(name('A: Name and email?', 'Tomáš Dvořák, tomas@example.com')).toBe('Tomáš Dvořák'));
  it('still reads no name from "ok, 07700 900 111"', () => expect(name('A: Name and number?', 'ok, 07700 900 111')).toBe(null));
});

describe('parseContact, a Scots or Northern yes before the name', () => {
  const name = (...lines: string[]) => parseContact(turns(...lines)).name;
  it('reads "aye, Morag, morag@example.com" as Morag', () =>
    expect(name('A: Can I take a name and email?', 'aye, Morag, morag@example.com')).toBe('Morag'));
  it('reads "right, Dave 07700 900 222" as Dave', () =>
    expect(name('A: Name and number?', 'right, Dave 07700 900 222')).toBe('Dave'));
  it('still reads "Ayesha" as a name', () => expect(name('A: Your name?', 'Ayesha, 07700 900 333')).toBe('Ayesha'));
});

describe('parseContact, a lower-case word after "im" beside a signed name', () => {
  const name = (...lines: string[]) => parseContact(turns(...lines)).name;
  it('reads "Priya. 07700 900 444, evenings only as im knackered" as Priya', () =>
    expect(name('A: Name and number?', 'Priya. 07700 900 444. evenings only im knackered till 6')).toBe('Priya'));
  it('still reads "im gemma 07700 900 555" as gemma', () =>
    expect(name('A: Name and number?', 'im gemma 07700 900 555')).toBe('gemma'));
  it('still reads "hi im dave, dave@example.com" as dave', () =>
    expect(name('A: Name and email?', 'hi im dave, dave@example.com')).toBe('dave'));
});

describe('parseContact, a pet named at the end', () => {
  it('reads no name from "room for the cat, Pickle."', () =>
    expect(contact('A: Buying or renting?', 'Renting, a 1 bed that allows pets, needs room for the cat, Pickle.').name).toBeNull());
  it('reads no name from "must be ok with our spaniel - Rolo"', () =>
    expect(contact('A: Anything else?', 'a garden please. must be ok with our spaniel - Rolo').name).toBeNull());
});

describe('parseContact, a name given in reply to "who am I talking to?"', () => {
  it('reads a bare capitalised first name', () =>
    expect(contact('A: Lovely. And who am I talking to?', 'Declan').name).toBe('Declan'));
  it('reads a bare lower-case first name', () =>
    expect(contact('A: Sorry, who am I chatting with?', 'morwenna').name).toBe('morwenna'));
});

describe('parseContact, a name whose first letters spell a filler', () => {
  it('reads "Ayşegül Öztürk" whole, not cut after "Ay"', () =>
    expect(contact('A: Your name and email?', 'Ayşegül Öztürk, a.ozturk@example.com').name).toBe('Ayşegül Öztürk'));
  it('reads "Orçun Kaya" whole, not cut after "Or"', () =>
    expect(contact('A: Name and number?', 'Orçun Kaya 07700 900 245').name).toBe('Orçun Kaya'));
  it('still reads "aye, Morag" as Morag', () =>
    expect(contact('A: Name?', 'aye, Morag, 07700 900 118').name).toBe('Morag'));
});

describe('parseContact, a letter signed below its sign-off', () => {
  const letter = (...lines: string[]) => lines.join('\n');
  it('reads the writer, not the firm on the line below', () =>
    expect(
      contact(
        letter(
          'Dear Sir,',
          '',
          'We are looking for a 3 bed house to rent in Headingley for one of our graduates.',
          '',
          'Warm regards,',
          'Tomasz Kowalczyk',
          'Graduate Recruitment, Pennine Analytics Ltd',
          '0113 496 0707',
        ),
      ).name,
    ).toBe('Tomasz Kowalczyk'));
  it('reads the writer, not a client named in the letter', () =>
    expect(
      contact(
        letter(
          'Hello,',
          'I act for Mrs Joan Whitby, who would like her bungalow in Filey valued.',
          'Thank you for your help,',
          'Rebecca Ashworth, Solicitor',
          'Ashworth & Dean',
          'r.ashworth@ashworthdean.example.co.uk',
        ),
      ).name,
    ).toBe('Rebecca Ashworth'));
  it('reads no name from a sign-off followed by a firm alone', () =>
    expect(contact(letter('Please send your fees.', 'Kind regards,', 'the lettings team')).name).toBeNull());
});

describe('parsePhone, a work number and a mobile in one message', () => {
  it('reads the first given when neither is preferred', () =>
    expect(parsePhone('Direct line 0161 496 0418, mobile 07700 900 955')).toBe('01614960418'));
  it('reads the first given across signature lines', () =>
    expect(parsePhone('Jane Pollock\nW: 0117 496 0302\nM: 07700 900 877')).toBe('01174960302'));
  it('reads the one marked preferred, even when given second', () =>
    expect(parsePhone('work 0117 496 0302 or my mobile 07700 900 877 (preferred)')).toBe('07700900877'));
  it('reads the one marked preferred before it', () =>
    expect(parsePhone('Office: 0117 496 0302\nPreferred: 07700 900 877')).toBe('07700900877'));
});

describe('parsePhone, a number abroad', () => {
  it('keeps the country code of a mobile abroad as digits', () =>
    expect(parsePhone('I am still in Sydney, my mobile there is +61 412 345 678')).toBe('61412345678'));
  it('reads a number written with 00 before the country code', () =>
    expect(parsePhone('WhatsApp me on 0049 151 2345 6789 please')).toBe('4915123456789'));
  it('still writes a +44 number in national form', () =>
    expect(parsePhone('call +44 (0)7700 900 246')).toBe('07700900246'));
  it('does not read an amount as a number abroad', () => expect(parsePhone('budget £1,200,000 + fees')).toBeNull());
});

describe('parseContact, details said aloud to voice typing', () => {
  it('reads a number said as words, with "double" and "oh"', () =>
    expect(
      contact('A: What number can we reach you on?', 'sure its Marcus oh one one three four nine six double oh seven two'),
    ).toEqual({ name: 'Marcus', email: null, phone: '01134960072' }));
  it('reads "treble" and digits mixed with words', () =>
    expect(contact('A: Best number?', 'oh 7 seven treble oh nine double 8 four two one').phone).toBe('07700098842'));
  it('reads an email address said with "dot" and "at"', () =>
    expect(contact('A: Can I take a name and email?', 'Hannah Scott hannah underscore scott at example dot co dot uk')).toEqual(
      { name: 'Hannah Scott', email: 'hannah_scott@example.co.uk', phone: null },
    ));
  it('reads no email from a website named when none was asked for', () =>
    expect(contact("I saw it on the listing at rightmove dot co dot uk, it's a 2 bed flat").email).toBeNull());
  it('reads no phone from a few numbers said in words', () =>
    expect(contact('A: Bedrooms?', 'two or three, one bathroom at least').phone).toBeNull());
});

describe('parseContact, a name and then what the visitor will do', () => {
  it('reads "Imogen I\'ll ring you back tomorrow" as Imogen', () =>
    expect(contact('A: Can I take your details?', "Imogen I'll ring you back tomorrow").name).toBe('Imogen'));
  it('reads "kieran ill email when we\'ve decided" as kieran', () =>
    expect(contact('A: Name and number?', "kieran ill email when we've decided").name).toBe('kieran'));
  it('reads "Shona we\'re still looking around" as Shona', () =>
    expect(contact('A: Who am I speaking to?', "Shona we're still looking around").name).toBe('Shona'));
  it('reads no name from "Oh I\'m not sure" beside a number', () =>
    expect(contact('A: Anything else?', "Oh I'm not sure, 07700 900 551").name).toBeNull());
});

describe('parseContact, "just" a name "for now"', () => {
  it('reads "just Keira for now" as Keira', () =>
    expect(contact('A: Can I take a name and number?', 'just Keira for now').name).toBe('Keira'));
  it('reads "just Tom Beale for now, will send a number later" as Tom Beale', () =>
    expect(contact('A: Contact details?', 'just Tom Beale for now, will send a number later').name).toBe('Tom Beale'));
  it('reads no name from "just browsing for now"', () =>
    expect(contact('A: Can I take your details?', 'just browsing for now').name).toBeNull());
});

describe('parseContact, the same person introduced again in full', () => {
  it('reads "im Dev and Sam, im Dev Patel" as Dev Patel', () =>
    expect(contact('A: Name and number?', 'im Dev and Sam, im Dev Patel, 07700 900 318').name).toBe('Dev Patel'));
  it('keeps the first name given when a later introduction is someone else', () =>
    expect(contact("I'm Laura, this is my partner's chat, her name is Jess").name).toBe('Laura'));
});
