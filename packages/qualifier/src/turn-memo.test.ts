import { describe, expect, it } from 'vitest';
import { messages } from '../test/build-turns';
import { jsonlFilesIn, readLabelledFile } from '../test/fixtures/labelled-sets';
import { buildTurns, forgetReadTurns } from './conversation';
import { qualify } from './qualify';
import type { QualifyInput } from './types';

// Readings are kept with a conversation's turns while it grows; what the engine answers must never
// depend on what it read before, whoever's conversation that was.
const fresh = (input: QualifyInput) => {
  forgetReadTurns();
  return qualify(input);
};

describe('readings kept with turns', () => {
  it('builds one turn for the same question and message, and another after a different question', () => {
    const [first] = buildTurns(messages('A: Buying or renting?', 'buying'));
    expect(buildTurns(messages('A: Buying or renting?', 'buying'))[0]).toBe(first);
    expect(buildTurns(messages('A: Anything else?', 'buying'))[0]).not.toBe(first);
  });

  it('answers as a fresh read does after every message, for other agents, dates and pages too', () => {
    const cases = jsonlFilesIn('dev').flatMap(readLabelledFile);
    const variants = (c: QualifyInput): QualifyInput[] => [
      c,
      // The same words read for another agency, on another day, from a landlords' page.
      { ...c, agent: { areas: ['Leeds', 'LS6'] }, referenceDate: '2027-02-14' },
      { ...c, pageIntent: 'let' },
    ];
    forgetReadTurns();
    let compared = 0;
    for (const c of cases) {
      for (let end = 1; end <= c.messages.length; end++) {
        if (c.messages[end - 1].role !== 'visitor') continue;
        for (const input of variants({ ...c, messages: c.messages.slice(0, end) })) {
          const kept = qualify(input);
          expect(kept, `${c.id} after ${end} messages`).toEqual(fresh(input));
          // Read again on top of the fresh reading, as the next message's reading would be.
          expect(qualify(input)).toEqual(kept);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
    // Thousands of readings: about 2 s on an idle machine, far more when the suites share its cores.
  }, 60_000);

  it("reads a place only the agent's list names for that agent, after another agent read the same words", () => {
    const words = messages('looking to buy', 'A: Where are you looking?', 'near the brickworks please');
    const brickworks = { referenceDate: '2026-05-01', agent: { areas: ['The Brickworks'] }, messages: words };
    const leeds = { ...brickworks, agent: { areas: ['Leeds'] } };
    expect(qualify(brickworks).areas).toEqual(['the brickworks']);
    expect(qualify(leeds).areas).toEqual([]);
    expect(qualify(brickworks).areas).toEqual(['the brickworks']);
  });

  it('reads a conversation the same after another conversation shared its first messages', () => {
    const opening = messages('A: Hi! Buying, selling or renting?', 'renting', 'A: Whereabouts?', 'Headingley or LS6');
    const tenant = { referenceDate: '2026-05-01', agent: { areas: ['Headingley'] }, messages: [...opening, ...messages('A: Budget?', 'about 900 pcm')] };
    const corrected = {
      ...tenant,
      messages: [...opening, ...messages('A: Budget?', "sorry I meant I'm letting my flat out, not renting")],
    };
    qualify(tenant);
    expect(qualify(corrected)).toEqual(fresh(corrected));
    expect(qualify(tenant)).toEqual(fresh(tenant));
  });
});
