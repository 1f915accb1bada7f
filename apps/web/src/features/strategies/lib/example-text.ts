import { formatDate, formatMoney, moneyDecimals } from '@edgelog/core';
import { currentDisplay } from '@/lib/format/current-display';

interface TradeFacts {
  symbol: string;
  side: 'long' | 'short' | null;
  opened_at: string | null;
  closed_at: string | null;
  currency: string | null;
  net: string | null;
}

/**
 * A signed amount in its currency's minor units with thousands grouped: "+1,250.50", "−75.00",
 * "+11,026" (JPY); in the trader's number format, masked under privacy mode.
 */
export function signedAmount(plain: string, currency?: string | null): string {
  return formatMoney(plain, currentDisplay(), { decimals: moneyDecimals(currency), signed: true });
}

/** The day of an instant in a zone, in the trader's date format. */
function dayIn(iso: string, timeZone: string): string {
  return formatDate(iso, { dateFormat: currentDisplay().dateFormat, timeZone });
}

/**
 * One line naming a trade: "ES long · 2026-03-02 · +1,250.00 USD", the day of its exit (else its
 * entry) in `timeZone`; an open trade says so.
 */
export function tradeLabel(trade: TradeFacts, timeZone: string): string {
  const instant = trade.closed_at ?? trade.opened_at;
  const day = instant === null ? '' : dayIn(instant, timeZone);
  const result =
    trade.net === null || trade.closed_at === null
      ? 'open'
      : `${signedAmount(trade.net, trade.currency)}${trade.currency ? ` ${trade.currency}` : ''}`;
  return [`${trade.symbol}${trade.side ? ` ${trade.side}` : ''}`, day, result]
    .filter((part) => part !== '')
    .join(' · ');
}
