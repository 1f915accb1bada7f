// deriveTrade's common case without BigInt: every amount is an integer number of 10^-scale units,
// held exactly in a double while it stays below 2^53. Sums, products and comparisons are then exact,
// and each figure is one correctly rounded division of exact integers: the very double the exact
// path gives, at a fraction of its allocations (deriving a 100k-trade journal is mostly garbage
// collection otherwise). The moment an amount would leave that range, or the trade needs a division
// before the end (an open trade with exits), or it holds input to refuse, this gives up (undefined)
// and deriveTrade takes the exact path, which also raises the errors.
import { quotientToNumber, readSmall, small, tenTo } from './decimal.ts';
import type { Execution } from './execution.ts';
import { isoOf } from './instant.ts';
import type { DeriveTradeInput, TradeDerivation } from './trade-derivation.ts';

const SAFE = Number.MAX_SAFE_INTEGER;
const POWERS = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
  1e20, 1e21, 1e22,
];

function fits(x: number): boolean {
  return x <= SAFE && x >= -SAFE;
}

/** 10^exponent, exact up to 10^22; beyond, Infinity, which no amount fits. */
function power(exponent: number): number {
  return POWERS[exponent] ?? Infinity;
}

/** A running sum of decimals. */
class Sum {
  units = 0;
  scale = 0;

  /** False once the sum no longer fits. */
  add(units: number, scale: number): boolean {
    let addend = units;
    if (scale > this.scale) {
      this.units *= power(scale - this.scale);
      this.scale = scale;
    } else if (scale < this.scale) addend *= power(this.scale - scale);
    this.units += addend;
    return fits(addend) && fits(this.units);
  }
}

/** The result of `difference`, in one slot rather than an object per call. */
const out = { units: 0, scale: 0 };

/** a - b into `out`, at the larger scale; false when it does not fit. */
function difference(aUnits: number, aScale: number, bUnits: number, bScale: number): boolean {
  const scale = aScale > bScale ? aScale : bScale;
  const a = aUnits * power(scale - aScale);
  const b = bUnits * power(scale - bScale);
  out.units = a - b;
  out.scale = scale;
  return fits(a) && fits(b) && fits(out.units);
}

/** units x 10^-scale rounded once. */
function toDouble(units: number, scale: number): number {
  if (units === 0) return 0;
  const divisor = POWERS[scale];
  return divisor === undefined ? (quotientToNumber(BigInt(units), tenTo(scale)) ?? 0) : units / divisor;
}

/**
 * (a x b x c x 10^-topScale) / (d x e x f x 10^-bottomScale), rounded once; null when the divisor
 * is 0. Products too large for a double are taken in BigInt.
 */
function quotient(
  a: number,
  b: number,
  c: number,
  topScale: number,
  d: number,
  e: number,
  f: number,
  bottomScale: number,
): number | null {
  const bottom = d * e * f;
  if (bottom === 0) return null;
  const top = a * b * c;
  if (top === 0) return 0;
  const shift = bottomScale - topScale;
  const numerator = shift > 0 ? top * power(shift) : top;
  const denominator = shift < 0 ? bottom * power(-shift) : bottom;
  if (fits(numerator) && fits(denominator)) return numerator / denominator;
  return quotientToNumber(
    BigInt(a) * BigInt(b) * BigInt(c) * tenTo(shift > 0 ? shift : 0),
    BigInt(d) * BigInt(e) * BigInt(f) * tenTo(shift < 0 ? -shift : 0),
  );
}

/** Reads an optional input into `small`: 1 read, 0 absent, -1 not readable here. */
function readOptionalSmall(value: number | string | null | undefined): number {
  if (value === undefined || value === null || value === '') return 0;
  return readSmall(value) ? 1 : -1;
}

function addCost(costs: Sum, value: number | string | null | undefined): boolean {
  const read = readOptionalSmall(value);
  return read === 0 || (read === 1 && costs.add(small.units, small.scale));
}

