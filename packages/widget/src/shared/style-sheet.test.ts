import { describe, expect, it } from 'vitest';
import { readableTextOn } from './style-sheet';

describe('readableTextOn', () => {
  it('puts white text on dark or saturated colours and dark text on light ones', () => {
    expect(readableTextOn('#3B82F6')).toBe('#ffffff');
    expect(readableTextOn('#111827')).toBe('#ffffff');
    expect(readableTextOn('#F8F9FA')).toBe('#111827');
    expect(readableTextOn('#FACC15')).toBe('#111827');
  });
});
