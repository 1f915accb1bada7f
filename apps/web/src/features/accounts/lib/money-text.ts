import { moneyDecimals } from '@edgelog/core';
import type { Formatter } from '@/lib/format/display-format';

// An account's money in its currency's minor units (the cents for most, none for yen), in the
// trader's number format, masked under privacy mode. The database keeps more digits (converted and
// averaged amounts); showing them ("10,111.589216") reads as noise, not precision.
const minorUnits = (currency: string | undefined) => ({ decimals: moneyDecimals(currency) });

/** "25,000.50", "−300.00"; "1,235" for a yen account. */
export function moneyText(format: Formatter, amount: string, currency?: string): string {
  return format.money(amount, minorUnits(currency));
}

/** A profit or loss says "+" when it is a gain: "+123.00", "−20.00", "0.00". */
export function pnlText(format: Formatter, amount: string, currency?: string): string {
  return format.money(amount, { ...minorUnits(currency), signed: true });
}
