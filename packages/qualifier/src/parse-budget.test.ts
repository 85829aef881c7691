import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseBudget } from './parse-budget';

const buyer = (...lines: string[]) => parseBudget(turns(...lines), 'buy');
const renter = (...lines: string[]) => parseBudget(turns(...lines), 'rent');
const total = (min: number | null, max: number | null) => ({ min, max, period: 'total' });
const month = (min: number | null, max: number | null) => ({ min, max, period: 'month' });

describe('parseBudget', () => {
  describe('amounts', () => {
    it('reads "up to £450k" as max 450000', () => expect(buyer('up to £450k')).toEqual(total(null, 450000)));
    it('reads "£380,000" after a budget question as max 380000', () =>
      expect(buyer("A: What's your budget?", '£380,000')).toEqual(total(null, 380000)));
    it('reads "450 grand" as 450000', () => expect(buyer('budget is about 450 grand')).toEqual(total(null, 450000)));
    it('reads "half a mil tops" as 500000', () =>
      expect(buyer('A: Budget?', 'half a mil tops')).toEqual(total(null, 500000)));
    it('reads "half a million" as 500000', () =>
      expect(buyer('A: Budget?', 'half a million')).toEqual(total(null, 500000)));
    it('reads "1.2m" as 1200000', () => expect(buyer('up to 1.2m')).toEqual(total(null, 1200000)));
    it('reads "£1.25M max" as 1250000', () => expect(buyer('£1.25M max')).toEqual(total(null, 1250000)));
    it('reads "two hundred and fifty thousand" as 250000', () =>
      expect(buyer('A: Budget?', 'two hundred and fifty thousand')).toEqual(total(null, 250000)));
    it('reads "a quarter of a million" as 250000', () =>
      expect(buyer('A: Budget?', 'around a quarter of a million')).toEqual(total(null, 250000)));
    it('reads "under a million" as max 1000000', () =>
      expect(buyer('A: Budget?', 'under a million')).toEqual(total(null, 1000000)));
  });

  describe('thousands grouped with dots or spaces', () => {
    it('reads "2.100 pounds a month" as 2100', () =>
      expect(renter('A: Budget?', 'up to 2.100 pounds a month')).toEqual(month(null, 2100)));
    it('reads "£1.350.000" as 1350000', () => expect(buyer('A: Budget?', 'maximum £1.350.000')).toEqual(total(null, 1350000)));
    it('reads "£1 450 pcm" as 1450', () => expect(renter('A: Budget?', 'around £1 450 pcm')).toEqual(month(null, 1450)));
    it('reads "2 250 000" as 2250000', () => expect(buyer('A: Budget?', 'up to 2 250 000')).toEqual(total(null, 2250000)));
    it('reads text-speak "up 2 325" as up to 325000', () => expect(buyer('A: Budget?', 'up 2 325')).toEqual(total(null, 325000)));
    it('still reads "1.350m" as a decimal', () => expect(buyer('A: Budget?', 'max 1.350m')).toEqual(total(null, 1350000)));
  });

  describe('"no" before an amount', () => {
    it('reads "300k tops... no 320 tops" as the corrected 320000', () =>
      expect(buyer('A: Budget?', '300k tops... no 320 tops, we checked again')).toEqual(total(null, 320000)));
    it('still ignores a flat number: "flat no 112"', () =>
      expect(buyer('A: Budget?', 'up to 400k. we live at flat no 112 at the moment')).toEqual(total(null, 400000)));
    it('still ignores a house number: "no. 250"', () =>
      expect(buyer('A: Budget?', 'up to 400k, we are at no. 250 now')).toEqual(total(null, 400000)));
  });

  describe('money that looks like a phone number', () => {
    it('reads "between 210 000 and 230 000" as a range, not a phone number', () =>
      expect(buyer('A: Budget?', 'between 210 000 and 230 000')).toEqual(total(210000, 230000)));
    it('still ignores a phone number given after a budget', () =>
      expect(buyer('A: Budget?', 'up to 400k, ring me on 07700 900456')).toEqual(total(null, 400000)));
  });

  describe('bounds', () => {
    it('reads "around 450k" as max 450000', () => expect(buyer('around 450k')).toEqual(total(null, 450000)));
    it('reads "no more than £320,000" as max 320000', () =>
      expect(buyer('no more than £320,000')).toEqual(total(null, 320000)));
    it('reads "nothing over £300k" as max 300000', () =>
      expect(buyer('nothing over £300k')).toEqual(total(null, 300000)));
    it('reads "between 300 and 350k" as min 300000 max 350000', () =>
      expect(buyer('between 300 and 350k')).toEqual(total(300000, 350000)));
    it('reads "300-350k" as min 300000 max 350000', () => expect(buyer('300-350k')).toEqual(total(300000, 350000)));
    it('reads "£350k-£375k" as a range', () => expect(buyer('£350k-£375k')).toEqual(total(350000, 375000)));
    it('reads "from £550,000 up to £650,000" as a range', () =>
      expect(buyer('from £550,000 up to £650,000')).toEqual(total(550000, 650000)));
    it('reads "£800k to £1m" as a range across units', () =>
      expect(buyer('£800k to £1m')).toEqual(total(800000, 1000000)));
    it('reads "at least 300k" as min 300000', () => expect(buyer('at least 300k')).toEqual(total(300000, null)));
    it('reads "from 350k" as min 350000', () =>
      expect(buyer('from 350k, depends what is out there')).toEqual(total(350000, null)));
    it('reads "300k plus" as min 300000', () => expect(buyer('300k plus')).toEqual(total(300000, null)));
    it('reads "300k+" as min 300000', () => expect(buyer('300k+')).toEqual(total(300000, null)));
  });

  describe('bare hundreds for buyers', () => {
    it('reads "400 to 450" as thousands', () =>
      expect(buyer('A: Budget?', '400 to 450')).toEqual(total(400000, 450000)));
    it('reads "up to 550" as 550000', () => expect(buyer('up to 550')).toEqual(total(null, 550000)));
    it('reads "4-500k" as 400000 to 500000', () =>
      expect(buyer('A: Budget?', '4-500k')).toEqual(total(400000, 500000)));
    it('reads "400-ish" after a budget question as 400000', () =>
      expect(buyer('A: Budget?', '400-ish')).toEqual(total(null, 400000)));
  });

  describe('later statements', () => {
    it('lets "could stretch to 625k" replace the max', () =>
      expect(buyer('up to 600k, could stretch to 625k')).toEqual(total(null, 625000)));
    it('keeps the min when a later message stretches the max', () =>
      expect(buyer('between 300 and 350k', 'we could stretch to 375k if needed')).toEqual(total(300000, 375000)));
    it('lets "actually make that 750k" replace an earlier budget', () =>
      expect(buyer('A: Budget?', 'up to 700k', 'actually sorry, make that 750k')).toEqual(total(null, 750000)));
    it('lets "could push to 500" replace the max with thousands', () =>
      expect(buyer('up to 475k, could push to 500 for something special')).toEqual(total(null, 500000)));
  });

  describe('rent', () => {
    it('reads "£1,500 pcm" as 1500 a month', () => expect(renter('£1,500 pcm')).toEqual(month(null, 1500)));
    it('converts "350 a week" to 1517 a month', () => expect(renter('350 a week')).toEqual(month(null, 1517)));
    it('converts "450pw" to 1950 a month', () => expect(renter('around 450pw for a 2 bed')).toEqual(month(null, 1950)));
    it('converts "£220 per week" to 953 a month', () => expect(renter('£220 per week')).toEqual(month(null, 953)));
    it('divides a yearly amount by 12', () => expect(renter('£18,000 a year')).toEqual(month(null, 1500)));
    it('reads "2k" after a budget question as 2000 a month', () =>
      expect(renter('A: Budget?', '2k')).toEqual(month(null, 2000)));
    it('reads "between 600 and 750 a month" as a monthly range', () =>
      expect(renter('between 600 and 750 a month')).toEqual(month(600, 750)));
    it('carries the weekly rate to a stretch amount', () =>
      expect(renter('£425 a week, maybe £450 at a push')).toEqual(month(null, 1950)));
    it('reads "2 grand a month" as 2000', () => expect(renter('2 grand a month')).toEqual(month(null, 2000)));
  });

  describe('approximate amounts', () => {
    it('reads "mid 400s" as max 450000', () => expect(buyer('A: Budget?', 'mid 400s')).toEqual(total(null, 450000)));
    it('reads "mid-400s" with a hyphen', () =>
      expect(buyer('budget is mid-400s realistically')).toEqual(total(null, 450000)));
    it('reads "low 300s" as max 330000', () => expect(buyer('A: Budget?', 'low 300s')).toEqual(total(null, 330000)));
    it('reads "high 500s" as max 590000', () =>
      expect(buyer('cash buyers, high 500s')).toEqual(total(null, 590000)));
    it('reads "low £300ks" with a pound sign and k', () =>
      expect(buyer('A: Budget?', 'low £300ks')).toEqual(total(null, 330000)));
    it('reads "low to mid 400s" by the upper word', () =>
      expect(buyer('A: Budget?', 'somewhere in the low to mid 400s')).toEqual(total(null, 450000)));
    it('does not read an age ("mid 30s") as money', () =>
      expect(buyer("we're in our mid 30s, budget up to 300k")).toEqual(total(null, 300000)));
    it('reads "around the 400 mark" as max 400000', () =>
      expect(buyer('somewhere around the 400 mark')).toEqual(total(null, 400000)));
    it('reads "the £250k mark" as max 250000', () =>
      expect(buyer('A: Budget?', 'the £250k mark')).toEqual(total(null, 250000)));
    it('reads "400ish" as max 400000', () => expect(buyer('A: Budget?', '400ish')).toEqual(total(null, 400000)));
    it('reads "£400k or thereabouts" as max 400000', () =>
      expect(buyer('£400k or thereabouts')).toEqual(total(null, 400000)));
    it('reads "sub 500" as max 500000', () => expect(buyer('flat in Hove, sub 500')).toEqual(total(null, 500000)));
    it('reads "sub £1m" as max 1000000', () => expect(buyer('sub £1m')).toEqual(total(null, 1000000)));
    it('reads "no more than 450" as max 450000', () =>
      expect(buyer('a 2 bed, no more than 450')).toEqual(total(null, 450000)));
    it('reads "up to 275, not a penny more" as max 275000', () =>
      expect(buyer('up to 275, not a penny more')).toEqual(total(null, 275000)));
    it('reads "max 1.2" as 1200000 for a buyer', () =>
      expect(buyer('family home, max 1.2')).toEqual(total(null, 1200000)));
    it('reads "1.5-1.75" as millions for a buyer', () =>
      expect(buyer('A: Budget?', '1.5-1.75')).toEqual(total(1500000, 1750000)));
    it('reads "between 3 and 350" as 300000 to 350000', () =>
      expect(buyer('A: Budget?', 'between 3 and 350')).toEqual(total(300000, 350000)));
    it('reads a bare range of hundreds ("600-650") as a budget', () =>
      expect(buyer('buying in Winchester, 600-650')).toEqual(total(600000, 650000)));
    it('reads "low 1000s" rent as max 1300 a month', () =>
      expect(renter('A: Budget?', 'low 1000s')).toEqual(month(null, 1300)));
  });

  describe('per-person rent', () => {
    // QUALIFY.md is silent: a share is multiplied up to the household's monthly rent.
    it('multiplies "£130 per person per week" by the group size', () =>
      expect(renter('5 of us looking for a student house', 'A: Budget?', '£130 per person per week')).toEqual(
        month(null, 2817),
      ));
    it('reads "pppw" with "there\'s 4 of us"', () =>
      expect(renter("there's 4 of us", 'A: Budget?', 'around £110 pppw including bills')).toEqual(month(null, 1907)));
    it('reads "£250 each per week" for "3 sharers"', () =>
      expect(renter("we're 3 sharers", 'A: Budget?', '£250 each per week')).toEqual(month(null, 3250)));
    it('reads "about £120 each a week" for "4 of us" written as a word', () =>
      expect(renter('four of us', 'A: Budget?', 'about £120 each a week')).toEqual(month(null, 2080)));
    it('counts "me and 2 mates" as three', () =>
      expect(renter('me and 2 mates', 'A: Budget?', '£150 pppw')).toEqual(month(null, 1950)));
    it('falls back to the bedrooms asked for', () =>
      expect(renter('a 4 bed student house', 'A: Budget?', '£140 pp per week')).toEqual(month(null, 2427)));
    it('takes the share alone when nobody else is mentioned', () =>
      expect(renter('A: Budget?', '£600 each')).toEqual(month(null, 600)));
    it('counts a couple as two', () =>
      expect(renter('me and my partner', 'A: Budget?', '£700 each a month')).toEqual(month(null, 1400)));
  });

  describe('amounts that are not the budget', () => {
    it('ignores a deposit and a salary', () =>
      expect(buyer("we've saved a 30k deposit and our combined salary is about 62k so hoping for up to 260k")).toEqual(
        total(null, 260000),
      ));
    it('ignores what a lender would lend', () =>
      expect(buyer("they'd lend us up to 280k but we haven't set a budget yet")).toBeNull());
    it('ignores an agreement in principle amount', () =>
      expect(buyer("I've got a mortgage agreement in principle for 230k")).toBeNull());
    it("ignores a listing's asking price", () =>
      expect(buyer('I saw the flat listed at £625,000, out of our range')).toBeNull());
    it('ignores the value of their own home', () =>
      expect(buyer("our flat is valued at 240k and we'd go up to 380k")).toEqual(total(null, 380000)));
    it('ignores the rent they pay now', () =>
      expect(renter("we're paying £1,400 pcm at the moment, want to keep it under £1,300")).toEqual(month(null, 1300)));
    it('ignores a per-person amount for a buyer', () =>
      expect(buyer('A: Budget?', 'we earn about 40k each, budget up to 350k')).toEqual(total(null, 350000)));
    it('ignores a monthly figure for a buyer', () =>
      expect(buyer('we pay 1,200 a month in rent, budget 280k')).toEqual(total(null, 280000)));
  });

  describe('numbers that are not money', () => {
    it('ignores bedrooms', () => expect(buyer('A: How many bedrooms?', "2, maybe 3 if it's affordable")).toBeNull());
    it('ignores a house number and a year', () =>
      expect(buyer('we rent at 14 Elm Grove and have done since 2019')).toBeNull());
    it('ignores a phone number', () => expect(buyer('A: Budget?', 'call me on 07700 900123')).toBeNull());
    it('ignores a postcode', () => expect(buyer('A: Budget?', 'somewhere in W13 0AB')).toBeNull());
    it('ignores durations and dates', () =>
      expect(renter('A: Budget?', 'we need to be out in 2 weeks, by 30th sept')).toBeNull());
    it('ignores a percentage deposit', () =>
      expect(buyer('A: Budget?', "we've got a 10% deposit, thinking 250 to 280")).toEqual(total(250000, 280000)));
  });

  it('is null when no amount is given', () =>
    expect(buyer('A: Budget?', "not sure yet, depends what's around")).toBeNull());
  it('takes the amount from the question on a bare "yes"', () =>
    expect(buyer('A: So a budget of up to £400k?', 'yes')).toEqual(total(null, 400000)));
  it('guesses the period from the amount when intent is unknown', () =>
    expect(parseBudget(turns('£1,200 pcm'), null)).toEqual(month(null, 1200)));
});

