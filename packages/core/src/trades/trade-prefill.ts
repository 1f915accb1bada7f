// The search params of /trades/new that a calculator fills in (see the web's calculators feature):
// instrument, symbol, side, entry, stop, target, exit, quantity, and `from`, the calculator; and
// `duplicate`, the id of a trade to start from (read by the web, which loads it).
import { INSTRUMENTS, SIDES, type Instrument } from '../calculators/trade.ts';
import { readDecimalText } from './decimal-text.ts';
import { MAX_SYMBOL_LENGTH, normalizeSymbol, type AssetClass, type TradeFormValues } from './trade-form.ts';

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

// The calculators name instruments as they size them; the journal by asset class.
const ASSET_CLASS_OF: Record<Instrument, AssetClass> = {
  stock: 'stock',
  crypto: 'crypto',
  forex: 'forex',
  futures: 'future',
};

const PRICE_PARAMS = [
  ['entry', 'entryPrice'],
  ['stop', 'stop'],
  ['target', 'target'],
  ['exit', 'exitPrice'],
  ['quantity', 'quantity'],
] as const;

/**
 * What the URL fills in. A value the form could not take (an unknown instrument, a number in
 * exponent notation, an overlong symbol) is left out rather than guessed at; numbers keep the
 * digits the calculator wrote, so no figure is rounded on the way. A plan without an exit is a
 * planned trade; with one (profit/loss) it is a trade taken and closed.
 */
export function readTradePrefill(params: Params): TradePrefillRead {
  const values: Partial<TradeFormValues> = {};
  const instrument = INSTRUMENTS.find((known) => known === params.get('instrument'));
  if (instrument) values.assetClass = ASSET_CLASS_OF[instrument];
  const side = SIDES.find((known) => known === params.get('side'));
  if (side) values.direction = side;
  const symbol = normalizeSymbol(params.get('symbol') ?? '', values.assetClass);
  if (symbol !== '' && symbol.length <= MAX_SYMBOL_LENGTH) values.symbol = symbol;
  for (const [name, field] of PRICE_PARAMS) {
    const raw = params.get(name);
    if (raw === null) continue;
    const read = readDecimalText(raw);
    if (read.ok && read.value !== null) values[field] = read.value;
  }
  if (Object.keys(values).length > 0) values.planned = values.exitPrice === undefined;
  const source = params.get('from');
  const from = TRADE_SOURCES.find((known) => known === source) ?? null;
  return { values, from };
}

/** Whether the URL carries anything for the form (an empty /trades/new starts from a draft). */
export function hasTradePrefill(read: TradePrefillRead): boolean {
  return Object.keys(read.values).length > 0;
}
