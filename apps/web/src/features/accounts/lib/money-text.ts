import { moneyDecimals } from '@edgelog/core';
import type { Formatter } from '@/lib/format/display-format';

// An account's money in its currency's minor units (the cents for most, none for yen), in the
// trader's number format, masked under privacy mode. The database keeps more digits (converted and
// averaged amounts); showing them ("10,111.589216") reads as noise, not precision. The currency is
// asked for every time: left out, a yen account would read in cents.
const minorUnits = (currency: string) => ({ decimals: moneyDecimals(currency) });

/** "25,000.50", "−300.00"; "1,235" for a yen account. */
export function moneyText(format: Formatter, amount: string, currency: string): string {
  return format.money(amount, minorUnits(currency));
}

/**
 * An amount that moves the balance says "+" when it adds to it: "+123.00", "−20.00", "0.00". The
 * same for a trade's profit and for a deposit; only a profit is called a gain (see Pnl, CashFlow).
 */
export function signedMoneyText(format: Formatter, amount: string, currency: string): string {
  return format.money(amount, { ...minorUnits(currency), signed: true });
}
