import { describe, expect, it } from 'vitest';
import { EMPTY_QUALIFICATION } from './lead-qualification';
import { mergeExtraction } from './merge-extraction';

const rules = { ...EMPTY_QUALIFICATION, intent: 'buy' as const };
const evidence = (visitorText: string) => ({ agentAreas: ['Clapham', 'SW4'], visitorText });

describe('mergeExtraction', () => {
  it('normalises a phone the model read with a bare 44 prefix to national form', () => {
    const merged = mergeExtraction(rules, { contact: { phone: '44 7700 900123' } }, evidence('call me on 44 7700 900123'));
    expect(merged.contact.phone).toBe('07700900123');
  });
  it('drops a phone the visitor never wrote', () =>
    expect(mergeExtraction(rules, { contact: { phone: '07700 900999' } }, evidence('my email is a@b.co')).contact.phone).toBeNull());
  it('matches a full postcode the model read inside an agent postcode district', () => {
    const merged = mergeExtraction(rules, { areas: ['SW4 7AB'] }, evidence('the flat is at SW4 7AB'));
    expect(merged).toMatchObject({ areas: ['SW4 7AB'], areaMatch: true });
  });
  it('keeps the rules reading over the model', () => {
    const merged = mergeExtraction({ ...rules, timeline: 'immediate' }, { timeline: 'later', intent: 'rent' }, evidence('asap'));
    expect(merged).toMatchObject({ intent: 'buy', timeline: 'immediate' });
  });
  it('gives a seller no mortgage or chain position, whatever the model says', () => {
    const merged = mergeExtraction({ ...rules, intent: 'sell' }, { mortgage: 'cash', position: 'to_sell' }, evidence('selling'));
    expect(merged).toMatchObject({ mortgage: null, position: null });
  });
});
