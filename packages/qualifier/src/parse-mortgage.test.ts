import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseMortgage } from './parse-mortgage';

const buyer = (...lines: string[]) => parseMortgage(turns(...lines), 'buy');

describe('parseMortgage', () => {
  describe('approved', () => {
    it('reads "we have a mortgage in principle" as approved', () =>
      expect(buyer('We already have a mortgage in principle with Halifax')).toBe('approved'));
    it('reads "got a DIP from Barclays" as approved', () =>
      expect(buyer('yes, got a DIP from Barclays last week')).toBe('approved'));
    it('reads "MIP sorted" as approved', () => expect(buyer('yep, MIP sorted last month')).toBe('approved'));
    it('reads "AIP in place" as approved', () => expect(buyer('AIP in place with Barclays')).toBe('approved'));
    it('reads "agreement in principle from Nationwide" as approved', () =>
      expect(buyer("mortgage - we've got an agreement in principle from Nationwide")).toBe('approved'));
    it('reads a mortgage offer as approved', () =>
      expect(buyer("we've got a mortgage offer from Santander")).toBe('approved'));
    it('reads "yes" to an AIP question as approved', () =>
      expect(buyer('A: Do you have a mortgage in principle?', 'yes')).toBe('approved'));
    it('reads "we got one through our bank" to an AIP question as approved', () =>
      expect(buyer('A: Do you have a mortgage agreement in principle?', 'yes we got one through our bank in feb')).toBe(
        'approved',
      ));
  });

  describe('hyphenated agreement in principle', () => {
    it('reads "Nationwide gave us an in-principle yes" as approved', () =>
      expect(buyer('Nationwide gave us an in-principle yes last week')).toBe('approved'));
    it('reads "decision-in-principle done" as approved', () =>
      expect(buyer('A: How is the finance looking?', 'decision-in-principle done with HSBC')).toBe('approved'));
    it('reads "applying for an in-principle agreement" as in progress', () =>
      expect(buyer("we're applying for an in-principle agreement now")).toBe('in_progress'));
    it('reads "no agreement-in-principle yet" as not started', () =>
      expect(buyer('A: Where are you with a mortgage?', 'no agreement-in-principle yet')).toBe('not_started'));
  });

  describe("a lender's offer said unprompted", () => {
    it('reads "our offer letter from Nationwide came today" as approved', () =>
      expect(buyer('our offer letter from Nationwide came today, looking for a 2 bed')).toBe('approved'));
    it('reads "we hold the offer in place from the building society" as approved', () =>
      expect(buyer('we hold the offer in place from the building society')).toBe('approved'));
    it('does not read "we had an offer from a buyer on ours" as a mortgage', () =>
      expect(buyer('we had an offer from a buyer on ours last week')).toBeNull());
    it('reads "waiting on the offer from the bank" as in progress', () =>
      expect(buyer("we're waiting on the offer from the bank")).toBe('in_progress'));
  });

  describe('an agreement in principle still in date', () => {
    it('reads "our DIP expires at the end of March" as approved', () =>
      expect(buyer('our DIP expires at the end of March so we need to find something')).toBe('approved'));
    it('reads "need to move before our AIP runs out" as approved', () =>
      expect(buyer('A: When would you like to move?', 'need to move before our AIP runs out')).toBe('approved'));
    it('reads "the MIP expired last month" as in progress', () =>
      expect(buyer('the MIP expired last month, we need a new one')).toBe('in_progress'));
    it('reads "our AIP runs out next week so we are renewing it" as in progress', () =>
      expect(buyer('our AIP runs out next week so we are renewing it')).toBe('in_progress'));
  });

  describe('"got one" to the agreement question', () => {
    it('reads "I\'ve got one from Halifax online" to an AIP question as approved', () =>
      expect(buyer('A: Have you got a mortgage in principle?', "I've got one from Halifax online")).toBe('approved'));
    it('reads "we have one already" to a DIP question as approved', () =>
      expect(buyer('A: Do you have a decision in principle?', 'we have one already')).toBe('approved'));
    it('reads "we got one but it expired" to an AIP question as not approved', () =>
      expect(buyer('A: Do you have an AIP?', 'we got one but it expired in May')).not.toBe('approved'));
    it('does not read "we got one" to a question about bedrooms as a mortgage', () =>
      expect(buyer('A: Do you need a garage?', 'we got one at the moment, would like one')).toBeNull());
  });

  describe('paid for outright', () => {
    it('reads "the flat will be paid for outright from my savings" as cash', () =>
      expect(buyer('the flat will be paid for outright from my savings')).toBe('cash'));
    it('does not read "our house is paid off outright" as cash', () =>
      expect(buyer('our house is paid off outright, we need a mortgage for the new one')).not.toBe('cash'));
  });

  describe('cash', () => {
    it('reads "cash buyers" as cash', () => expect(buyer("we're cash buyers")).toBe('cash'));
    it('reads "no mortgage needed" as cash', () =>
      expect(buyer("we'd sell our place, no mortgage needed")).toBe('cash'));
    it('reads "we don\'t need a mortgage" as cash', () =>
      expect(buyer("We don't need a mortgage, we're selling our house")).toBe('cash'));
    it('reads "buying outright" as cash', () => expect(buyer("we'll be buying outright from savings")).toBe('cash'));
    it('reads "no" to "will you need a mortgage?" as cash', () =>
      expect(buyer('A: Will you need a mortgage?', 'no')).toBe('cash'));
    it('reads sale proceeds as cash when asked about funding', () =>
      expect(buyer('A: How will you fund the purchase?', 'from the sale of our house')).toBe('cash'));
    it('does not read cash for a deposit as a cash buyer', () =>
      expect(buyer("we've got cash for the deposit")).toBeNull());
  });

  describe('in progress', () => {
    it('reads "applied, waiting to hear back" as in progress', () =>
      expect(buyer('A: Have you got a mortgage in principle?', 'applied for one yesterday, waiting to hear back')).toBe(
        'in_progress',
      ));
    it('reads "talking to our bank about a mortgage" as in progress', () =>
      expect(buyer("we're talking to our bank about a mortgage")).toBe('in_progress'));
    it('reads a booked broker call as in progress despite "not yet"', () =>
      expect(buyer('A: Have you got an AIP yet?', "not yet, we've got a call booked with a broker on friday")).toBe(
        'in_progress',
      ));
    it('reads "no AIP yet - seeing a broker next tuesday" as in progress', () =>
      expect(buyer("no AIP yet - we're seeing a broker next tuesday")).toBe('in_progress'));
    it('reads "the broker is sorting the DIP" as in progress', () =>
      expect(buyer('our broker is sorting the DIP now')).toBe('in_progress'));
    it('reads "DIP being sorted" as in progress', () =>
      expect(buyer("DIP's being sorted by our broker this week")).toBe('in_progress'));
    it('reads an expired AIP being renewed as in progress', () =>
      expect(
        buyer(
          'A: Have you got a mortgage agreement in principle?',
          "we had one but it expired, so we're reapplying now",
        ),
      ).toBe('in_progress'));
    it('reads "yes" to "have you spoken to a lender?" as in progress', () =>
      expect(buyer('A: Have you spoken to a lender yet?', 'yes')).toBe('in_progress'));
  });

  describe('not started', () => {
    it('reads "not yet" to an AIP question as not started', () =>
      expect(buyer('A: Do you have a mortgage in principle?', 'not yet')).toBe('not_started'));
    it('reads "haven\'t spoken to anyone" as not started', () =>
      expect(
        buyer('A: Have you looked into a mortgage?', "no not yet, we'll need one but haven't spoken to anyone"),
      ).toBe('not_started'));
    it('reads "yes, haven\'t done anything yet" to "need a mortgage?" as not started', () =>
      expect(buyer('A: Will you need a mortgage?', "yes, a small one. haven't done anything about it yet though")).toBe(
        'not_started',
      ));
    it('reads a plan to talk to a broker as not started', () =>
      expect(buyer('we need to talk to a broker first')).toBe('not_started'));
    it('gives "yes please" to an offer of help no meaning', () =>
      expect(buyer('A: Would you like help finding a broker?', 'yes please')).toBeNull());
  });

  it('lets a later statement replace an earlier one', () =>
    expect(
      buyer(
        'A: Do you have an AIP?',
        'not yet no',
        'A: Are you working with a broker?',
        "yes, we've got a call with one tomorrow",
      ),
    ).toBe('in_progress'));
  it('does not read an AIP the visitor is waiting to see as approved', () =>
    expect(buyer('want to see what the AIP says')).toBeNull());
  it('is null for renters', () => expect(parseMortgage(turns('we have an AIP'), 'rent')).toBeNull());
  it('is null when nothing is said', () => expect(buyer('up to 450k in Clapham')).toBeNull());
  describe('negated mortgage steps and sale status', () => {
    it('reads "no mortgage in principle yet" as not_started, not cash', () =>
      expect(buyer('no mortgage in principle yet')).toBe('not_started'));
    it('reads "no mortgage offer yet" as not_started', () => expect(buyer('no mortgage offer yet')).toBe('not_started'));
    it('reads "we don\'t have a mortgage in principle" as not_started', () =>
      expect(buyer("we don't have a mortgage in principle")).toBe('not_started'));
    it('reads "no AIP yet; appointment with the bank on Friday" as in_progress', () =>
      expect(buyer('no mortgage in principle yet; appointment with the bank on Friday')).toBe('in_progress'));
    it('reads "not yet, call with a broker on Thursday" to an AIP question as in_progress', () =>
      expect(
        buyer('A: Have you got a mortgage in principle?', "not yet, we've got a call with a broker on Thursday"),
      ).toBe('in_progress'));
    it('still reads "no mortgage needed" as cash', () => expect(buyer('no mortgage needed')).toBe('cash'));
    it('reads "we\'ll be mortgage-free" as cash', () =>
      expect(buyer("we'll be mortgage-free, proceeds from our sale cover it")).toBe('cash'));
    it('does not read owning the current home mortgage-free as cash', () =>
      expect(buyer('we own our current house mortgage-free')).toBeNull());
    it('reads "sold STC" alone as no mortgage position', () => expect(buyer("we've sold STC")).toBeNull());
    it('reads "chain-free" alone as no mortgage position', () => expect(buyer("we're chain-free")).toBeNull());
    it('reads a Lifetime ISA alone as no mortgage position', () =>
      expect(buyer("we're first-time buyers with a Lifetime ISA")).toBeNull());
    it('reads "sold STC so we\'ll be cash buyers" as cash', () =>
      expect(buyer("we sold STC last week, so we'll be cash buyers")).toBe('cash'));
    it('reads a LISA deposit with an AIP in hand as approved', () =>
      expect(buyer("We're first time buyers using a LISA for the deposit, AIP with Halifax in hand")).toBe('approved'));
  });
  it.each(['sorted', 'all sorted', 'yes agreed', 'in place'])('reads "%s" to "Mortgage in principle?" as approved', (answer) =>
    expect(parseMortgage(turns('A: Mortgage in principle?', answer), 'buy')).toBe('approved'));
  it('does not read "sorted soon" as approved', () =>
    expect(parseMortgage(turns('A: Mortgage in principle?', "sorted soon, we'll apply next week"), 'buy')).not.toBe('approved'));
});

