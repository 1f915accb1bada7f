// What an equity curve is made of, so a chart can say it: the account curve's start, its trading
// and its cash flows adding up to its end; and a curve of some trades alone (a playbook, a tag, a
// filter), which starts at zero and never carries the accounts' balances or cash flows, as those
// belong to accounts, not to a subset of trades. Definitions: docs/metrics.md, "Equity and drawdown".
import { toCents } from './numbers.ts';
import type { EquityPoint } from './types.ts';

/** A deposit (> 0) or withdrawal (< 0) on the curve, with the equity it left. */
export interface CashFlowStep {
  time: string;
  amount: number;
  equity: number;
}

/** start + netPnl + deposits + withdrawals = end, to the cent. */
export interface EquityReconciliation {
  start: number;
  netPnl: number;
  deposits: number;
  /** The sum of withdrawals, <= 0. */
  withdrawals: number;
  end: number;
  flows: CashFlowStep[];
}

/**
 * The reconciliation of an account equity curve (the engine's, whole or thinned: a thinned curve
 * keeps every cash flow with the point before it). A point without a trade after the first is a
 * cash flow; null for an empty curve.
 */
export function reconcileEquity(curve: readonly EquityPoint[]): EquityReconciliation | null {
  const first = curve[0];
  if (first === undefined) return null;
  const flows: CashFlowStep[] = [];
  let depositCents = 0;
  let withdrawalCents = 0;
  let previous = toCents(first.equity);
  for (let i = 1; i < curve.length; i++) {
    const point = curve[i];
    if (point === undefined) continue;
    const cents = toCents(point.equity);
    if (point.tradeId === undefined) {
      const step = cents - previous;
      if (step > 0) depositCents += step;
      else withdrawalCents += step;
      if (step !== 0) flows.push({ time: point.time, amount: step / 100, equity: cents / 100 });
    }
    previous = cents;
  }
  const startCents = toCents(first.equity);
  return {
    start: startCents / 100,
    netPnl: (previous - startCents - depositCents - withdrawalCents) / 100,
    deposits: depositCents / 100,
    withdrawals: withdrawalCents / 100,
    end: previous / 100,
    flows,
  };
}

/**
 * The cumulative net P&L of the curve's trades alone: zero at the curve's start, one point per
 * exit, the starting balance and every cash flow taken out.
 */
export function tradePnlCurve(curve: readonly EquityPoint[]): EquityPoint[] {
  const first = curve[0];
  if (first === undefined) return [];
  const points: EquityPoint[] = [
    { time: first.time, equity: 0, ...(first.at === undefined ? {} : { at: first.at }) },
  ];
  let base = toCents(first.equity);
  let previous = base;
  for (let i = 1; i < curve.length; i++) {
    const point = curve[i];
    if (point === undefined) continue;
    const cents = toCents(point.equity);
    // A cash flow moves the base with the equity: the P&L line does not step.
    if (point.tradeId === undefined) base += cents - previous;
    else points.push({ ...point, equity: (cents - base) / 100 });
    previous = cents;
  }
  return points;
}
