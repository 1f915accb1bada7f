/**
 * Reading a broker file, per format: the largest golden fixture of each format (our own files, in
 * each broker's layout), scaled to about 100,000 fills (BENCH_PARSE_FILLS) by repeating its trade
 * rows, read by parseImportFile in Node (detection, parsing, the stated-P&L check). Budget: 2 s a
 * file. The baseline, in the same run: a bare split of the same text into lines and comma-separated
 * cells, the least any reader of those bytes does; each format prints as a ratio to it.
 *
 * The repeated part of a fixture is found, not configured: the smallest run of lines that, repeated,
 * multiplies the fills read by the same factor (the rows of a CSV, the <Trade> lines of an XML, the
 * <tr> lines of an HTML statement), so a new format's fixture is benched without a line here.
 * Workbooks (binary fixtures) are left out: their rows are read as a CSV's once unzipped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseImportFile } from '../packages/core/src/index.ts';
import { budgetLine, median } from './support/timing.ts';

const FILLS = Number(process.env.BENCH_PARSE_FILLS ?? 100_000);
const BUDGET_MS = 2_000;
const RUNS = 3;
const FIXTURES = join(import.meta.dirname, '../packages/core/src/import/fixtures');
/** Comma-separated format ids to bench alone (all when unset). */
const ONLY = process.env.BENCH_PARSE_ONLY?.split(',');

interface Fixture {
  format: string;
  name: string;
  text: string;
  timeZone: string;
}

/** The largest ok/ fixture of each format, with the zone its expected result names. */
function largestFixtures(): Fixture[] {
  const chosen: Fixture[] = [];
  for (const format of readdirSync(FIXTURES).sort()) {
    if (ONLY && !ONLY.includes(format)) continue;
    const dir = join(FIXTURES, format, 'ok');
    let best: { name: string; size: number } | null = null;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (name.endsWith('.expected.json')) continue;
      const size = statSync(join(dir, name)).size;
      if (!best || size > best.size) best = { name, size };
    }
    if (!best) continue;
    const expectedPath = join(dir, best.name.replace(/\.[^.]+$/, '.expected.json'));
    const expected = JSON.parse(readFileSync(expectedPath, 'utf8')) as {
      timeZone?: string;
      format?: string;
      mapping?: unknown;
    };
    // Fixtures read through a forced format or a mapping are the generic reader's, benched elsewhere.
    if (expected.format !== undefined || expected.mapping !== undefined) continue;
    const text = readFileSync(join(dir, best.name), 'utf8');
    if (text.includes('\u0000')) continue;
    chosen.push({ format, name: best.name, text, timeZone: expected.timeZone ?? 'UTC' });
  }
  return chosen;
}

function fillsOf(fixture: Fixture, text: string): number {
  return parseImportFile({ fileName: fixture.name, content: text, timeZone: fixture.timeZone }).executions
    .length;
}

function repeated(lines: readonly string[], start: number, end: number, times: number): string {
  const body = lines.slice(start, end);
  const out = lines.slice(0, start);
  for (let i = 0; i < times; i++) out.push(...body);
  out.push(...lines.slice(end));
  return out.join('\n');
}

/** The run of lines whose repetition scales the fills, widest first; null when none does. */
function repeatableRun(fixture: Fixture): { start: number; end: number; fills: number } | null {
  const lines = fixture.text.split('\n');
  const once = fillsOf(fixture, fixture.text);
  if (once === 0) return null;
  for (let start = 1; start < Math.min(lines.length, 40); start++) {
    for (let tail = 0; tail < Math.min(lines.length - start, 15); tail++) {
      const end = lines.length - tail;
      const fills = fillsOf(fixture, repeated(lines, start, end, 1));
      if (fills === 0) continue;
      if (fillsOf(fixture, repeated(lines, start, end, 3)) === once + 2 * fills) return { start, end, fills };
    }
  }
  return null;
}

function bareSplit(text: string): number {
  let cells = 0;
  for (const line of text.split('\n')) cells += line.split(',').length;
  return cells;
}

function timed(run: () => unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

let over = 0;
console.log(
  `Reading broker files scaled to ~${FILLS.toLocaleString('en-US')} fills (median of ${RUNS}; baseline: a bare line and comma split of the same text)`,
);
for (const fixture of largestFixtures()) {
  const run = repeatableRun(fixture);
  const label = `${fixture.format} (${fixture.name})`;
  if (!run) {
    console.log(`${label.padEnd(64)}  no repeatable rows found: not benched`);
    continue;
  }
  const lines = fixture.text.split('\n');
  const text = repeated(lines, run.start, run.end, Math.ceil(FILLS / run.fills));
  const fills = fillsOf(fixture, text);
  const baseline = timed(() => bareSplit(text));
  const value = timed(() =>
    parseImportFile({ fileName: fixture.name, content: text, timeZone: fixture.timeZone }),
  );
  const line = budgetLine(`${label} ${fills} fills`, value, baseline, BUDGET_MS, 64);
  if (!line.within) over++;
  console.log(line.text);
}
if (over > 0) {
  console.log(`${over} formats over the ${BUDGET_MS} ms budget`);
  process.exitCode = 1;
}
