/**
 * A rule backtest over 1,000,000 one-minute bars: the moving-average cross strategy's orders
 * (movingAverageCross) and the fill engine (simulate, which derives every trade with the journal's
 * deriveTrade), then the run's statistics from the analytics engine, best (and median) of several
 * runs after a warm-up. Printed beside it: the floor, a bare pass over the same bar objects summing
 * closes, and the ratio of the best run to it.
 * Budget: 2 s for the backtest (the app runs it in a Web Worker with a progress bar); over it, the
 * run exits 1.
 *
 * The bars are the app's own sample coin series (sampleSeries, seeded), round the clock, so a
 * million minutes is about 694 days.
 *
 * Run by `npm run bench` (scripts/bench.sh), or alone: `npx tsx bench/backtest.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import {
  backtestStatistics,
  movingAverageCross,
  sampleSeries,
  simulate,
  type MovingAverageCrossParams,
  type OhlcvBar,
  type SimulationOptions,
} from '../packages/core/src/backtest/index.ts';

const BUDGET_MS = 2000;
const BARS = 1_000_000;
const RUNS = Number(process.env.BENCH_BACKTEST_RUNS ?? 5);
const WARMUP = 2;
const SEED = 20250102;
const PARAMS: MovingAverageCrossParams = {
  fast: 20,
  slow: 100,
  direction: 'both',
  size: { riskPercent: 1 },
  stop: { kind: 'atr', multiple: 3, period: 14 },
  target: { kind: 'r', multiple: 2 },
};
const SIMULATION: SimulationOptions = {
  commissionPerUnit: 0,
  commissionPerOrder: 2,
  slippageTicks: 1,
  tickSize: 0.01,
  bothTouched: 'stop-first',
  initialEquity: 100_000,
  quantityStep: 0.001,
};

function backtest(bars: readonly OhlcvBar[]): number {
  return simulate(bars, movingAverageCross(bars, PARAMS), SIMULATION).trades.length;
}

function floor(bars: readonly OhlcvBar[]): number {
  let sum = 0;
  for (const bar of bars) sum += bar.close;
  return sum;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Best and median of RUNS after a warm-up, and the least CPU time of a run (the machine is shared). */
function timings(fn: () => unknown): { best: number; median: number; cpu: number } {
  for (let i = 0; i < WARMUP; i++) fn();
  const runs: number[] = [];
  let cpu = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const startCpu = cpuMs();
    const start = performance.now();
    fn();
    runs.push(performance.now() - start);
    cpu = Math.min(cpu, cpuMs() - startCpu);
  }
  runs.sort((a, b) => a - b);
  return { best: runs[0] ?? NaN, median: runs[runs.length >> 1] ?? NaN, cpu };
}

const generatedAt = performance.now();
const { bars, timeZone } = sampleSeries({
  kind: 'crypto',
  seed: SEED,
  start: Date.parse('2024-01-01T00:00:00Z'),
  bars: BARS,
  timeframe: '1m',
});
const generateMs = performance.now() - generatedAt;
const result = simulate(bars, movingAverageCross(bars, PARAMS), SIMULATION);
const statistics = backtestStatistics(result, { startingBalance: 100_000, timeZone });

const fmt = (n: number, d = 1) => n.toFixed(d).padStart(10);
console.log(
  `rule backtest: moving-average cross ${PARAMS.fast}/${PARAMS.slow}, ATR stop, 2R target, 1 % risk, over ${BARS.toLocaleString('en-US')} one-minute bars (sample coin, made in ${generateMs.toFixed(0)} ms), best and median of ${RUNS}`,
);
console.log(
  `trades: ${result.trades.length}, fills: ${result.fills.length}, net P&L ${statistics.netPnl.toFixed(2)}, win rate ${statistics.winRatePct?.toFixed(1) ?? '-'} %`,
);
const strategyMs = timings(() => movingAverageCross(bars, PARAMS).length);
const orders = movingAverageCross(bars, PARAMS);
const simulateMs = timings(() => simulate(bars, orders, SIMULATION).trades.length);
const statisticsMs = timings(
  () => backtestStatistics(result, { startingBalance: 100_000, timeZone }).tradeCount,
);
const runMs = timings(() => backtest(bars));
const floorMs = timings(() => floor(bars)).best;
console.log(
  `${'step'.padStart(22)}${'best ms'.padStart(10)}${'median'.padStart(10)}${'cpu ms'.padStart(10)}`,
);
for (const [name, t] of [
  ['strategy orders', strategyMs],
  ['fills and trades', simulateMs],
  ['statistics', statisticsMs],
  ['backtest (orders+fills)', runMs],
] as const)
  console.log(`${name.padStart(22)}${fmt(t.best)}${fmt(t.median)}${fmt(t.cpu)}`);
console.log(`${'bare pass'.padStart(22)}${fmt(floorMs, 2)}`);
console.log(`ratio backtest / bare pass: ${(runMs.best / floorMs).toFixed(0)}x`);
const within = runMs.best <= BUDGET_MS;
console.log(
  `\nbudget: the backtest over ${BARS.toLocaleString('en-US')} bars within ${BUDGET_MS} ms: ${runMs.best.toFixed(1)} ms — ${within ? 'within budget' : 'OVER BUDGET'}`,
);
if (!within) process.exitCode = 1;