describe('parseMortgage, more short answers', () => {
  it('reads "AIP in progress" as in_progress', () => expect(buyer('A: Mortgage?', 'AIP in progress')).toBe('in_progress'));
  it('reads "got an offer from the Halifax" after "Mortgage?" as approved', () =>
    expect(buyer('A: Mortgage?', 'got an offer from the Halifax')).toBe('approved'));
  it('does not read an accepted offer on their home as a mortgage offer', () =>
    expect(buyer('A: Mortgage sorted?', "we've had an offer accepted on ours")).toBeNull());
  it('reads "dont have one yet havent looked into it" after a misspelt question as not_started', () =>
    expect(buyer('A: mortage?', 'dont have one yet havent looked into it')).toBe('not_started'));
});

describe('parseMortgage, lenders by name and explicit statements', () => {
  it('reads "talking to Coutts" in answer to the mortgage question as in_progress', () =>
    expect(buyer('A: Mortgage?', "we'll need one, talking to Coutts")).toBe('in_progress'));
  it('reads "purchase a flat in the centre outright" as cash', () =>
    expect(buyer("I'd like to purchase a flat in the centre outright")).toBe('cash'));
  it('reads "haven\'t spoken to anyone about a mortgage yet" as not_started, not as no mortgage needed', () =>
    expect(buyer('A: Mortgage?', "haven't spoken to anyone about a mortgage yet")).toBe('not_started'));
  it('reads the misspelt "mortgage in principal sorted" as approved', () =>
    expect(buyer('mortgage in principal sorted')).toBe('approved'));
});

