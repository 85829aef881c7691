import { createInterface } from 'node:readline';
import { qualify } from './qualify';
import { readTranscript } from './read-transcript';

/**
 * stdin JSON Lines transcripts → stdout JSON Lines results, one per line and in order (QUALIFY.md).
 * A malformed line yields {"error": "<reason>"} and the run goes on; the exit status is 0.
 */
async function main(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    let output: object;
    if (line.trim() === '') {
      output = { error: 'empty line' };
    } else {
      const read = readTranscript(line);
      if ('error' in read) output = { error: read.error };
      else {
        try {
          const { id, ...rest } = read.input;
          output = { ...(id !== undefined ? { id } : {}), ...qualify({ id, ...rest }) };
        } catch (err) {
          output = { error: (err as Error).message };
        }
      }
    }
    process.stdout.write(`${JSON.stringify(output)}\n`);
  }
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exitCode = 0;
});
