import { exactOf, exactToText, readDecimalText, type Exact } from '@edgelog/core';

/** A default commission row (public.commission_defaults), charges as decimal text. */
export interface CommissionDefaultRow {
  accountId: string | null;
  symbol: string | null;
  perUnit: string;
  perFill: string;
}

/**
 * The default that applies to a trade: account and instrument, then instrument, then account, then
 * the general one. The instrument matches by the trade's symbol or its root (ES for ESZ25).
 */
export function pickCommissionDefault(
  rows: readonly CommissionDefaultRow[],
  trade: { accountId: string; symbols: readonly string[] },
): CommissionDefaultRow | null {
  const forSymbol = (row: CommissionDefaultRow) => row.symbol !== null && trade.symbols.includes(row.symbol);
  const forAccount = (row: CommissionDefaultRow) =>
    row.accountId !== null && row.accountId === trade.accountId;
  return (
    rows.find((row) => forSymbol(row) && forAccount(row)) ??
    rows.find((row) => forSymbol(row) && row.accountId === null) ??
    rows.find((row) => row.symbol === null && forAccount(row)) ??
    rows.find((row) => row.symbol === null && row.accountId === null) ??
    null
  );
}

function exact(text: string): Exact | null {
  const read = readDecimalText(text);
  return read.ok && read.value !== null ? exactOf(read.value) : null;
}

/**
 * What `fills` fills of `quantity` units each are charged: the fixed charge per fill plus the
 * charge per unit, exactly (no binary rounding), as plain decimal text. Null when the quantity is
 * not a number yet.
 */
export function commissionOf(row: CommissionDefaultRow, quantity: string, fills: number): string | null {
  const units = exact(quantity);
  if (units === null) return null;
  const perUnit = exact(row.perUnit);
  const perFill = exact(row.perFill);
  if (perUnit === null || perFill === null) return null;
  return exactToText(perFill.plus(perUnit.times(units)).times(fills), 10);
}