describe('parseMortgage, a mortgage offer in other words', () => {
  it('reads "offer from Santander in hand" in answer to the mortgage question as approved', () =>
    expect(buyer('A: Mortgage?', 'offer from Santander in hand')).toBe('approved'));
  it('reads "buy to let mortgage with an offer already" in answer to "Finance?" as approved', () =>
    expect(buyer('A: Finance?', 'buy to let mortgage with an offer already')).toBe('approved'));
  it('does not read an offer on their own home as a mortgage offer', () =>
    expect(buyer('A: Mortgage?', 'we have an offer in hand on ours from a buyer')).not.toBe('approved'));
});

describe('parseMortgage, borrowing and short answers that say it is done', () => {
  const mortgage = (...lines: string[]) => parseMortgage(turns(...lines), 'buy');
  it('reads "using our savings, not borrowing" as cash', () =>
    expect(mortgage('A: How will you fund it?', 'using our savings, not borrowing anything')).toBe('cash'));
  it('reads "we don\'t need to borrow" as cash', () => expect(mortgage("we don't need to borrow")).toBe('cash'));
  it('reads "yep, in place" to a bare "Mortgage?" as approved', () =>
    expect(mortgage('A: Mortgage?', 'yep, in place')).toBe('approved'));
  it('reads "the application is being underwritten" as in progress', () =>
    expect(mortgage('our mortgage application is being underwritten')).toBe('in_progress'));
});