/** deriveTrade for fills in `order` (their instants in `instants`), or undefined to take the exact path. */
export function deriveSmall(
  input: DeriveTradeInput,
  order: readonly number[],
  instants: readonly number[],
): TradeDerivation | undefined {
  const executions: readonly Execution[] = input.executions;
  const count = executions.length;
  if (!readSmall(input.multiplier ?? 1)) return undefined;
  const mUnits = small.units;
  const mScale = small.scale;
  const hasStop = readOptionalSmall(input.initialStop);
  const sUnits = small.units;
  const sScale = small.scale;
  const hasTarget = readOptionalSmall(input.target);
  const tUnits = small.units;
  const tScale = small.scale;
  const hasTolerance = readOptionalSmall(input.breakEvenTolerance);
  const toleranceUnits = hasTolerance === 1 ? small.units : 0;
  const toleranceScale = hasTolerance === 1 ? small.scale : 0;
  if (hasStop < 0 || hasTarget < 0 || hasTolerance < 0) return undefined;

  let long = true;
  const entryQuantity = new Sum();
  const entryValue = new Sum();
  const exitQuantity = new Sum();
  const exitValue = new Sum();
  const costs = new Sum();
  for (let k = 0; k < count; k++) {
    const index = order[k] ?? 0;
    const fill = executions[index];
    if (fill === undefined) return undefined;
    let buy: boolean;
    if (fill.side === 'buy') buy = true;
    else if (fill.side === 'sell') buy = false;
    else return undefined;
    if (k === 0) long = buy;
    if (!readSmall(fill.quantity) || !(small.units > 0)) return undefined;
    const qUnits = small.units;
    const qScale = small.scale;
    if (!readSmall(fill.price)) return undefined;
    const vUnits = qUnits * small.units;
    const vScale = qScale + small.scale;
    if (!fits(vUnits) || !addCost(costs, fill.commission) || !addCost(costs, fill.fees)) return undefined;
    if (buy === long) {
      if (!entryQuantity.add(qUnits, qScale) || !entryValue.add(vUnits, vScale)) return undefined;
    } else {
      if (!exitQuantity.add(qUnits, qScale) || !exitValue.add(vUnits, vScale)) return undefined;
      if (!difference(entryQuantity.units, entryQuantity.scale, exitQuantity.units, exitQuantity.scale))
        return undefined;
      if (out.units < 0 || (out.units === 0 && k < count - 1)) return undefined;
    }
  }

  if (!difference(entryQuantity.units, entryQuantity.scale, exitQuantity.units, exitQuantity.scale))
    return undefined;
  const openUnits = out.units;
  const openScale = out.scale;
  const closed = openUnits === 0;
  if (!closed && exitQuantity.units !== 0) return undefined;

  let grossUnits = 0;
  let grossScale = 0;
  if (closed) {
    if (!difference(exitValue.units, exitValue.scale, entryValue.units, entryValue.scale)) return undefined;
    grossUnits = (long ? out.units : -out.units) * mUnits;
    grossScale = out.scale + mScale;
    if (!fits(grossUnits)) return undefined;
  }
  if (!difference(grossUnits, grossScale, costs.units, costs.scale)) return undefined;
  const netUnits = out.units;
  const netScale = out.scale;

  // |avgEntry - stop| x entryQuantity = |entryValue - stop x entryQuantity|.
  let stopGapUnits = 0;
  let stopGapScale = 0;
  let riskUnits = 0;
  let riskScale = 0;
  if (hasStop === 1) {
    const stopValue = sUnits * entryQuantity.units;
    if (!fits(stopValue)) return undefined;
    if (!difference(entryValue.units, entryValue.scale, stopValue, sScale + entryQuantity.scale))
      return undefined;
    stopGapUnits = Math.abs(out.units);
    stopGapScale = out.scale;
    riskUnits = stopGapUnits * mUnits;
    riskScale = stopGapScale + mScale;
    if (!fits(riskUnits)) return undefined;
  }
  let plannedR: number | null = null;
  if (hasStop === 1 && hasTarget === 1) {
    const targetValue = tUnits * entryQuantity.units;
    if (!fits(targetValue)) return undefined;
    if (!difference(targetValue, tScale + entryQuantity.scale, entryValue.units, entryValue.scale))
      return undefined;
    plannedR = quotient(Math.abs(out.units), 1, 1, out.scale, stopGapUnits, 1, 1, stopGapScale);
  }

  let result: TradeDerivation['result'] = null;
  if (closed) {
    let cents = netUnits;
    if (netScale < 2) cents *= power(2 - netScale);
    else if (netScale > 2) {
      const divisor = power(netScale - 2);
      cents = Math.trunc(netUnits / divisor);
      let rest = netUnits - cents * divisor;
      // The double quotient may land on the integer next to the true one: step back.
      if (netUnits >= 0 && rest < 0) {
        cents -= 1;
        rest += divisor;
      } else if (netUnits < 0 && rest > 0) {
        cents += 1;
        rest -= divisor;
      }
      if (2 * Math.abs(rest) >= divisor) cents += netUnits < 0 ? -1 : 1;
    }
    if (!fits(cents) || !difference(Math.abs(cents), 2, toleranceUnits, toleranceScale)) return undefined;
    result = out.units <= 0 ? 'breakeven' : cents > 0 ? 'win' : 'loss';
  }

  const firstAt = Math.floor(instants[order[0] ?? 0] ?? 0);
  const lastAt = Math.floor(instants[order[count - 1] ?? 0] ?? 0);
  return {
    direction: long ? 'long' : 'short',
    status: closed ? 'closed' : 'open',
    openedAt: isoOf(firstAt),
    closedAt: closed ? isoOf(lastAt) : null,
    entryQuantity: toDouble(entryQuantity.units, entryQuantity.scale),
    closedQuantity: toDouble(exitQuantity.units, exitQuantity.scale),
    openQuantity: toDouble(openUnits, openScale),
    avgEntryPrice: quotient(
      entryValue.units,
      1,
      1,
      entryValue.scale,
      entryQuantity.units,
      1,
      1,
      entryQuantity.scale,
    ),
    avgExitPrice: quotient(
      exitValue.units,
      1,
      1,
      exitValue.scale,
      exitQuantity.units,
      1,
      1,
      exitQuantity.scale,
    ),
    grossPnl: toDouble(grossUnits, grossScale),
    costs: toDouble(costs.units, costs.scale),
    netPnl: toDouble(netUnits, netScale),
    // net x entryQuantity x 100 / (entryValue x closedQuantity x multiplier)
    returnPct: quotient(
      netUnits,
      entryQuantity.units,
      100,
      netScale + entryQuantity.scale,
      entryValue.units,
      exitQuantity.units,
      mUnits,
      entryValue.scale + exitQuantity.scale + mScale,
    ),
    initialRisk: hasStop === 1 ? toDouble(riskUnits, riskScale) : null,
    rMultiple: hasStop === 1 ? quotient(netUnits, 1, 1, netScale, riskUnits, 1, 1, riskScale) : null,
    plannedR,
    holdingMs: closed ? lastAt - firstAt : null,
    result,
  };
}
