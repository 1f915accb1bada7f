/**
 * The analytics engine over a big journal: computeStatistics plus every one-dimensional breakdown,
 * over 10k and 100k closed trades, best of several runs after a warm-up. Printed beside it: the
 * floor, a bare pass over the same trade objects summing netPnl, and the ratio to it. Budget: 150 ms
 * at 100k trades (the app runs this on every filter change); over it, the run exits 1.
 *
 * Each run hands the engine a fresh array of the same trade objects, as the app's worker receives
 * one per filter change, so the engine's per-array preparation is timed every run, not cached.
 *
 * The trades are generated here with a seeded PRNG: a realistic mix of symbols, accounts,
 * strategies, tags, sides and holding times over several years of sessions in New York time.
 */
import { performance } from 'node:perf_hooks';
import { DIMENSIONS, breakdown, computeStatistics, type AnalyticsTrade } from '../packages/core/src/index.ts';

const BUDGET_MS = 150;
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 7);
const WARMUP = 3;
const TIME_ZONE = 'America/New_York';

/** mulberry32: small, seeded, deterministic. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYMBOLS = [
  ['AAPL', 'stock', 190],
  ['MSFT', 'stock', 410],
  ['TSLA', 'stock', 240],
  ['SPY', 'stock', 520],
  ['ES', 'future', 5200],
  ['NQ', 'future', 18000],
  ['EURUSD', 'forex', 1.08],
  ['GBPJPY', 'forex', 190],
  ['BTCUSD', 'crypto', 60000],
  ['SPY240621C00520000', 'option', 4],
] as const;
const TAGS = [
  { id: 'tag-breakout', name: 'Breakout', group: 'setup' },
  { id: 'tag-pullback', name: 'Pullback', group: 'setup' },
  { id: 'tag-reversal', name: 'Reversal', group: 'setup' },
  { id: 'tag-fomo', name: 'FOMO', group: 'emotion' },
  { id: 'tag-calm', name: 'Calm', group: 'emotion' },
  { id: 'tag-late-exit', name: 'Late exit', group: 'mistake' },
  { id: 'tag-oversized', name: 'Oversized', group: 'mistake' },
];

function generateTrades(count: number, seed: number): AnalyticsTrade[] {
  const next = random(seed);
  const trades: AnalyticsTrade[] = [];
  // About 40 trades a session, weekdays from 2019 on, between 09:30 and 16:00 New York time.
  let day = Date.UTC(2019, 0, 2);
  let inDay = 0;
  for (let k = 0; k < count; k++) {
    if (inDay >= 40) {
      day += 86_400_000;
      while ([0, 6].includes(new Date(day).getUTCDay())) day += 86_400_000;
      inDay = 0;
    }
    inDay++;
    const [symbol, assetClass, price] = SYMBOLS[Math.floor(next() * SYMBOLS.length)] ?? SYMBOLS[0];
    const opened = day + 14.5 * 3_600_000 + Math.floor(next() * 6.5 * 3_600_000);
    const holding = Math.floor(Math.exp(next() * 9) * 1000 * 10);
    const risk = next() < 0.85 ? Math.round((50 + next() * 200) * 100) / 100 : null;
    const r = (next() - 0.45) * 4;
    const costs = Math.round((1 + next() * 8) * 100) / 100;
    const gross =
      risk === null ? Math.round((next() - 0.45) * 40_000) / 100 : Math.round(r * risk * 100) / 100;
    const net = Math.round((gross - costs) * 100) / 100;
    const tagCount = Math.floor(next() * 3);
    const tags = Array.from({ length: tagCount }, () => TAGS[Math.floor(next() * TAGS.length)] ?? TAGS[0]!);
    const quantity = 1 + Math.floor(next() * 100);
    trades.push({
      id: `trade-${k}`,
      symbol,
      assetClass,
      accountId: `account-${Math.floor(next() * 4)}`,
      strategyId: next() < 0.8 ? `strategy-${Math.floor(next() * 6)}` : null,
      side: next() < 0.6 ? 'long' : 'short',
      tags,
      quantity,
      positionSize: price * quantity,
      openedAt: new Date(opened).toISOString(),
      closedAt: new Date(opened + holding).toISOString(),
      netPnl: net,
      grossPnl: gross,
      costs,
      initialRisk: risk,
      rMultiple: risk === null ? null : net / risk,
    });
  }
  return trades;
}

const options = { startingBalance: 100_000, timeZone: TIME_ZONE };

function engine(trades: readonly AnalyticsTrade[]): number {
  const copy = trades.slice();
  let rows = computeStatistics(copy, options).tradeCount;
  for (const dimension of DIMENSIONS) rows += breakdown(copy, dimension, options).length;
  return rows;
}

function floor(trades: readonly AnalyticsTrade[]): number {
  let sum = 0;
  for (const trade of trades) sum += trade.netPnl;
  return sum;
}

function best(fn: () => unknown): number {
  for (let i = 0; i < WARMUP; i++) fn();
  let fastest = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

const all = generateTrades(100_000, 20_260_101);
const fmt = (n: number, d = 2) => n.toFixed(d).padStart(10);
console.log(
  `analytics engine: computeStatistics + ${DIMENSIONS.length} breakdowns (${DIMENSIONS.join(', ')}), ${TIME_ZONE}, best of ${RUNS}`,
);
console.log(
  `${'trades'.padStart(8)}${'engine ms'.padStart(10)}${'floor ms'.padStart(10)}${'ratio'.padStart(10)}`,
);
let engineAt100k = Infinity;
for (const size of [10_000, 100_000]) {
  const trades = all.slice(0, size);
  const engineMs = best(() => engine(trades));
  const floorMs = best(() => floor(trades));
  console.log(`${String(size).padStart(8)}${fmt(engineMs)}${fmt(floorMs, 3)}${fmt(engineMs / floorMs, 0)}x`);
  if (size === 100_000) engineAt100k = engineMs;
}
const within = engineAt100k <= BUDGET_MS;
console.log(
  `\nbudget: the engine over 100k trades within ${BUDGET_MS} ms: ${engineAt100k.toFixed(1)} ms — ${within ? 'within budget' : 'OVER BUDGET'}`,
);
if (!within) process.exitCode = 1;
