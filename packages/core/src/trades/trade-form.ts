// What the trade form holds, as typed: a trade is its fills (decision 0012), entered either in the
// simple mode (one entry, an optional exit) or fill by fill in the executions editor, plus what the
// trader adds (stop, target, strategy, tags, notes, ratings). Checking lives in trade-check.ts.

export const ASSET_CLASSES = ['stock', 'option', 'future', 'forex', 'crypto', 'cfd'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

export const FILL_SIDES = ['buy', 'sell'] as const;
export type FillSide = (typeof FILL_SIDES)[number];

export const DIRECTIONS = ['long', 'short'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const MAX_SYMBOL_LENGTH = 32;
export const MAX_NOTES_LENGTH = 20_000;

/** One row of the executions editor; `key` only identifies the row on screen, `id` a stored fill. */
export interface FillRowValues {
  key: string;
  id: string | null;
  /** A `datetime-local` value in the trader's time zone. */
  time: string;
  side: string;
  quantity: string;
  price: string;
  commission: string;
  fees: string;
}

export type FillColumn = 'time' | 'side' | 'quantity' | 'price' | 'commission' | 'fees';

export type EntryMode = 'simple' | 'executions';

export interface TradeFormValues {
  mode: EntryMode;
  accountId: string;
  symbol: string;
  assetClass: string;
  multiplier: string;
  /** Simple mode: the direction, and whether the trade is only planned (no fills yet). */
  direction: string;
  planned: boolean;
  entryTime: string;
  entryPrice: string;
  exitTime: string;
  exitPrice: string;
  quantity: string;
  fees: string;
  /** Simple mode keeps the ids of the stored entry and exit fills it edits. */
  entryFillId: string | null;
  exitFillId: string | null;
  fills: FillRowValues[];
  stop: string;
  target: string;
  strategyId: string;
  followedRuleIds: string[];
  tagIds: string[];
  notes: string;
  rating: string;
  confidence: string;
  mae: string;
  mfe: string;
}

export type TradeScalarField = Exclude<
  keyof TradeFormValues,
  'mode' | 'planned' | 'fills' | 'followedRuleIds' | 'tagIds' | 'entryFillId' | 'exitFillId'
>;
/** A field of the form an issue points at: a scalar, a cell of the executions grid, or the grid. */
export type TradeField = TradeScalarField | 'fills' | `fills.${number}.${FillColumn}`;

export const EMPTY_TRADE_FORM: Readonly<TradeFormValues> = {
  mode: 'simple',
  accountId: '',
  symbol: '',
  assetClass: 'stock',
  multiplier: '1',
  direction: 'long',
  planned: false,
  entryTime: '',
  entryPrice: '',
  exitTime: '',
  exitPrice: '',
  quantity: '',
  fees: '',
  entryFillId: null,
  exitFillId: null,
  fills: [],
  stop: '',
  target: '',
  strategyId: '',
  followedRuleIds: [],
  tagIds: [],
  notes: '',
  rating: '',
  confidence: '',
  mae: '',
  mfe: '',
};

/** The symbol as stored: capitals, no surrounding spaces; a forex pair as BASE/QUOTE. */
export function normalizeSymbol(symbol: string, assetClass?: string): string {
  const upper = symbol.trim().toUpperCase();
  // EURUSD and EUR-USD are how brokers often print a pair; the journal keeps one spelling.
  if (assetClass === 'forex') {
    const pair = /^([A-Z]{3})[-_ ]?([A-Z]{3})$/.exec(upper);
    if (pair) return `${pair[1]}/${pair[2]}`;
  }
  return upper;
}

export function fillFieldPath(index: number, column: FillColumn): `fills.${number}.${FillColumn}` {
  return `fills.${index}.${column}`;
}

function entrySide(direction: string): FillSide {
  return direction === 'short' ? 'sell' : 'buy';
}

/**
 * The simple mode's entry and exit as editor rows, so switching to the executions editor keeps
 * every value: fees stay on the entry fill, where the simple mode counts them.
 */
export function simpleToFillRows(values: TradeFormValues, newKey: () => string): FillRowValues[] {
  const entry = entrySide(values.direction);
  const rows: FillRowValues[] = [
    {
      key: newKey(),
      id: values.entryFillId,
      time: values.entryTime,
      side: entry,
      quantity: values.quantity,
      price: values.entryPrice,
      commission: '',
      fees: values.fees,
    },
  ];
  if (values.exitPrice.trim() !== '' || values.exitTime.trim() !== '')
    rows.push({
      key: newKey(),
      id: values.exitFillId,
      time: values.exitTime,
      side: entry === 'buy' ? 'sell' : 'buy',
      quantity: values.quantity,
      price: values.exitPrice,
      commission: '',
      fees: '',
    });
  return rows;
}

/**
 * Whether fills fit the simple mode without losing anything: one entry, at most one exit of the
 * same quantity, no commission on either and no fees on the exit.
 */
export function fillRowsFitSimple(fills: readonly FillRowValues[]): boolean {
  if (fills.length === 0 || fills.length > 2) return false;
  const [entry, exit] = fills;
  if (!entry || entry.commission.trim() !== '') return false;
  if (!exit) return true;
  return (
    exit.side !== entry.side &&
    exit.quantity.trim() === entry.quantity.trim() &&
    exit.commission.trim() === '' &&
    exit.fees.trim() === ''
  );
}

/** The inverse of simpleToFillRows, for fills that fit the simple mode. */
export function fillRowsToSimple(values: TradeFormValues): TradeFormValues {
  const [entry, exit] = values.fills;
  if (!entry) return { ...values, mode: 'simple' };
  return {
    ...values,
    mode: 'simple',
    direction: entry.side === 'sell' ? 'short' : 'long',
    entryTime: entry.time,
    entryPrice: entry.price,
    quantity: entry.quantity,
    fees: entry.fees,
    entryFillId: entry.id,
    exitTime: exit?.time ?? '',
    exitPrice: exit?.price ?? '',
    exitFillId: exit?.id ?? null,
  };
}

/** An empty editor row after `previous`, on its side and time so a scale-in is quick to type. */
export function nextFillRow(previous: FillRowValues | undefined, key: string): FillRowValues {
  return {
    key,
    id: null,
    time: previous?.time ?? '',
    side: previous?.side ?? 'buy',
    quantity: '',
    price: '',
    commission: '',
    fees: '',
  };
}
