// Formats whose rows carry a date and no time of day: the fills of one day keep only the order the
// file lists them in, so a newest-first file must come out oldest first or a day trade reads as a
// short covered (statement-rows.ts, turnedOldestFirst).
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse-import-file.ts';

const files = import.meta.glob(
  '../fixtures/{avanza,cgt-calc-raw,directa,disnat,hargreaves-lansdown,traderepublic,vanguard-uk,fidelity,etrade,robinhood,schwab}/ok/*',
  { query: '?raw', import: 'default', eager: true },
);
const cases = Object.keys(files).filter((path) => !path.endsWith('.expected.json'));

describe('fills of date-only statements', () => {
  it('covers every date-only format', () => {
    expect(new Set(cases.map((path) => path.split('/')[2])).size).toBe(11);
  });

  it.each(cases)('%s comes out oldest first', (path) => {
    const expected = JSON.parse(files[path.replace(/\.[^.]+$/, '.expected.json')] ?? '{}') as {
      timeZone?: string;
    };
    const result = parseImportFile({
      fileName: path.split('/').pop() ?? '',
      content: files[path] ?? '',
      timeZone: expected.timeZone ?? 'UTC',
    });
    const times = result.executions.map((fill) => Date.parse(fill.time));
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