describe('parseBudget, a listing\'s price', () => {
  it('does not take "for sale at £285,000" as the budget', () =>
    expect(parseBudget(turns("is the semi that's for sale at £285,000 still available?"), 'buy')).toBeNull());
});

describe('parseBudget, per property and listings', () => {
  it('reads an investor\'s "£150k each" as the price per property', () =>
    expect(parseBudget(turns('buying two flats to let, about £150k each'), 'buy')).toEqual({ min: null, max: 150000, period: 'total' }));
  it('does not take "the one for £850 pcm" as the budget', () =>
    expect(parseBudget(turns('to rent, the one for £850 pcm'), 'rent')).toBeNull());
});

describe('parseBudget, savings, deposits and listings by price', () => {
  it('reads "with our deposit we could manage up to 260" as max 260000', () =>
    expect(buyer('A: What could you spend in total?', 'with our deposit we could manage up to 260')).toEqual(
      total(null, 260000),
    ));
  it('still skips "a deposit of 30k"', () => expect(buyer('A: Budget?', 'a deposit of 30k saved')).toBeNull());
  it('reads savings the visitor will not spend past as the max', () =>
    expect(buyer('A: Your budget?', "there's 410 in savings, we won't spend more than that")).toEqual(
      total(null, 410000),
    ));
  it('still skips savings said in passing', () =>
    expect(buyer('A: Your budget?', 'up to 380k, we have 60k in savings')).toEqual(total(null, 380000)));
  it('does not take "the £310k one" (a listing) as the budget', () =>
    expect(buyer('A: Budget?', 'about 285 really, the £310k one was more than we wanted')).toEqual(
      total(null, 285000),
    ));
  it('reads "750ish" as max 750 a month for a tenant', () =>
    expect(renter('a studio near the station, 750ish')).toEqual(month(null, 750)));
  it('reads "could do 1,300 for a garden" after "1,200 pcm" as the new max', () =>
    expect(renter('A: Monthly budget?', '1,200 pcm', 'A: Parking needed?', 'no. could do 1,300 for a garden though')).toEqual(
      month(null, 1300),
    ));
});

