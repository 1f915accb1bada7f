// The commission schedule (public.commission_defaults): what a fill is charged when neither the
// trader nor the broker's file says. One rule, used by the trade form's prefill and by the import
// plan, on exact decimals so a charge of 0.005 a share over 1,000 shares is 5, not 4.999999.
import {
  absolute,
  add,
  compare,
  multiply,
  readDecimal,
  roundHalfAwayFromZero,
  toText,
  ZERO,
  type Decimal,
} from '../journal/decimal.ts';
import { resolveInstrument, type InstrumentOverride } from '../journal/instruments.ts';
import type { AssetClass } from './trade-form.ts';

export const COMMISSION_KINDS = ['per_unit', 'per_share', 'percent'] as const;
/**
 * per_unit: a charge per contract (or lot) plus a fixed charge per fill, as brokers of futures
 * price them; per_share: a charge per share kept between a minimum and a maximum per fill;
 * percent: a percentage of the fill's value (quantity x price x multiplier), within the same bounds.
 */
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/** One row of the schedule; amounts as decimal text (numeric read as text), in the trade's currency. */
export interface CommissionScheduleRow {
  accountId: string | null;
  /** An instrument (AAPL, MESZ5) or a futures root (MES: every contract month). Null: any. */
  symbol: string | null;
  kind: CommissionKind;
  perUnit: string;
  perFill: string;
  /** Of the fill's value, in percent (0.1 is a tenth of a percent); only for `percent`. */
  percent: string | null;
  /** Bounds of one fill's charge; null is none. */
  minCharge: string | null;
  maxCharge: string | null;
}

/** What the schedule is asked for: the trade's account and instrument, the root when it has one. */
export interface ScheduleScope {
  accountId: string;
  /** The instrument as the journal spells it (MESZ5, AAPL, BTC/USD). */
  symbol: string;
  /** Other spellings of the same instrument that name it exactly (BTCUSD as typed or in a file). */
  aliases?: readonly string[];
  /** The futures root (MES for MESZ5); the symbol itself, or null, for anything else. */
  root: string | null;
}

/**
 * The scope of a trade as typed or imported: its journal spelling and, for a future, its root (a
 * rate for MES covers MESZ5 and MESH6). An option's underlying is not its root here: a rate per
 * AAPL share says nothing of what an AAPL option contract costs. Unreadable text is taken as is.
 */
export function scheduleScopeOf(
  symbol: string,
  accountId: string,
  options: { assetClass?: AssetClass | null; overrides?: readonly InstrumentOverride[] } = {},
): ScheduleScope {
  const typed = symbol.trim().toUpperCase();
  try {
    const resolved = resolveInstrument(symbol, {
      assetClass: options.assetClass ?? null,
      overrides: options.overrides ?? [],
    });
    return {
      accountId,
      symbol: resolved.symbol,
      ...(typed !== resolved.symbol ? { aliases: [typed] } : {}),
      root: resolved.assetClass === 'future' ? resolved.root : null,
    };
  } catch {
    return { accountId, symbol: typed, root: null };
  }
}

/** A fill to charge: quantity and price as decimal text or numbers, the contract multiplier. */
export interface ScheduleFill {
  quantity: string | number;
  price: string | number;
  multiplier: string | number;
}

// Charges keep the digits a per-share rate gives (0.0035 x 7 = 0.0245) but not the endless ones a
// percentage of a price can: 10 places is what the commission column has always been written with.
const CHARGE_PLACES = 10;

/**
 * How well a row fits, 0 when it does not: account and instrument (6 exact, 5 by root), then the
 * instrument for any account (4, 3), then the account (2), then the general row (1). The exact
 * contract beats its root, so MESZ5 can be priced apart from the other MES months.
 */
function fit(row: CommissionScheduleRow, scope: ScheduleScope): number {
  if (row.accountId !== null && row.accountId !== scope.accountId) return 0;
  const forAccount = row.accountId !== null;
  if (row.symbol === null) return forAccount ? 2 : 1;
  const symbol = scope.symbol.toUpperCase();
  const root = scope.root?.toUpperCase() ?? null;
  const exact = row.symbol === symbol || (scope.aliases?.includes(row.symbol) ?? false);
  if (!exact && (root === null || row.symbol !== root)) return 0;
  return (forAccount ? 4 : 2) + (exact ? 2 : 1);
}

/** The row of the schedule that applies to a trade in `scope`, or null when none does. */
export function pickScheduleRow<Row extends CommissionScheduleRow>(
  rows: readonly Row[],
  scope: ScheduleScope,
): Row | null {
  let best: Row | null = null;
  let bestFit = 0;
  for (const row of rows) {
    const score = fit(row, scope);
    if (score > bestFit) {
      best = row;
      bestFit = score;
    }
  }
  return best;
}

function decimal(value: string | number | null): Decimal | null {
  if (value === null) return null;
  if (typeof value === 'string') {
    // Thousands separators as a trader types them ("1,000"); a decimal comma is not a case here:
    // the form's own fields take a point.
    const plain = value.replace(/[,\s_]/g, '');
    if (plain === '') return null;
    return readDecimal(plain) ?? null;
  }
  return readDecimal(value) ?? null;
}

/** What one fill is charged under `row`, rounded; null as scheduleChargeOf says. */
function chargeOf(row: CommissionScheduleRow, fill: ScheduleFill): Decimal | null {
  const quantity = decimal(fill.quantity);
  const perUnit = decimal(row.perUnit);
  const perFill = decimal(row.perFill);
  if (quantity === null || perUnit === null || perFill === null) return null;
  let variable: Decimal;
  if (row.kind === 'percent') {
    const price = decimal(fill.price);
    const multiplier = decimal(fill.multiplier);
    const percent = decimal(row.percent);
    if (price === null || multiplier === null || percent === null) return null;
    const value = multiply(multiply(quantity, price), multiplier);
    // p percent of v: p x v / 100, exactly, by moving the point two places.
    const share = absolute(multiply(value, percent));
    variable = { units: share.units, scale: share.scale + 2 };
  } else {
    variable = absolute(multiply(perUnit, quantity));
  }
  let charge = add(variable, perFill);
  // The bounds belong to a per-share or percentage rate (a minimum per order, a cap); a charge
  // per contract has none, whatever an older row might hold.
  if (row.kind !== 'per_unit') {
    const min = decimal(row.minCharge);
    const max = decimal(row.maxCharge);
    if (min !== null && compare(charge, min) < 0) charge = min;
    if (max !== null && compare(charge, max) > 0) charge = max;
  }
  return roundHalfAwayFromZero(charge, CHARGE_PLACES);
}

/**
 * What one fill is charged under `row`, as plain decimal text; null when the fill's quantity (or,
 * for a percentage, its price) is not a number yet.
 */
export function scheduleChargeOf(row: CommissionScheduleRow, fill: ScheduleFill): string | null {
  const charge = chargeOf(row, fill);
  return charge === null ? null : toText(charge);
}

/** The total of several fills' charges (the simple form's entry and exit); null as above. */
export function scheduleChargeOfFills(
  row: CommissionScheduleRow,
  fills: readonly ScheduleFill[],
): string | null {
  let total: Decimal = ZERO;
  for (const fill of fills) {
    const charge = chargeOf(row, fill);
    if (charge === null) return null;
    total = add(total, charge);
  }
  return toText(total);
}
