import type { Instrument, Side, TradeSource } from '@edgelog/core';

/**
 * What a calculator hands to the new-trade form, as search params of /trades/new:
 * `instrument`, `symbol`, `side`, `entry`, `stop`, `target`, `exit`, `quantity` (shares, coins,
 * contracts, or for forex units of the base currency), and `from`, the calculator, so the form can
 * say where its values came from and link back. Each is present only when the calculator has it;
 * numbers are written plainly (no separators), never in exponent notation. The form reads them
 * with core's readTradePrefill.
 */
export interface TradePrefill {
  from?: TradeSource;
  instrument?: Instrument;
  symbol?: string;
  side?: Side;
  entry?: number;
  stop?: number;
  target?: number;
  exit?: number;
  quantity?: number;
}

// Plain decimals: String(0.00000001) would give "1e-8", which a form field should not have to read.
const plain = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

const ORDER = [
  'instrument',
  'symbol',
  'side',
  'entry',
  'stop',
  'target',
  'exit',
  'quantity',
  'from',
] as const;

export function newTradeUrl(prefill: TradePrefill): string {
  const params = new URLSearchParams();
  for (const name of ORDER) {
    const value = prefill[name];
    if (value === undefined || value === '') continue;
    params.set(name, typeof value === 'number' ? plain.format(value) : value.trim());
  }
  const query = params.toString();
  return query ? `/trades/new?${query}` : '/trades/new';
}