describe('parseBudget, the amount on an agreement in principle', () => {
  it('reads "yep, it was for 240k" to "Do you have a DIP?" as no budget', () =>
    expect(buyer('A: Do you have a DIP yet?', 'yep, it was for 240k')).toBeNull());
  it('still reads "yes, and we can spend up to 300k" to the same question as the budget', () =>
    expect(buyer('A: Do you have a DIP yet?', 'yes, and we can spend up to 300k')).toEqual(total(null, 300000)));
});

describe('parseBudget, a new figure said in passing', () => {
  it('lets "oh and we can do 420" after "380k max" replace the max', () =>
    expect(buyer('A: Budget?', '380k max', 'A: Anything else?', 'oh and we can do 420 now')).toEqual(total(null, 420000)));
  it('still reads no budget from "we can do 3 viewings"', () =>
    expect(buyer('A: Anything else?', 'we can do 3 viewings on saturday')).toBeNull());
});

describe('parseBudget, amounts said aloud', () => {
  it('reads "two ninety, could stretch to three twenty" to "Budget?" as max 320000', () =>
    expect(buyer('A: What is your budget?', 'two ninety, could stretch to three twenty')).toEqual(total(null, 320000)));
  it('reads "about six fifty a month" to "Budget?" from a renter as max 650', () =>
    expect(renter('A: Budget?', 'about six fifty a month')).toEqual(month(null, 650)));
});

