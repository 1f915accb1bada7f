// The position a trade holds after each of its fills, in time order, as the executions editor and
// the trade page show it: signed size, and the average price of what is still open (average cost).
import type { Exact } from '../calculators/exact.ts';
import { exactOf } from './decimal-text.ts';
import type { FillSide } from './trade-form.ts';

export interface PositionFill {
  /** Milliseconds since the epoch: fills are ordered by instant, equal instants keep their order. */
  at: number;
  side: FillSide;
  /** Plain decimal text, > 0. */
  quantity: string;
  price: string;
}

export interface PositionStep {
  /** Index of the fill in the list given. */
  index: number;
  /** Signed: > 0 long, < 0 short, 0 flat. */
  position: Exact;
  /** Average entry price of the open position; null when flat. */
  averagePrice: Exact | null;
  /** This fill took the position through zero: it closed one trade and opened the next. */
  crossed: boolean;
  /** This fill made the position flat while later fills follow: they start another trade. */
  flatBeforeEnd: boolean;
}

/** Fills in time order, stable for equal instants. */
export function inTimeOrder<T extends { at: number }>(fills: readonly T[]): { fill: T; index: number }[] {
  return fills
    .map((fill, index) => ({ fill, index }))
    .sort((a, b) => a.fill.at - b.fill.at || a.index - b.index);
}

export function runningPositions(fills: readonly PositionFill[]): PositionStep[] {
  const ordered = inTimeOrder(fills);
  const steps: PositionStep[] = [];
  let position: Exact | null = null;
  let average: Exact | null = null;
  ordered.forEach(({ fill, index }, order) => {
    const quantity = exactOf(fill.quantity);
    const price = exactOf(fill.price);
    const signed = fill.side === 'buy' ? quantity : quantity.neg();
    const before = position ?? exactOf('0');
    const after = before.plus(signed);
    let crossed = false;
    if (before.isZero() || average === null) average = price;
    else if (before.sign() === signed.sign())
      average = average.times(before.abs()).plus(price.times(quantity)).div(before.abs().plus(quantity));
    else if (after.sign() !== 0 && after.sign() !== before.sign()) {
      crossed = true;
      average = price;
    }
    if (after.isZero()) average = null;
    position = after;
    steps.push({
      index,
      position: after,
      averagePrice: average,
      crossed,
      flatBeforeEnd: after.isZero() && order < ordered.length - 1,
    });
  });
  return steps;
}
