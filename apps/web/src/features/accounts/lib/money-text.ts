import type { Formatter } from '@/lib/format/display-format';

// An account's money as the database holds it: at least the cents and every further digit it
// keeps (up to twelve), in the trader's number format, masked under privacy mode.
const EXACT = { decimals: 2, maxDecimals: 12 } as const;

/** "25,000.50", "−300.00". */
export function moneyText(format: Formatter, amount: string): string {
  return format.money(amount, EXACT);
}

/** A profit or loss says "+" when it is a gain: "+123.00", "−20.00", "0.00". */
export function pnlText(format: Formatter, amount: string): string {
  return format.money(amount, { ...EXACT, signed: true });
}