describe('parseBudget, spoken hundreds after a money word', () => {
  it('reads "max two seventy five" in an opening message as 275000', () =>
    expect(buyer('2 bed terrace near the station please, max two seventy five')).toEqual(total(null, 275000)));
  it('reads "budget of around three twenty" as 320000', () =>
    expect(buyer("we're FTBs with a budget of around three twenty")).toEqual(total(null, 320000)));
  it('leaves "viewing at four thirty" alone', () =>
    expect(buyer('can we do the viewing at four thirty on friday?')).toBeNull());
});

describe('parseBudget, the share of a budget that is the deposit', () => {
  it('keeps "between 280 and 300k, 30k of which is our deposit" as the range', () =>
    expect(buyer("we're looking between 280 and 300k, 30k of which is our deposit")).toEqual(total(280000, 300000)));
  it('keeps "up to £410,000 - £60,000 of it being a gifted deposit" as max 410000', () =>
    expect(buyer('up to £410,000 - £60,000 of it being a gifted deposit')).toEqual(total(null, 410000)));
  it('keeps "max 275k, 25k of that is savings" as max 275000', () =>
    expect(buyer('max 275k, 25k of that is savings')).toEqual(total(null, 275000)));
  it('still reads a later "around 260k" on its own as the new budget', () =>
    expect(buyer('up to 240k, 20k of that is savings', 'A: Any flexibility?', 'around 260k')).toEqual(total(null, 260000)));
  it('still reads "£300k of which we can borrow most" as the budget (a share named as no deposit)', () =>
    expect(buyer('A: Budget?', '£300k, of which we hope to borrow most')).toEqual(total(null, 300000)));
});

