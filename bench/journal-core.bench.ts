/**
 * Core's trade derivation over the sample journal: every trade of a 100k-trade demo journal derived
 * from its fills with deriveTrade (direction, averages, P&L, costs, R, holding time, result), the
 * way the trade log, the analytics and the database property test read it. The budget: all 100k
 * within 1 s.
 *
 * The baseline, measured in the same run over the same trades: a bare pass that reads each fill's
 * quantity as a number and sums them, the least any derivation has to do. The ratio is derive /
 * baseline. Each figure is the best of a few runs after a warm-up, the passes taking turns so both
 * see the same machine. The journal's generation time is printed too (generateDemoJournal is
 * pure, so that is all it costs to make a benchmark or test journal of that size).
 *
 * Run by `npm run bench` (scripts/bench.sh), or alone: `npx tsx bench/journal-core.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { generateDemoJournal, type DemoJournal } from '../packages/core/src/demo/index.ts';
import { deriveTrade, type DeriveTradeInput } from '../packages/core/src/journal/index.ts';

const SIZES = [10_000, 100_000];
const BUDGET_MS = 1000;
const BUDGET_SIZE = 100_000;
const RUNS = Number(process.env.BENCH_DERIVE_RUNS ?? 5);
const SEED = 20250102;

interface Figures {
  trades: number;
  fills: number;
  generateMs: number;
  deriveMs: number;
  baselineMs: number;
}

function inputsOf(journal: DemoJournal): DeriveTradeInput[] {
  const tolerance = new Map(journal.accounts.map((a) => [a.ref, a.breakEvenTolerance]));
  return journal.trades.map((trade) => ({
    executions: trade.executions,
    multiplier: trade.multiplier,
    initialStop: trade.initialStop,
    target: trade.target,
    breakEvenTolerance: tolerance.get(trade.accountRef) ?? '0',
  }));
}

/** Every trade derived; returns a sum of the results so no work can be skipped. */
function deriveAll(inputs: readonly DeriveTradeInput[]): number {
  let sum = 0;
  for (const input of inputs) sum += deriveTrade(input).netPnl ?? 0;
  return sum;
}

/** The baseline: each fill's quantity read as a number and summed. */
function sumQuantities(inputs: readonly DeriveTradeInput[]): number {
  let sum = 0;
  for (const input of inputs) for (const fill of input.executions) sum += Number(fill.quantity);
  return sum;
}

function timed(fn: () => number): { ms: number; value: number } {
  const start = performance.now();
  const value = fn();
  return { ms: performance.now() - start, value };
}

function measure(trades: number): Figures {
  const generated = performance.now();
  const journal = generateDemoJournal({ seed: SEED, trades });
  const generateMs = performance.now() - generated;
  const inputs = inputsOf(journal);
  const fills = inputs.reduce((n, input) => n + input.executions.length, 0);

  // Warm-up: let the JIT compile both passes before anything is timed.
  const expected = deriveAll(inputs);
  const quantities = sumQuantities(inputs);
  let deriveMs = Infinity;
  let baselineMs = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const derive = timed(() => deriveAll(inputs));
    const baseline = timed(() => sumQuantities(inputs));
    if (derive.value !== expected || baseline.value !== quantities)
      throw new Error('a run gave different figures from the warm-up');
    deriveMs = Math.min(deriveMs, derive.ms);
    baselineMs = Math.min(baselineMs, baseline.ms);
  }
  return { trades, fills, generateMs, deriveMs, baselineMs };
}

const results: Figures[] = [];
for (const size of SIZES) {
  process.stdout.write(`[journal core] ${size} trades: generating and deriving x${RUNS}...\n`);
  results.push(measure(size));
}

const pad = (text: string, width: number) => text.padStart(width);
console.log(
  '\nderiveTrade over the demo journal, best of runs; ratio is derive / baseline (a bare sum of the fills).',
);
console.log(
  `${pad('trades', 8)}${pad('fills', 9)}${pad('generate ms', 13)}${pad('derive ms', 11)}${pad('µs/trade', 10)}${pad('baseline ms', 13)}${pad('ratio', 9)}`,
);
for (const r of results)
  console.log(
    `${pad(String(r.trades), 8)}${pad(String(r.fills), 9)}${pad(r.generateMs.toFixed(0), 13)}${pad(r.deriveMs.toFixed(1), 11)}${pad(((r.deriveMs * 1000) / r.trades).toFixed(2), 10)}${pad(r.baselineMs.toFixed(2), 13)}${pad((r.deriveMs / r.baselineMs).toFixed(1), 8)}x`,
  );

const budgeted = results.find((r) => r.trades === BUDGET_SIZE);
if (budgeted) {
  const within = budgeted.deriveMs <= BUDGET_MS;
  console.log(
    `\nbudget: deriving all ${BUDGET_SIZE} demo trades within ${BUDGET_MS} ms: ${budgeted.deriveMs.toFixed(0)} ms — ${within ? 'within budget' : 'OVER BUDGET'}`,
  );
  if (!within) process.exitCode = 1;
}
