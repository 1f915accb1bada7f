import {
  ASSET_CLASSES,
  pickScheduleRow,
  resolveInstrument,
  scheduleChargeOf,
  scheduleChargeOfFills,
  scheduleScopeOf,
  type CommissionScheduleRow,
  type InstrumentOverride,
  type ScheduleFill,
  type TradeFormValues,
} from '@edgelog/core';

/** The form's values the schedule reads. */
export type ScheduleFormValues = Pick<
  TradeFormValues,
  'accountId' | 'symbol' | 'assetClass' | 'multiplier' | 'quantity' | 'entryPrice' | 'exitPrice'
>;

function assetClassOf(text: string) {
  return ASSET_CLASSES.find((assetClass) => assetClass === text) ?? null;
}

/** The multiplier typed, else the instrument's own (a percentage rate needs it); 1 when unknown. */
function multiplierOf(values: ScheduleFormValues, overrides: readonly InstrumentOverride[]): string {
  if (values.multiplier.trim() !== '') return values.multiplier;
  try {
    const resolved = resolveInstrument(values.symbol, {
      assetClass: assetClassOf(values.assetClass),
      overrides,
    });
    return String(resolved.multiplier);
  } catch {
    return '1';
  }
}

/**
 * The rate of the trader's schedule that applies to the trade in the form (its account, and its
 * instrument or futures root), with the multiplier its fills are valued at; null when none does or
 * no symbol is typed yet.
 */
export function scheduleFor(
  rows: readonly CommissionScheduleRow[],
  values: ScheduleFormValues,
  overrides: readonly InstrumentOverride[],
): { row: CommissionScheduleRow; multiplier: string } | null {
  if (values.symbol.trim() === '') return null;
  const scope = scheduleScopeOf(values.symbol, values.accountId, {
    assetClass: assetClassOf(values.assetClass),
    overrides,
  });
  const row = pickScheduleRow(rows, scope);
  return row === null ? null : { row, multiplier: multiplierOf(values, overrides) };
}

/**
 * The simple form's fees: its entry fill charged, and its exit fill too once there is an exit
 * price (each side at its own price, for a percentage rate). Null while a needed number is missing.
 */
export function simpleFeesOf(
  schedule: { row: CommissionScheduleRow; multiplier: string },
  values: ScheduleFormValues,
): string | null {
  const fill = (price: string): ScheduleFill => ({
    quantity: values.quantity,
    price,
    multiplier: schedule.multiplier,
  });
  const fills = [fill(values.entryPrice)];
  if (values.exitPrice.trim() !== '') fills.push(fill(values.exitPrice));
  return scheduleChargeOfFills(schedule.row, fills);
}

/** One fill's commission in the executions editor; null while its quantity (or price) is missing. */
export function fillCommissionOf(
  schedule: { row: CommissionScheduleRow; multiplier: string },
  fill: { quantity: string; price: string },
): string | null {
  return scheduleChargeOf(schedule.row, { ...fill, multiplier: schedule.multiplier });
}
