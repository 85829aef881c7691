import { describe, expect, it } from 'vitest';
import { turns } from '../test/build-turns';
import { parseMortgage } from './parse-mortgage';
import type { MortgageStatus } from './types';

// Phrasings composed around the ways buyers state their finance in chat, beyond the labelled sets:
// each row is [lines of the conversation ("A: " is the assistant), expected status].
const buyer = (lines: string[]) => parseMortgage(turns(...lines), 'buy');

const AIP_Q = 'A: Have you got a mortgage agreed in principle?';
const NEED_Q = 'A: Will you need a mortgage for this?';
const FUND_Q = 'A: How are you planning to fund the purchase?';
const BROKER_Q = 'A: Have you spoken to a broker or lender yet?';

const table: [string[], MortgageStatus | null][] = [
  // approved
  [["the bank's agreed in principle"], 'approved'],
  [['nationwide have agreed to lend us 280k'], 'approved'],
  [['halifax have said yes to 300k in principle'], 'approved'],
  [['we got pre approved last week'], 'approved'],
  [['AIP sorted ✅'], 'approved'],
  [['our mortgage offer came through yesterday'], 'approved'],
  [[AIP_Q, 'we have yes, with HSBC'], 'approved'],
  [[AIP_Q, 'yh got it last wk'], 'approved'],
  [[AIP_Q, 'yep all done'], 'approved'],
  [[AIP_Q, 'yes thats all in place'], 'approved'],
  [["we're mortgage approved up to 350"], 'approved'],
  [['our broker got us a DIP on friday'], 'approved'],
  [['Barclays have approved us for the mortgage'], 'approved'],
  [['we have a mortgage promise from natwest'], 'approved'],
  [['got a mortgage certificate from the bank'], 'approved'],
  [['lender has agreed in principle up to 320k'], 'approved'],
  [['finance is approved'], 'approved'],
  // cash
  [[NEED_Q, 'nope'], 'cash'],
  [[NEED_Q, 'no, we have the funds'], 'cash'],
  [[NEED_Q, 'nah paying cash'], 'cash'],
  [[NEED_Q, "we won't, it's all from the sale"], 'cash'],
  [["we'll be cash buyers"], 'cash'],
  [['no mortgage required, paying from savings'], 'cash'],
  [['buying it outright'], 'cash'],
  [[FUND_Q, 'savings and an inheritance, no borrowing'], 'cash'],
  [[FUND_Q, 'the proceeds from our house sale'], 'cash'],
  [["we don't need to borrow anything"], 'cash'],
  [['A: Will you need a mortgage or are you a cash buyer?', 'cash'], 'cash'],
  [["funds are in place, we don't need finance"], 'cash'],
  [['no need for finance, we are cash'], 'cash'],
  // in progress
  [[AIP_Q, 'applied last week, waiting to hear back'], 'in_progress'],
  [['seeing a broker on thursday'], 'in_progress'],
  [["we've got a meeting with nationwide next week about the mortgage"], 'in_progress'],
  [['our broker is sorting the AIP'], 'in_progress'],
  [[AIP_Q, 'in the middle of getting one'], 'in_progress'],
  [[AIP_Q, 'working on it'], 'in_progress'],
  [["mortgage application's gone in"], 'in_progress'],
  [[AIP_Q, "not yet but we've booked in with a broker for monday"], 'in_progress'],
  [["we're going through a mortgage advisor at the mo"], 'in_progress'],
  [[BROKER_Q, 'yes, halifax'], 'in_progress'],
  [[BROKER_Q, "yes we've had a chat with one"], 'in_progress'],
  [['the bank are looking at our application'], 'in_progress'],
  [[AIP_Q, "it's with the lender now"], 'in_progress'],
  [[AIP_Q, 'doing it this week'], 'in_progress'],
  [[AIP_Q, 'in process'], 'in_progress'],
  [[AIP_Q, 'being sorted as we speak'], 'in_progress'],
  [[AIP_Q, 'pending'], 'in_progress'],
  [['broker is on the case'], 'in_progress'],
  [["we're in talks with the bank about a mortgage"], 'in_progress'],
  // not started
  [[AIP_Q, 'no not yet'], 'not_started'],
  [[AIP_Q, 'nope'], 'not_started'],
  [["we'll need a mortgage but haven't done anything about it"], 'not_started'],
  [["haven't looked into mortgages yet"], 'not_started'],
  [[NEED_Q, 'yes'], 'not_started'],
  [[NEED_Q, 'yeah we will'], 'not_started'],
  [['need to sort a mortgage at some point'], 'not_started'],
  [["we'll get an AIP once we find somewhere"], 'not_started'],
  [[BROKER_Q, 'no'], 'not_started'],
  [[BROKER_Q, 'not yet, can you recommend one?'], 'not_started'],
  [[AIP_Q, 'not started on that yet tbh'], 'not_started'],
  // nothing said about the visitor's own finance
  [['my mate has a mortgage with halifax'], null],
  [['is the flat mortgageable?'], null],
  [['does the seller want a cash buyer?'], null],
  [['I work for a mortgage broker funnily enough'], null],
  [['will the vendor accept offers?'], null],
  [['we need 3 beds and a garden'], null],
  [['A: Would you like me to put you in touch with our mortgage adviser?', 'maybe later'], null],
];

describe('parseMortgage, varied phrasings', () => {
  it.each(table)('%j is %s', (lines, expected) => expect(buyer(lines)).toBe(expected));
});
