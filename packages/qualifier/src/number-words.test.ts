import { describe, expect, it } from 'vitest';
import { replaceNumberWords, replaceSpokenHundreds } from './number-words';

describe('replaceNumberWords', () => {
  it('writes "half a mil" as 500000', () => expect(replaceNumberWords('half a mil tops')).toBe('500000 tops'));
  it('writes "one and a half million" as 1500000', () =>
    expect(replaceNumberWords('one and a half million')).toBe('1500000'));
  it('writes "two hundred and fifty thousand" as 250000', () =>
    expect(replaceNumberWords('two hundred and fifty thousand')).toBe('250000'));
  it('writes "three hundred grand" as 300000', () => expect(replaceNumberWords('three hundred grand')).toBe('300000'));
  it('leaves "four fifty" alone rather than guess', () => expect(replaceNumberWords('four fifty')).toBe('four fifty'));
  it('leaves a lone "a" alone', () => expect(replaceNumberWords('a few weeks')).toBe('a few weeks'));
  it('writes "three hundred and three hundred and twenty five thousand" as two numbers', () =>
    expect(replaceNumberWords('from three hundred and three hundred and twenty five thousand')).toBe('from 300 and 325000'));
  it('writes "one hundred and ten and one hundred and forty thousand" as two numbers', () =>
    expect(replaceNumberWords('one hundred and ten and one hundred and forty thousand')).toBe('110 and 140000'));
  it('writes "nine hundred and eleven hundred" as two numbers', () =>
    expect(replaceNumberWords('nine hundred and eleven hundred')).toBe('900 and 1100'));
  it('still writes "a thousand and one" as one number', () => expect(replaceNumberWords('a thousand and one')).toBe('1001'));
});

describe('replaceSpokenHundreds', () => {
  it('writes "two eighty" as 280', () => expect(replaceSpokenHundreds('around two eighty')).toBe('around 280'));
  it('writes "four sixty five" as 465', () => expect(replaceSpokenHundreds('max four sixty five')).toBe('max 465'));
  it('leaves "five thirty pm" alone, a time', () => expect(replaceSpokenHundreds('call at five thirty pm')).toBe('call at five thirty pm'));
  it('leaves "two fifty thousand" for the full reading', () =>
    expect(replaceSpokenHundreds('two fifty thousand')).toBe('two fifty thousand'));
});

describe('replaceSpokenHundreds, digit by digit', () => {
  it('writes "four one five" as 415', () => expect(replaceSpokenHundreds('four one five')).toBe('415'));
  it('writes "two six oh tops" as 260', () => expect(replaceSpokenHundreds('two six oh tops')).toBe('260 tops'));
  it('leaves "one two three four" alone', () =>
    expect(replaceSpokenHundreds('one two three four')).toBe('one two three four'));
  it('leaves it alone outside a reply about money', () =>
    expect(replaceSpokenHundreds('four one five', true)).toBe('four one five'));
});

describe('replaceSpokenHundreds after a money word only', () => {
  it('writes "up to four sixty" as 460', () => expect(replaceSpokenHundreds('up to four sixty', true)).toBe('up to 460'));
  it('leaves "back by four thirty" alone', () =>
    expect(replaceSpokenHundreds('back by four thirty', true)).toBe('back by four thirty'));
});
