/**
 * `npm run bench [-- name...]`: runs every benchmark module in scripts/bench/ (or those whose
 * name is given) one after another and prints their figures. A module default-exports
 * `{ name, run(): Promise<BenchFigure[]> }`; each area adds its own file.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BenchFigure {
  label: string;
  value: number | string;
  unit?: string;
  /** A target the figure should meet, printed beside it ("< 6 KB"). */
  budget?: string;
  withinBudget?: boolean;
}

export interface BenchModule {
  name: string;
  run(): Promise<BenchFigure[]>;
}

const benchDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const wanted = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort();

let failed = false;
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(benchDir, file)).href)).default as BenchModule;
  if (wanted.length > 0 && !wanted.includes(module.name)) continue;
  console.log(`\n== ${module.name} ==`);
  try {
    for (const figure of await module.run()) {
      const value = typeof figure.value === 'number' ? figure.value.toLocaleString('en-GB') : figure.value;
      const budget = figure.budget ? `  (budget ${figure.budget}: ${figure.withinBudget ? 'ok' : 'OVER'})` : '';
      if (figure.withinBudget === false) failed = true;
      console.log(`${figure.label.padEnd(44)} ${value}${figure.unit ? ` ${figure.unit}` : ''}${budget}`);
    }
  } catch (error) {
    failed = true;
    console.error(`${module.name} failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
