import { qualify } from '../src/qualify';
const texts: Record<string, string> = { c: 'a, '.repeat(666), d: '1 '.repeat(1000), s: 'SW1A '.repeat(400), m: '450k '.repeat(400), l: 'a'.repeat(2000), w: 'in the area of '.repeat(133) };
const text = texts[process.argv[2]];
const input = { referenceDate: '2026-01-01', agent: { areas: ['Clapham', 'SW4'] }, messages: [{ role: 'visitor' as const, text }] };
for (let i = 0; i < 20; i++) qualify(input);
