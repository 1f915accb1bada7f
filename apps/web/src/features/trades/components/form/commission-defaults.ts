import {
  ASSET_CLASSES,
  pickScheduleRow,
  resolveInstrument,
  scheduleChargeOf,
  scheduleChargeOfFills,
  scheduleScopeOf,
  type CommissionScheduleRow,
  type FillRowValues,
  type InstrumentOverride,
  type ScheduleFill,
  type TradeField,
  type TradeFormValues,
} from '@edgelog/core';
import type { SaveTrade } from '../../api/trade';

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

/** What the prefill last wrote into the form: the simple mode's fees, each editor row's commission by its key. */
export interface PrefillWritten {
  fees: string;
  fills: ReadonlyMap<string, string>;
}

const noAmount = (text: string) => text.trim() === '' || Number(text) === 0;

/**
 * The fills to save marked as charged by the schedule: those whose amount the prefill wrote and the
 * trader left alone (an amount the trader typed, even the same one, is theirs). The simple mode's fees
 * sit on its entry fill; an editor row is matched to the fills saved by its instant and side, so both
 * parts of a fill split across two trades keep the mark, and rows of one instant and side that differ
 * leave all of them unmarked. A fill not marked carries no mark at all: a stored one keeps its own.
 */
export function markScheduleFees(
  trades: readonly SaveTrade[],
  values: TradeFormValues,
  written: PrefillWritten,
  changed: (field: TradeField) => boolean,
  toInstant: (local: string) => string | null,
): SaveTrade[] {
  let marked: (fill: SaveTrade['executions'][number]) => boolean;
  if (values.mode === 'simple') {
    const scheduled =
      !values.planned && !changed('fees') && !noAmount(values.fees) && values.fees === written.fees;
    const entry = values.direction === 'short' ? 'sell' : 'buy';
    marked = (fill) => scheduled && fill.side === entry;
  } else {
    const verdicts = new Map<string, boolean>();
    values.fills.forEach((row, index) => {
      const at = toInstant(row.time);
      if (at === null) return;
      const scheduled =
        !changed(`fills.${index}.commission`) &&
        !noAmount(row.commission) &&
        row.commission === written.fills.get(row.key) &&
        noAmount(row.fees);
      const key = `${at}|${row.side}`;
      verdicts.set(key, (verdicts.get(key) ?? true) && scheduled);
    });
    marked = (fill) => verdicts.get(`${fill.executed_at}|${fill.side}`) === true;
  }
  return trades.map((trade) => ({
    ...trade,
    executions: trade.executions.map((fill) =>
      marked(fill) ? { ...fill, fees_from_schedule: true as const } : fill,
    ),
  }));
}

/**
 * The executions editor's rows with the schedule's commission on each fill the trader left alone
 * (a row whose commission the prefill wrote, or empty), and whether any row changed. Fees the simple
 * mode's prefill wrote travel to the entry row when the trader switches to the editor; the schedule
 * now charges each fill instead, so they are taken off that row, or the trade would pay twice.
 */
export function prefillFillRows(
  fills: readonly FillRowValues[],
  commissionOf: (fill: FillRowValues) => string,
  written: { fees: string; fills: Map<string, string> },
  changed: (field: TradeField) => boolean,
): { fills: FillRowValues[]; touched: boolean } {
  const carried = written.fees !== '' && !changed('fees') ? written.fees : null;
  let touched = false;
  const next = fills.map((fill, index) => {
    let row = fill;
    if (carried !== null && index === 0 && row.fees === carried && !changed(`fills.${index}.fees`)) {
      row = { ...row, fees: '' };
      touched = true;
    }
    if (changed(`fills.${index}.commission`)) return row;
    if (row.commission !== '' && row.commission !== written.fills.get(row.key)) return row;
    const amount = commissionOf(row);
    if (amount === row.commission) return row;
    written.fills.set(row.key, amount);
    touched = true;
    return { ...row, commission: amount };
  });
  if (carried !== null) written.fees = '';
  return { fills: next, touched };
}
