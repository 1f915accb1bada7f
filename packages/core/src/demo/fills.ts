// One trade's fills from its plan: where it enters, how far its stop is, where it ends up in
// multiples of that risk, how the position is scaled in and out, and when. Prices and quantities
// stay whole numbers of ticks and lots until they are written as text.
import { isoAt } from './calendar.ts';
import { fillCost } from './costs.ts';
import { money, rescale, scaled } from './decimal.ts';
import type { DemoInstrument } from './instruments.ts';
import type { Random } from './random.ts';
import type { DemoExecution } from './types.ts';

export interface FillPlan {
  instrument: DemoInstrument;
  /** 1 long, -1 short. */
  direction: 1 | -1;
  /** The first entry's price, in price units on the tick grid. */
  entry: number;
  /** The distance to the initial stop, in price units: a whole number of ticks, at least one. */
  risk: number;
  hasStop: boolean;
  /** Where the target sits, in multiples of the risk; null for no target. */
  targetR: number | null;
  /** Where the exits average out, in multiples of the risk (0 exits at the entry). */
  outcomeR: number;
  /** The whole position, in quantity units (a multiple of the lot). */
  quantity: number;
  /** The fills' instants, ascending; exits may be empty (a trade still open). */
  entryTimes: readonly number[];
  exitTimes: readonly number[];
  /** The offset from UTC, in minutes, the fills' times are written in. */
  offsetAt: (ms: number) => number;
}

export interface BuiltFills {
  executions: DemoExecution[];
  initialStop: string | null;
  target: string | null;
  /** Net P&L of the closed trade in cents of its currency; null while open. */
  netCents: number | null;
}

/** `total` lots cut into `parts` positive whole numbers of lots, at random. */
export function splitLots(random: Random, total: number, parts: number): number[] {
  const count = Math.max(1, Math.min(parts, total));
  const weights = Array.from({ length: count }, () => random.between(0.5, 1.5));
  const sum = weights.reduce((a, b) => a + b, 0);
  const spare = total - count;
  const shares = weights.map((w) => 1 + Math.floor((w / sum) * spare));
  const given = shares.reduce((a, b) => a + b, 0);
  shares[0] = (shares[0] ?? 1) + (total - given);
  return shares;
}

function onGrid(price: number, tick: number): number {
  return Math.max(tick, Math.round(price / tick) * tick);
}

export function buildFills(random: Random, plan: FillPlan): BuiltFills {
  const { instrument, direction, entry, risk, quantity } = plan;
  const { tick, lot, priceDecimals, quantityDecimals, multiplier } = instrument;
  const lots = quantity / lot;
  const entrySizes = splitLots(random, lots, plan.entryTimes.length);
  const exitSizes = plan.exitTimes.length > 0 ? splitLots(random, lots, plan.exitTimes.length) : [];
  const stop = entry - direction * risk;
  const exitPrice = entry + direction * Math.round((plan.outcomeR * risk) / tick) * tick;
  const scratch = plan.outcomeR === 0;

  const entrySide = direction === 1 ? 'buy' : 'sell';
  const exitSide = direction === 1 ? 'sell' : 'buy';
  const executions: DemoExecution[] = [];
  let costs = 0;
  let flow = 0;
  const add = (time: number, side: 'buy' | 'sell', quantity: number, price: number) => {
    const cost = fillCost(instrument, side, quantity, price);
    costs += cost.commission + cost.fees;
    flow += (side === 'sell' ? 1 : -1) * quantity * price;
    executions.push({
      time: isoAt(time, plan.offsetAt(time)),
      side,
      quantity: scaled(quantity, quantityDecimals),
      price: scaled(price, priceDecimals),
      commission: money(cost.commission),
      fees: money(cost.fees),
    });
  };
  // Adds are placed around the first entry but never at or beyond the stop.
  entrySizes.forEach((size, i) => {
    const shift = i === 0 || scratch ? 0 : random.between(-0.4, 0.4) * risk;
    add(plan.entryTimes[i] ?? 0, entrySide, size * lot, onGrid(entry + shift, tick));
  });
  exitSizes.forEach((size, i) => {
    const last = i === exitSizes.length - 1;
    const shift = last || scratch ? 0 : random.between(-0.25, 0.25) * risk;
    add(plan.exitTimes[i] ?? 0, exitSide, size * lot, onGrid(exitPrice + shift, tick));
  });

  const closed = exitSizes.length > 0;
  // A closed trade's gross P&L is its proceeds minus its cost, times the contract size.
  const grossCents = rescale(flow * multiplier, priceDecimals + quantityDecimals, 2);

  const targetPrice =
    plan.targetR === null ? null : entry + direction * Math.round((plan.targetR * risk) / tick) * tick;
  return {
    executions,
    initialStop: plan.hasStop && stop > 0 ? scaled(stop, priceDecimals) : null,
    target: targetPrice !== null && targetPrice > 0 ? scaled(targetPrice, priceDecimals) : null,
    netCents: closed ? grossCents - costs : null,
  };
}