describe('parseMortgage, working with a broker now', () => {
  it('reads "we\'re with a broker" to the mortgage question as in progress', () =>
    expect(buyer('A: How are you funding it?', "we're with a broker through work")).toBe('in_progress'));
  it('reads "the adviser is doing the forms now" as in progress', () =>
    expect(buyer('A: Mortgage sorted?', 'nearly, filling in the application forms with the bank now')).toBe(
      'in_progress',
    ));
  it('still reads "we\'ll go with a broker later" as not started', () =>
    expect(buyer('A: Mortgage?', "we'll need one, we'll go with a broker later")).toBe('not_started'));
});

describe('parseMortgage, amounts on an agreement, equity and meetings', () => {
  it('reads "the AIP was for 310k" as approved', () =>
    expect(buyer('A: Finance?', 'the AIP was for 310k, we want to spend about 340')).toBe('approved'));
  it('still reads "we need an AIP for 300k" as no agreement in hand', () =>
    expect(buyer('we need an AIP for 300k')).not.toBe('approved'));
  it('reads a DIP and "with the equity from ours" as approved, not cash', () =>
    expect(buyer('A: Budget and finance?', 'our MIP is for 250 but with the equity from ours we can go to 300')).toBe(
      'approved',
    ));
  it('still reads "from the equity in ours" alone as cash', () =>
    expect(buyer('A: How will you fund it?', 'from the equity in ours, we own it outright')).toBe('cash'));
  it('reads "seeing Nationwide on Friday" after the mortgage question as in progress', () =>
    expect(buyer('A: Mortgage sorted?', "we'll move ours across, seeing Nationwide on Friday")).toBe('in_progress'));
});

describe('parseMortgage, what the agreement says', () => {
  it('reads "the DIP says we can borrow 280" as approved', () =>
    expect(buyer('A: What can you spend?', 'the DIP says we can borrow 280, plus 40 saved')).toBe('approved'));
  it('still reads "the broker says we could borrow 280" with no agreement as in progress', () =>
    expect(buyer('A: Mortgage sorted?', 'talking to a broker, he says we could borrow 280')).toBe('in_progress'));
});

describe('parseMortgage, answers in their own words', () => {
  it('reads "we will not need one" to "Will you need a mortgage?" as cash', () =>
    expect(parseMortgage(turns('A: Will you need a mortgage?', 'we will not need one'), 'buy')).toBe('cash'));
  it('reads "seein a broker on thursday" as in progress', () =>
    expect(parseMortgage(turns('A: Mortgage sorted?', 'seein a broker on thursday'), 'buy')).toBe('in_progress'));
  it('reads a DIP from Nationwide in a long unpunctuated message that goes on to "want to be in by" as approved', () =>
    expect(
      parseMortgage(
        turns('first time buyers we have a decision in principle from nationwide and we want to be in by june'),
        'buy',
      ),
    ).toBe('approved'));
  it('still reads "our AIP is being arranged" as in progress', () =>
    expect(parseMortgage(turns('our AIP is being arranged by the bank'), 'buy')).toBe('in_progress'));
});

