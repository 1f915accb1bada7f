// Inputs that several calculators share: the side of a trade, its entry and stop, its risk.
import { fail } from './errors.ts';
import { Exact } from './exact.ts';
import { pickOne, readChoice, readNumber, readPositive, readPrice, type Fields } from './validate.ts';

export const SIDES = ['long', 'short'] as const;
export type Side = (typeof SIDES)[number];

export const INSTRUMENTS = ['stock', 'crypto', 'forex', 'futures'] as const;
export type Instrument = (typeof INSTRUMENTS)[number];

export function readSide(fields: Fields, required: true): Side;
export function readSide(fields: Fields, required?: boolean): Side | undefined;
export function readSide(fields: Fields, required = false): Side | undefined {
  return readChoice(fields, 'side', SIDES, required);
}

/** +1 for a long, -1 for a short: a price move times this is the trade's gain. */
export function direction(side: Side): 1 | -1 {
  return side === 'long' ? 1 : -1;
}

/**
 * Checks that `price` lies on the side of `entry` that `side` requires: below entry for a long's
 * stop, above for a short's (`where: 'loss'`), the other way round for a target (`where: 'profit'`).
 */
export function checkSideOfEntry(
  entry: Exact,
  price: Exact,
  side: Side,
  field: string,
  where: 'loss' | 'profit',
): void {
  if (price.cmp(entry) === 0) fail('TRADE-002', `${field} must differ from entry`, field);
  const above = price.cmp(entry) > 0;
  const wantAbove = (side === 'short') === (where === 'loss');
  if (above !== wantAbove) {
    fail(
      'TRADE-002',
      `${field} must be ${wantAbove ? 'above' : 'below'} entry for a ${side} position`,
      field,
    );
  }
}

export interface EntryAndStop {
  entry: Exact;
  stop: Exact;
  side: Side;
  /** |entry - stop|, greater than zero. */
  distance: Exact;
}

/**
 * Entry and stop, both greater than zero and different. Without a side the stop decides it (below
 * the entry: long); with one, a stop on the wrong side is an error.
 */
export function readEntryAndStop(fields: Fields, side: Side | undefined): EntryAndStop {
  const entry = Exact.of(readPrice(fields, 'entry', true));
  const stop = Exact.of(readPrice(fields, 'stop', true));
  if (stop.cmp(entry) === 0) fail('TRADE-002', 'stop must differ from entry', 'stop');
  const resolved = side ?? (stop.cmp(entry) < 0 ? 'long' : 'short');
  checkSideOfEntry(entry, stop, resolved, 'stop', 'loss');
  return { entry, stop, side: resolved, distance: entry.minus(stop).abs() };
}

/** accountBalance x riskPct / 100, with a balance above zero and a risk in (0, 100] percent. */
export function riskOfBalance(fields: Fields): Exact {
  const balance = readPositive(fields, 'accountBalance', true);
  const riskPct = readNumber(fields, 'riskPct', { required: true, min: 0, max: 100 });
  return Exact.of(balance).times(riskPct).div(100);
}

/** The amount to risk: `riskAmount` as given, or accountBalance x riskPct / 100. */
export function readRiskAmount(fields: Fields): Exact {
  const given = pickOne(fields, ['riskAmount', 'riskPct']);
  if (given === 'riskAmount') return Exact.of(readPositive(fields, 'riskAmount', true));
  if (given === undefined)
    fail('VALIDATION-001', 'Give riskPct (with accountBalance) or riskAmount', 'riskPct');
  return riskOfBalance(fields);
}
