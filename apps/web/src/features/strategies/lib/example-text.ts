const MINUS = '\u2212';

interface TradeFacts {
  symbol: string;
  side: 'long' | 'short' | null;
  opened_at: string | null;
  closed_at: string | null;
  currency: string | null;
  net: string | null;
}

/** A signed decimal text with thousands grouped and two decimals at least: "+1,250.50", "−75.00". */
export function signedAmount(plain: string): string {
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = ''] = plain.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = `${grouped}.${fraction.padEnd(2, '0')}`;
  if (/^[0,.]*$/.test(digits)) return digits;
  return `${negative ? MINUS : '+'}${digits}`;
}

/** The day of an instant in a zone, as YYYY-MM-DD. */
function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
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
      : `${signedAmount(trade.net)}${trade.currency ? ` ${trade.currency}` : ''}`;
  return [`${trade.symbol}${trade.side ? ` ${trade.side}` : ''}`, day, result]
    .filter((part) => part !== '')
    .join(' · ');
}