describe('parseMortgage, plans and renewals', () => {
  it('reads "we\'re sorting it tomorrow with the building society" to an AIP question as in progress', () =>
    expect(
      parseMortgage(turns('A: Got an agreement in principle?', "we're sorting it tomorrow with the building society"), 'buy'),
    ).toBe('in_progress'));
  it('reads "the old one lapsed, our adviser is renewing it" as in progress', () =>
    expect(
      parseMortgage(turns('A: Is your mortgage in principle in place?', 'the old one lapsed, our adviser is renewing it'), 'buy'),
    ).toBe('in_progress'));
  it('reads "I plan to get a DIP when someone makes an offer on ours" as not started', () =>
    expect(
      parseMortgage(turns('A: Any mortgage in principle?', 'I plan to get a DIP when someone makes an offer on ours'), 'buy'),
    ).toBe('not_started'));
  it('reads "will apply for an AIP after we get an offer" as not started, not a lender\'s offer', () =>
    expect(
      parseMortgage(turns('A: Mortgage agreed in principle?', 'need one, will apply for an AIP after we get an offer'), 'buy'),
    ).toBe('not_started'));
  it('reads "we\'ll get our AIP on Friday" as in progress, a plan with a date', () =>
    expect(parseMortgage(turns('A: Do you have an AIP?', "we'll get our AIP on friday"), 'buy')).toBe('in_progress'));
});

describe('parseMortgage, a question asked in the plural', () => {
  it('reads "no" to "Have you spoken to any lenders?" as not started', () =>
    expect(buyer('A: Have you spoken to any lenders yet?', 'no')).toBe('not_started'));
  it('reads "nope, not yet" to "Have you looked at mortgages?" as not started', () =>
    expect(buyer('A: Have you looked at mortgages at all?', 'nope, not yet')).toBe('not_started'));
  it('reads "yes" to "Are you working with any brokers?" as in progress', () =>
    expect(buyer('A: Are you working with any brokers?', 'yes')).toBe('in_progress'));
  it('reads nothing from "not yet" to a question about viewings', () =>
    expect(buyer('A: Have you booked any viewings?', 'not yet')).toBeNull());
});

describe('parseMortgage, advice taken but not acted on', () => {
  it('reads "I\'ve been told to see a mortgage adviser" as not started', () =>
    expect(buyer("my sister says I've been told to see a mortgage adviser, which I will")).toBe('not_started'));
  it('reads "we\'re supposed to speak to a broker" as not started', () =>
    expect(buyer("we're supposed to speak to a broker at some point")).toBe('not_started'));
  it('still reads "our broker told us the application is in" as in progress', () =>
    expect(buyer('our broker told us the application is in with Halifax')).toBe('in_progress'));
});

describe('parseMortgage, waiting on something that is not the loan', () => {
  it('reads a wait for probate beside a broker not yet seen as not started', () =>
    expect(buyer("we're waiting for probate on mum's house. haven't spoken to a broker yet")).toBe('not_started'));
  it('still reads "waiting to hear from the lender" as in progress', () =>
    expect(buyer('we applied with Nationwide, waiting to hear from the lender')).toBe('in_progress'));
  it('still reads "waiting on the valuation" after applying as in progress', () =>
    expect(buyer('A: How is the mortgage going?', "we're waiting on the valuation")).toBe('in_progress'));
});

describe('parseMortgage, "shan\'t need a mortgage"', () => {
  it('reads "we shan\'t need a mortgage" as cash', () =>
    expect(buyer("we shan't need a mortgage, the cottage sale covers it")).toBe('cash'));
  it('reads "I wouldn\'t need a mortgage" as cash', () =>
    expect(buyer("I wouldn't need any mortgage, my savings are enough")).toBe('cash'));
  it('does not read "we shan\'t need a mortgage adviser" as cash', () =>
    expect(buyer("we shan't need a mortgage adviser, we've done it ourselves and have an AIP")).toBe('approved'));
});

describe('parseMortgage, a purchase paid for by the sale of their home', () => {
  it('reads "the sale will cover it" style answers to the funding question as cash', () =>
    expect(buyer('A: Are you likely to need a mortgage?', "the money from the sale of the flat and our savings covers it")).toBe(
      'cash',
    ));
  it('reads "from the sale" to the funding question as cash', () =>
    expect(buyer('A: How will you fund the purchase?', 'all from the sale, we shan\'t borrow')).toBe('cash'));
  it('reads "enough from the sale plus a bit saved" as cash', () =>
    expect(buyer('A: How are you funding it?', "there'll be enough from the sale plus a bit saved")).toBe('cash'));
  it('does not read the sale price of their home as cash', () =>
    expect(buyer('A: How are you funding it?', 'depends on the sale price we get for ours')).toBeNull());
  it('does not read funding from the sale outside a funding question as cash', () =>
    expect(buyer('A: When do you want to move?', 'once we have the money from the sale')).toBeNull());
});

