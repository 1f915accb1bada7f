// Which imported fills the trader's commission schedule charges. Decided per file: a file that
// states a commission or a fee on any fill is one whose broker reports costs, so a fill of it at
// 0.00 really cost nothing (a commission-free broker, a fee refunded) and keeps 0.00. A file with
// no cost on any fill (Tradovate order exports, many prop-firm files) says nothing about costs,
// and its fills get the schedule. See docs/decisions/0022-commission-schedule.md.
import {
  pickScheduleRow,
  scheduleChargeOf,
  scheduleScopeOf,
  type CommissionScheduleRow,
} from '../../trades/commission-schedule.ts';
import type { InstrumentOverride } from '../../journal/instruments.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import type { ImportedExecution } from '../types.ts';

/** Whether any fill of one file states a commission or a fee. */
export function fileCarriesCosts(executions: readonly ImportedExecution[]): boolean {
  return executions.some((fill) => fill.commission > 0 || fill.fees > 0);
}

/** Whether the schedule may charge each fill of one file, as planImport's `schedule.chargeable` takes it. */
export function chargeableFills(executions: readonly ImportedExecution[]): boolean[] {
  const chargeable = !fileCarriesCosts(executions);
  return executions.map(() => chargeable);
}

/**
 * The commission the schedule charges one fill of an instrument, as decimal text; null when no
 * row applies. Scopes are read once per instrument.
 */
export function scheduleCharger(
  rows: readonly CommissionScheduleRow[],
  accountId: string,
  overrides: readonly InstrumentOverride[],
): (
  fill: { quantity: string; price: string },
  instrument: { symbol: string; assetClass: AssetClass; multiplier: string },
) => string | null {
  const picked = new Map<string, CommissionScheduleRow | null>();
  return (fill, instrument) => {
    if (rows.length === 0) return null;
    const key = `${instrument.assetClass}\u001f${instrument.symbol}`;
    let row = picked.get(key);
    if (row === undefined) {
      row = pickScheduleRow(
        rows,
        scheduleScopeOf(instrument.symbol, accountId, { assetClass: instrument.assetClass, overrides }),
      );
      picked.set(key, row);
    }
    if (row === null) return null;
    return scheduleChargeOf(row, { ...fill, multiplier: instrument.multiplier });
  };
}