describe('parseBudget, a listing asked after by its price', () => {
  it('reads no budget from "is the two bed semi on Mill Lane at £280k still for sale?"', () =>
    expect(buyer('is the two bed semi on mill lane at £280k still for sale?')).toBeNull());
  it('reads no budget from "the flat for 195,000, has it gone already?"', () =>
    expect(buyer('hiya, that flat for 195,000 already gone?')).toBeNull());
  it('reads no rent from "is the studio at £900 pcm still available?"', () =>
    expect(renter('is the studio at £900 pcm still available?')).toBeNull());
  it('still reads "up to 300k, still available for viewings on weekends" as max 300000', () =>
    expect(buyer('up to 300k. we are still available for viewings at weekends')).toEqual(total(null, 300000)));
  it('still reads a budget given after asking about a listing', () =>
    expect(buyer('is the cottage at 350k still available?', 'A: What is your budget?', 'up to 360k')).toEqual(
      total(null, 360000),
    ));
});

describe('parseBudget, the visitor\'s own reach said after a lender\'s or savings\' word', () => {
  it('reads "we\'ve a DIP for 300k and with our savings we can afford roughly 340k" as max 340000', () =>
    expect(buyer("we've a DIP for 300k and with our savings we can afford roughly 340k")).toEqual(total(null, 340000)));
  it('reads "the inheritance takes us up to £420,000" as max 420000', () =>
    expect(buyer('A: Budget?', 'the inheritance takes us up to £420,000')).toEqual(total(null, 420000)));
  it('still reads no budget from "I can afford to borrow 200k"', () =>
    expect(buyer('I can afford to borrow 200k')).toBeNull());
  it('still reads no budget from "we\'ve saved 45k for the deposit"', () =>
    expect(buyer("we've saved 45k for the deposit")).toBeNull());
  it('still reads no budget from "the bank will lend us 230k"', () =>
    expect(buyer('A: Mortgage?', 'the bank will lend us 230k')).toBeNull());
});

