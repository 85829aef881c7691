import { describe, expect, it } from 'vitest';
import { replaceNumberWords } from './number-words';

describe('replaceNumberWords', () => {
  it('writes "half a mil" as 500000', () => expect(replaceNumberWords('half a mil tops')).toBe('500000 tops'));
  it('writes "one and a half million" as 1500000', () =>
    expect(replaceNumberWords('one and a half million')).toBe('1500000'));
  it('writes "two hundred and fifty thousand" as 250000', () =>
    expect(replaceNumberWords('two hundred and fifty thousand')).toBe('250000'));
  it('writes "three hundred grand" as 300000', () => expect(replaceNumberWords('three hundred grand')).toBe('300000'));
  it('leaves "four fifty" alone rather than guess', () => expect(replaceNumberWords('four fifty')).toBe('four fifty'));
  it('leaves a lone "a" alone', () => expect(replaceNumberWords('a few weeks')).toBe('a few weeks'));
});
