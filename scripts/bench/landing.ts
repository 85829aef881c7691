/** Landing page JavaScript a first visit downloads (budget: under 120 KB gzipped). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchModule } from '../bench';
import { measureLanding } from '../measure-landing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const bench: BenchModule = {
  name: 'landing',
  async run() {
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@leadwise/web'], { cwd: root, stdio: 'ignore' });
    const result = measureLanding();
    return [
      {
        label: 'landing page JS, gzipped',
        value: result.totalKb,
        unit: 'KB',
        budget: `< ${result.budgetKb} KB`,
        withinBudget: result.totalKb < result.budgetKb,
      },
      { label: 'chunks loaded on first visit', value: result.initialChunks.length },
    ];
  },
};
export default bench;