describe('parseBudget, a question for the maximum alone', () => {
  it('reads "320 I suppose" to "Most go for £300-350k. What would be your limit?" as max 320000', () =>
    expect(buyer('A: Most go for £300-350k round here. What would be your limit?', '320 i suppose')).toEqual(total(null, 320000)));
  it('reads "1100" to "Rents run £950-£1,200. What\'s the max?" as max 1100 a month', () =>
    expect(renter("A: Rents run £950-£1,200. What's the max?", '1100')).toEqual(month(null, 1100)));
  it('reads no budget from "4" to "What\'s your maximum number of bedrooms?"', () =>
    expect(buyer("A: What's your maximum number of bedrooms?", '4')).toBeNull());
});

describe('parseBudget, a corrected amount', () => {
  it('reads "oops, 1,450" after "max £1,300 a month" as max 1450', () =>
    expect(renter('max £1,300 a month for a 2 bed', 'oops, 1,450. forgot the bills')).toEqual(month(null, 1450)));
  it('reads "I mean 375" after "up to 350k" as max 375000', () =>
    expect(buyer('A: Budget?', 'up to 350k', 'A: Lovely. Any particular streets?', 'i mean 375, sorry')).toEqual(total(null, 375000)));
  it('keeps the budget after "sorry, 2 of us not 3"', () =>
    expect(renter('up to £1,600 pcm', 'sorry, 2 of us not 3')).toEqual(month(null, 1600)));
  it('reads no budget from "sorry, 1450" with no budget before', () => expect(renter('A: Where?', 'sorry, 1450')).toBeNull());
});

