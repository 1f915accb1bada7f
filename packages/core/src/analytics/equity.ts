// The equity walk: starting balance, then each cash flow and each closed trade in time order, with
// the drawdown measured against a running peak.
//
// A deposit or withdrawal moves the peak by the same amount as the equity, so money drawdown only
// ever comes from trading: a deposit in the middle of a drawdown does not "recover" it, and a
// withdrawal at a high is not a loss. Drawdown % is then (peak - equity) / peak x 100.
import type { PreparedFlows, PreparedJournal } from './prepare.ts';
import type { DrawdownPeriod, EquityPoint } from './types.ts';

export interface EquityWalk {
  endingCents: number;
  maxDrawdownCents: number;
  maxDrawdownPct: number | null;
  longestDrawdownMs: number;
  curve: EquityPoint[];
  drawdowns: DrawdownPeriod[];
}

export function walkEquity(
  journal: PreparedJournal,
  indices: Int32Array,
  startingCents: number,
  flows: PreparedFlows,
  withSeries: boolean,
): EquityWalk {
  const n = indices.length;
  const flowCount = flows.ms.length;
  const curve: EquityPoint[] = [];
  const drawdowns: DrawdownPeriod[] = [];
  let equity = startingCents;
  let peak = startingCents;
  let maxDrawdownCents = 0;
  let maxDrawdownPct: number | null = null;
  let longestDrawdownMs = 0;

  // The walk starts at the first thing that happened: the earliest entry or cash flow.
  let startMs = flowCount > 0 ? (flows.ms[0] ?? Infinity) : Infinity;
  for (let k = 0; k < n; k++) startMs = Math.min(startMs, journal.openMs[indices[k] ?? 0] ?? Infinity);
  if (startMs === Infinity) {
    return {
      endingCents: equity,
      maxDrawdownCents: 0,
      maxDrawdownPct: 0,
      longestDrawdownMs: 0,
      curve,
      drawdowns,
    };
  }
  const startTime = withSeries ? new Date(startMs).toISOString() : '';
  if (withSeries) curve.push({ time: startTime, equity: equity / 100 });

  let peakMs = startMs;
  let peakTime = startTime;
  let inDrawdown = false;
  let troughCents = 0;
  let troughPct: number | null = null;
  let troughTime = startTime;
  let troughMs = startMs;
  let periodTrades = 0;
  let lastMs = startMs;
  const closeMs = journal.closeMs;
  const netCents = journal.netCents;
  const trades = journal.trades;

  // One loop over the trades with the cash flows merged in at their times (a flow at the same
  // instant as an exit comes first). Inline, not a callback: every breakdown row runs it.
  let f = 0;
  let k = 0;
  while (k < n || f < flowCount) {
    const i = indices[k] ?? 0;
    const isFlow = f < flowCount && (k >= n || (flows.ms[f] ?? 0) <= (closeMs[i] ?? 0));
    let ms: number;
    let time = '';
    if (isFlow) {
      const delta = flows.cents[f] ?? 0;
      ms = flows.ms[f] ?? 0;
      if (withSeries) time = flows.times[f] ?? '';
      f++;
      equity += delta;
      peak += delta;
      if (withSeries) curve.push({ time, equity: equity / 100 });
    } else {
      ms = closeMs[i] ?? 0;
      equity += netCents[i] ?? 0;
      k++;
      if (inDrawdown) periodTrades++;
      if (withSeries) {
        const trade = trades[i];
        time = trade?.closedAt ?? '';
        curve.push({ time, equity: equity / 100, tradeId: trade?.id ?? '' });
      }
    }
    lastMs = ms;
    if (equity >= peak) {
      if (inDrawdown) {
        const durationMs = ms - peakMs;
        if (durationMs > longestDrawdownMs) longestDrawdownMs = durationMs;
        if (withSeries)
          drawdowns.push({
            startTime: peakTime,
            troughTime,
            endTime: time,
            depth: troughCents / 100,
            depthPct: troughPct,
            durationMs,
            recoveryMs: ms - troughMs,
            trades: periodTrades,
          });
        inDrawdown = false;
      }
      if (equity > peak || !isFlow) {
        peak = equity;
        peakMs = ms;
        peakTime = time;
      }
      continue;
    }
    const depth = peak - equity;
    if (!inDrawdown) {
      inDrawdown = true;
      troughCents = 0;
      troughPct = null;
      periodTrades = isFlow ? 0 : 1;
    }
    if (depth > troughCents) {
      troughCents = depth;
      troughPct = peak > 0 ? (depth / peak) * 100 : null;
      troughMs = ms;
      troughTime = time;
      if (depth > maxDrawdownCents) maxDrawdownCents = depth;
    }
    // The deepest % can come at a smaller money depth under a lower peak.
    if (peak > 0) {
      const depthPct = (depth / peak) * 100;
      if (maxDrawdownPct === null || depthPct > maxDrawdownPct) maxDrawdownPct = depthPct;
    }
  }
  if (inDrawdown) {
    const durationMs = lastMs - peakMs;
    if (durationMs > longestDrawdownMs) longestDrawdownMs = durationMs;
    if (withSeries)
      drawdowns.push({
        startTime: peakTime,
        troughTime,
        endTime: null,
        depth: troughCents / 100,
        depthPct: troughPct,
        durationMs,
        recoveryMs: null,
        trades: periodTrades,
      });
  }

  return {
    endingCents: equity,
    maxDrawdownCents,
    maxDrawdownPct: maxDrawdownPct ?? (maxDrawdownCents === 0 ? 0 : null),
    longestDrawdownMs,
    curve,
    drawdowns,
  };
}