describe('parseMortgage, "appt" for an appointment', () => {
  it('reads "appt with the adviser thurs" to "Mortgage?" as in progress', () =>
    expect(buyer('A: Mortgage?', 'appt with the adviser thurs')).toBe('in_progress'));
  it('still reads "no appt yet, haven\'t spoken to a broker" as not started', () =>
    expect(buyer('A: Mortgage?', "no appt yet, haven't spoken to a broker")).toBe('not_started'));
});

describe('parseMortgage, an offer that has arrived', () => {
  it('reads "mortgage offer arrived this morning" as approved', () =>
    expect(buyer('A: Finance?', 'mortgage offer arrived this morning')).toBe('approved'));
  it('reads "the AIP came thru" as approved', () =>
    expect(buyer('A: Finance?', 'the AIP came thru last night')).toBe('approved'));
  it('still reads "waiting for the mortgage offer to come thru" as in progress', () =>
    expect(buyer('A: Finance?', 'waiting for the mortgage offer to come thru')).toBe('in_progress'));
});

describe('parseMortgage, an agreement the lender is doing now', () => {
  it('reads "the building society are processing our DIP" as in progress', () =>
    expect(buyer('A: Mortgage in principle?', 'the building society are processing our DIP as we speak')).toBe('in_progress'));
  it('reads "Nationwide is doing my AIP tomorrow" as in progress', () =>
    expect(buyer('Nationwide is doing my AIP tomorrow')).toBe('in_progress'));
});

describe('parseMortgage, waiting to hear from someone who is not the lender', () => {
  it('does not read "waiting to hear back from the probate solicitors" as a mortgage in progress', () =>
    expect(buyer("we're waiting to hear back from the probate solicitors, then we'll see about a mortgage")).toBe(null));
});

describe('parseMortgage, a short answer to another question', () => {
  it('does not read "not yet" to the budget question as a mortgage not started', () =>
    expect(buyer('A: Have you set a budget?', "not yet, depends whether we'd want a mortgage at all")).toBe(null));
});

describe('parseMortgage, no borrowing said in the progressive', () => {
  it('reads "we won\'t be borrowing a penny" as cash', () =>
    expect(buyer('A: Budget?', "up to 300k and we won't be borrowing a penny")).toBe('cash'));
  it('reads "he wont be borrowing" as cash', () =>
    expect(buyer('he wont be borrowing, the money is from his late wife\'s estate')).toBe('cash'));
});

describe('parseMortgage, an agreement held that a broker got', () => {
  it('reads "yep, got one via our mortgage adviser in June" to the AIP question as approved', () =>
    expect(buyer('A: Have you got a decision in principle?', 'yep, got one via our mortgage adviser in June')).toBe('approved'));
});

describe('parseMortgage, "not sure" is a doubt, not a no', () => {
  it('does not read "not certain we need one, depends on the sale" as a mortgage not started', () =>
    expect(buyer('A: Have you got an agreement in principle?', 'not certain we need one, depends on the sale')).toBe(null));
});

describe('parseMortgage, the agreement of the people buying the visitor\'s home', () => {
  it('keeps cash when "the purchasers have their mortgage offer" follows', () =>
    expect(
      buyer('A: Will you need a mortgage?', "no, we'll pay from the sale", 'A: Timescale?', 'the purchasers have their mortgage offer in hand so spring'),
    ).toBe('cash'));
});

describe('parseMortgage, a yes to the agent\'s offer of a broker', () => {
  it('does not read "sure" to "We could introduce you to our broker, what\'s your number?" as in progress', () =>
    expect(buyer('A: We could introduce you to our broker, what\'s your number?', 'sure, 07700 900123')).toBe(null));
});

describe('parseMortgage, someone putting the agreement through or doing it', () => {
  it.each(['the bank are putting our AIP through now', 'adviser doin our dip this wk'])('reads "%s" as in_progress', (text) =>
    expect(buyer(text)).toBe('in_progress'));
});
