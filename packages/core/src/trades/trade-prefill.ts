// The search params of /trades/new that a calculator fills in (see the web's calculators feature):
// instrument, symbol, side, entry, stop, target, exit, quantity, and `from`, the calculator.
import { INSTRUMENTS, SIDES } from '../calculators/trade.ts';
import { readDecimalText } from './decimal-text.ts';
import { MAX_SYMBOL_LENGTH, normalizeSymbol, type TradeFormValues } from './trade-form.ts';

/** The calculators that start trades, as named in `from`. */
export const TRADE_SOURCES = ['position-size', 'risk-reward', 'profit-loss'] as const;
export type TradeSource = (typeof TRADE_SOURCES)[number];

export interface TradePrefillRead {
  values: Partial<TradeFormValues>;
  from: TradeSource | null;
}

interface Params {
  get(name: string): string | null;
}

const PRICE_PARAMS = ['entry', 'stop', 'target', 'exit', 'quantity'] as const;

/**
 * What the URL fills in. A value the form could not take (an unknown instrument, a number in
 * exponent notation, an overlong symbol) is left out rather than guessed at; numbers keep the
 * digits the calculator wrote, so no figure is rounded on the way.
 */
export function readTradePrefill(params: Params): TradePrefillRead {
  const values: Partial<TradeFormValues> = {};
  const instrument = params.get('instrument');
  if (instrument !== null && (INSTRUMENTS as readonly string[]).includes(instrument))
    values.instrument = instrument;
  const side = params.get('side');
  if (side !== null && (SIDES as readonly string[]).includes(side)) values.side = side;
  const symbol = normalizeSymbol(params.get('symbol') ?? '');
  if (symbol !== '' && symbol.length <= MAX_SYMBOL_LENGTH) values.symbol = symbol;
  for (const name of PRICE_PARAMS) {
    const raw = params.get(name);
    if (raw === null) continue;
    const read = readDecimalText(raw);
    if (read.ok && read.value !== null) values[name] = read.value;
  }
  const source = params.get('from');
  const from = TRADE_SOURCES.find((known) => known === source) ?? null;
  return { values, from };
}

/** Whether the URL carries anything for the form (an empty /trades/new starts from a draft). */
export function hasTradePrefill(read: TradePrefillRead): boolean {
  return Object.keys(read.values).length > 0;
}
