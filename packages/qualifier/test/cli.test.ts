import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = resolve(dirname(fileURLToPath(import.meta.url)), '../src/cli.ts');
const run = (stdin: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', cli], { input: stdin, encoding: 'utf8' });

const transcript = {
  id: 't-001',
  referenceDate: '2026-11-22',
  agent: { areas: ['Clapham'] },
  messages: [{ role: 'visitor', text: 'buy, 2 bed in Clapham, up to 450k' }],
};

describe('qualify CLI', () => {
  it('writes one result per line in order, echoing the id, and an error for a malformed line', () => {
    const out = run(
      [
        JSON.stringify(transcript),
        '{not json',
        JSON.stringify({ ...transcript, referenceDate: '22/11/2026' }),
        JSON.stringify({ ...transcript, id: 't-002' }),
      ].join('\n'),
    );
    const lines = out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({
      id: 't-001',
      intent: 'buy',
      budget: { min: null, max: 450000, period: 'total' },
      areaMatch: true,
    });
    expect(Object.keys(lines[0])[0]).toBe('id');
    expect(lines[1]).toEqual({ error: expect.stringMatching(/invalid JSON/) });
    expect(lines[2]).toEqual({ error: 'referenceDate must be a date YYYY-MM-DD' });
    expect(lines[3].id).toBe('t-002');
  }, 20_000);
});
