import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseBudget } from './parse-budget';
import type { Intent } from './types';

// Phrasings composed around the ways buyers and tenants state a budget in chat:
// [lines ("A: " is the assistant), intent, expected max, expected min].
const BUDGET_Q = "A: What's your budget?";

const table: [string[], Intent, number | null, number | null][] = [
  [[BUDGET_Q, 'three fifty'], 'buy', 350000, null],
  [[BUDGET_Q, 'two eight five'], 'buy', 285000, null],
  [[BUDGET_Q, 'two hundred and fifty grand'], 'buy', 250000, null],
  [[BUDGET_Q, '325ish'], 'buy', 325000, null],
  [[BUDGET_Q, 'tops 400'], 'buy', 400000, null],
  [[BUDGET_Q, 'somewhere in the region of 280k'], 'buy', 280000, null],
  [[BUDGET_Q, 'max £1.1m'], 'buy', 1100000, null],
  [[BUDGET_Q, 'between 250 and 300'], 'buy', 300000, 250000],
  [[BUDGET_Q, 'somewhere between 325 n 350'], 'buy', 350000, 325000],
  [[BUDGET_Q, 'between £1,100 & £1,250 pcm'], 'rent', 1250, 1100],
  [[BUDGET_Q, '£280k–£310k'], 'buy', 310000, 280000],
  [[BUDGET_Q, '£275,000 absolute max'], 'buy', 275000, null],
  [[BUDGET_Q, 'up to half a mil'], 'buy', 500000, null],
  [[BUDGET_Q, 'somewhere between three hundred and three hundred and twenty five thousand'], 'buy', 325000, 300000],
  [[BUDGET_Q, 'between one hundred and ten and one hundred and forty thousand pounds'], 'buy', 140000, 110000],
  [[BUDGET_Q, 'between nine hundred and eleven hundred a month'], 'rent', 1100, 900],
  [[BUDGET_Q, 'eleven to thirteen hundred a month'], 'rent', 1300, 1100],
  [['two bed flat near the park max 240k mortgage approved already and we can move fast'], 'buy', 240000, null],
  [['a semi in the village, around four hundred k or even four fifty for the perfect one'], 'buy', 450000, null],
  [[BUDGET_Q, 'a three bed house twelve to fourteen hundred a month'], 'rent', 1400, 1200],
  [[BUDGET_Q, 'flat 900-1000 pcm'], 'rent', 1000, 900],
  [[BUDGET_Q, 'between 9 and 1100 pcm'], 'rent', 1100, 900],
  [[BUDGET_Q, "we've got a 40k deposit and can borrow about 200k, so 240 all in"], 'buy', 240000, null],
  [[BUDGET_Q, 'about 900 a month'], 'rent', 900, null],
  [[BUDGET_Q, '750pcm max'], 'rent', 750, null],
  [[BUDGET_Q, '200 a week'], 'rent', 867, null],
  [[BUDGET_Q, 'eleven hundred a month'], 'rent', 1100, null],
  [['my employer covers up to £3,000 a month but I would rather keep it under £2,600'], 'rent', 2600, null],
  [['a 3 bed in the village, we would prefer not to go over 480'], 'buy', 480000, null],
  [[BUDGET_Q, 'up to 430k', 'oops, our limit is £410k, not £430k'], 'buy', 410000, null],
  [[BUDGET_Q, 'about 1200 pcm', 'my mistake, 1150 a month not 1200'], 'rent', 1150, null],
  [[BUDGET_Q, 'roughly thirteen seventy five'], 'rent', 1375, null],
  [['after a two bed near the park, can do seven twenty five per month'], 'rent', 725, null],
  [['studio or one bed, nine ninety pcm at the very most'], 'rent', 990, null],
  [[BUDGET_Q, 'four twenty ish'], 'buy', 420000, null],
  [[BUDGET_Q, '1k a month tops'], 'rent', 1000, null],
  [[BUDGET_Q, '800ish'], 'rent', 800, null],
  [[BUDGET_Q, '£310 each week, 3 of us'], 'rent', 1343, null],
  [[BUDGET_Q, 'from £1,150 to £1,250 each calendar month'], 'rent', 1250, 1150],
  [[BUDGET_Q, 'max £140 each per week, 4 of us'], 'rent', 2427, null],
  [[BUDGET_Q, 'we could manage 320 pounds a week'], 'rent', 1387, null],
  [[BUDGET_Q, 'no more than 275 quid per week'], 'rent', 1192, null],
  [[BUDGET_Q, 'roughly 1350 pound per month'], 'rent', 1350, null],
  [[BUDGET_Q, 'up to £15,600 for the whole year'], 'rent', 1300, null],
  [[BUDGET_Q, 'we have 13200 pounds for one year of rent'], 'rent', 1100, null],
  // not the budget
  [['we have a 30k deposit'], 'buy', null, null],
  [['my salary is 45k'], 'buy', null, null],
  [[BUDGET_Q, 'about 280k', 'A: Spoken to a lender yet?', 'yeah, they think around 230k would be fine'], 'buy', 280000, null],
  [[BUDGET_Q, 'max 400', 'our broker reckons we could get 330k'], 'buy', 400000, null],
  [[BUDGET_Q, 'up to £1,650 pcm. my employer gives a relocation package of £8,000 too'], 'rent', 1650, null],
  [[BUDGET_Q, 'my relocation allowance pays £375 a week'], 'rent', 1625, null],
  [[BUDGET_Q, 'up to 310k, and grandad is putting 25k toward our deposit'], 'buy', 310000, null],
  [[BUDGET_Q, 'max 1400 pcm, mum is chipping in 900 for the deposit'], 'rent', 1400, null],
  [[BUDGET_Q, 'max 1250 pcm, and we have saved a deposit (roughly 1500)'], 'rent', 1250, null],
  [[BUDGET_Q, 'about 340k, plus stamp duty (around 7k) on top'], 'buy', 340000, null],
  [[BUDGET_Q, 'our budget (about 425k) is fixed'], 'buy', 425000, null],
  [[BUDGET_Q, 'up to 480k', 'A: Mortgage sorted?', 'yes, DIP done, £300k borrowing over 30 years'], 'buy', 480000, null],
  [[BUDGET_Q, 'around 390k', 'A: Mortgage?', 'halifax, 290k approved last month'], 'buy', 390000, null],
  [[BUDGET_Q, 'max 260', 'A: Finance?', 'got 200k AIP with barclays'], 'buy', 260000, null],
  [[BUDGET_Q, 'about 290k, my gran is gifting us 15k as well'], 'buy', 290000, null],
  [['a two bed in town, my dad is giving us 60k towards it'], 'buy', null, null],
  [['the semi two doors down from us went for £410k in the spring'], 'buy', null, null],
  [[BUDGET_Q, "can't say until ours sells, it's up at 230"], 'buy', null, null],
  [[BUDGET_Q, '£1,450 pcm tops, that includes the £300 my employer adds'], 'rent', 1450, null],
  [['our decision in principle was issued by Nationwide last month for £260,000'], 'buy', null, null],
  [[BUDGET_Q, "our flat in Lisbon was €1,100 a month, no idea what things cost over here"], 'rent', null, null],
  [['moving back from Dubai where we had a villa for 9000 dirhams a month'], 'rent', null, null],
  [['how much stamp duty would a buyer have to pay on a £425,000 flat these days?'], 'buy', null, null],
  [['saw one on your site at 310k but it had gone'], 'buy', null, null],
  [['could we view the cottage in Wymondham? it says £285,000'], 'buy', null, null],
  [['spotted the studio on rightmove, £975 pcm, is it still free?'], 'rent', null, null],
  [['can we book a viewing for the semi? our budget is about 340k'], 'buy', 340000, null],
  [['I own a 4 bed HMO, currently let at £120 per room per week, want a new managing agent'], 'let', null, null],
  [['selling mum\'s bungalow, hoping for around 280k'], 'sell', null, null],
  [['interested in the maisonette, we can go up to 260k'], 'buy', 260000, null],
];

describe('parseBudget, varied phrasings', () => {
  it.each(table)('%j (%s) is max %s min %s', (lines, intent, max, min) => {
    const budget = parseBudget(turns(...lines), intent);
    expect([budget?.max ?? null, budget?.min ?? null]).toEqual([max, min]);
  });
});