describe('parseBudget: a listing price the visitor adopts as their limit', () => {
  const budgetOf = (intent: 'buy' | 'rent', ...lines: string[]) => parseBudget(turns(...lines), intent);
  it('reads "the guide of 475 is about our limit" as max 475000', () =>
    expect(budgetOf('buy', 'A: What is your budget?', 'the guide of 475 is about our limit')?.max).toBe(475000));
  it('reads "asking £1,250 pcm, which is my max" as max 1250 a month', () =>
    expect(budgetOf('rent', 'A: Any questions?', "it's asking £1,250 pcm, which is my max")?.max).toBe(1250));
  it('still does not read "the asking price is 500k" as a budget', () =>
    expect(budgetOf('buy', 'A: Any questions?', 'the asking price is 500k, is it negotiable?')).toBeNull());
  it('still does not read "asking 500k, our max is 450k" as 500k', () =>
    expect(budgetOf('buy', 'A: Any questions?', "it's asking 500k, our max is 450k")?.max).toBe(450000));
});

describe('parseBudget, a partner\'s earnings', () => {
  it('does not read "I\'m on 45k and my wife on 41k" as a budget', () =>
    expect(buyer("buying in Leith, I'm on a salary of 45k and my wife on 41k")).toBeNull());
  it('does not read "salary 60k, husband 35k" as a budget', () =>
    expect(buyer('salary 60k, husband 35k, no AIP yet')).toBeNull());
  it('still reads "my partner and I can do 300k" as max 300000', () =>
    expect(buyer('my partner and I can do 300k')).toEqual(total(null, 300000)));
});

describe('parseBudget, what the visitor can only do', () => {
  it('reads "the asking price is 260k but we can only do 245" as max 245000', () =>
    expect(buyer('the asking price is 260k but we can only do 245')).toEqual(total(null, 245000)));
  it('reads "I can just do 180k" as max 180000', () => expect(buyer('I can just do 180k')).toEqual(total(null, 180000)));
  it('still does not read "they are asking 310k" as a budget', () => expect(buyer('they are asking 310k')).toBeNull());
});

describe('parseBudget, a price someone paid or charges for another home', () => {
  it('does not read "my sister paid £410k for hers" as the budget', () =>
    expect(buyer('A: Budget?', 'no more than 380k. my sister paid £410k for hers last year, madness')).toEqual(total(null, 380_000)));
  it('does not read "our parents bought their place back in the eighties for £29,500" as a budget', () =>
    expect(buyer('our parents bought their place back in the eighties for £29,500, times have changed')).toBe(null));
  it('does not read "my colleague pays £975" as the rent budget', () =>
    expect(renter('A: Budget?', 'about £1,000 pcm. my colleague pays £975 for his studio nearby')).toEqual(month(null, 1_000)));
  it('does not read "the flat upstairs lets it for £800 a month" as the budget', () =>
    expect(renter('the owner upstairs lets it for £800 a month')).toBe(null));
});

describe('parseBudget, the visitor\'s own pay', () => {
  it('does not read "I\'m now on £31k" as the budget', () =>
    expect(buyer("got promoted in May so I'm now on £31k and ready to buy")).toBe(null));
  it('does not read "(currently on 29k)" as the budget', () =>
    expect(buyer('first time buyer (currently on 29k at the council)')).toBe(null));
  it('does not read "£42,000 plus bonus" as the budget', () =>
    expect(buyer('new role at the hospital, £42,000 plus bonus, so finally buying')).toBe(null));
  it('still reads "we\'re on a budget of 280k" as the budget', () =>
    expect(buyer("we're on a budget of 280k")).toEqual(total(null, 280_000)));
});

describe('parseBudget, a lender named before the amount it agreed', () => {
  it('does not read "an AIP with Nationwide for 240k" as a new budget', () =>
    expect(buyer('A: Budget?', 'up to 275k', 'A: Mortgage?', 'we got an AIP with Nationwide for 240k on Monday')).toEqual(total(null, 275_000)));
});
