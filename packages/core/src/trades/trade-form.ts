// The rules of a trade as the new-trade form takes it. The `public.trades` table checks the same
// rules (supabase/migrations/20260104000000_trades.sql), so the form explains, field by field,
// what the database would refuse.
import { parsePair } from '../calculators/forex.ts';
import { INSTRUMENTS, SIDES, type Instrument, type Side } from '../calculators/trade.ts';
import { MAX_FRACTION_DIGITS, MAX_INTEGER_DIGITS, exactOf, readDecimalText } from './decimal-text.ts';

export const TRADE_STATUSES = ['planned', 'open', 'closed'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export const MAX_SYMBOL_LENGTH = 32;
export const MAX_NOTES_LENGTH = 5000;

/** What the form holds: text as typed, datetimes as `datetime-local` values in the user's zone. */
export interface TradeFormValues {
  instrument: string;
  symbol: string;
  side: string;
  status: string;
  entry: string;
  stop: string;
  target: string;
  exit: string;
  quantity: string;
  fees: string;
  openedAt: string;
  closedAt: string;
  notes: string;
}

export type TradeField = keyof TradeFormValues;

export const EMPTY_TRADE_FORM: Readonly<TradeFormValues> = {
  instrument: 'stock',
  symbol: '',
  side: 'long',
  status: 'open',
  entry: '',
  stop: '',
  target: '',
  exit: '',
  quantity: '',
  fees: '',
  openedAt: '',
  closedAt: '',
  notes: '',
};

/** A reason a field cannot be saved, with its catalogue code (SPEC section 8). */
export interface TradeIssue {
  field: TradeField;
  code:
    | 'VALIDATION-001'
    | 'VALIDATION-002'
    | 'VALIDATION-011'
    | 'TRADE-001'
    | 'TRADE-002'
    | 'TRADE-003'
    | 'TRADE-004';
  message: string;
}

/** The trade as it is stored, in the form's terms: decimals as plain text, nothing typed twice. */
export interface TradeDraft {
  instrument: Instrument;
  symbol: string;
  side: Side;
  status: TradeStatus;
  entry: string;
  stop: string | null;
  target: string | null;
  exit: string | null;
  quantity: string | null;
  fees: string;
  /** `datetime-local` values; the caller turns them into instants in the user's time zone. */
  openedAt: string | null;
  closedAt: string | null;
  notes: string | null;
}

export type TradeCheck = { ok: true; draft: TradeDraft } | { ok: false; issues: TradeIssue[] };

const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;
const SYMBOL = /^\S+$/;

function oneOf<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value);
}

/** The symbol as stored: capitals, no surrounding spaces; a forex pair as BASE/QUOTE. */
export function normalizeSymbol(symbol: string): string {
  return symbol.trim().toUpperCase();
}

function symbolIssue(instrument: Instrument | undefined, symbol: string): TradeIssue | null {
  if (symbol === '') {
    const message =
      instrument === 'forex' ? 'Enter the currency pair, like EUR/USD.' : 'Enter the symbol, like AAPL.';
    return { field: 'symbol', code: 'VALIDATION-001', message };
  }
  if (instrument === 'forex') {
    try {
      parsePair(symbol);
    } catch {
      return {
        field: 'symbol',
        code: 'TRADE-001',
        message: 'Write the pair as BASE/QUOTE with two different currencies, like EUR/USD.',
      };
    }
    return null;
  }
  if (symbol.length > MAX_SYMBOL_LENGTH)
    return {
      field: 'symbol',
      code: 'VALIDATION-011',
      message: `Use at most ${MAX_SYMBOL_LENGTH} characters.`,
    };
  if (!SYMBOL.test(symbol))
    return { field: 'symbol', code: 'TRADE-001', message: 'A symbol has no spaces, like BRK.B or BTC/USDT.' };
  return null;
}

const NUMBER_LABELS = {
  entry: 'entry price',
  stop: 'stop price',
  target: 'target price',
  exit: 'exit price',
  quantity: 'quantity',
  fees: 'fees',
} as const;
type NumberField = keyof typeof NUMBER_LABELS;

/**
 * Checks the form's values against the trade's rules. Exit price and close time belong to a closed
 * trade only, so for a planned or open trade they are dropped rather than refused.
 */
export function checkTradeForm(values: TradeFormValues): TradeCheck {
  const issues: TradeIssue[] = [];
  const add = (issue: TradeIssue) => {
    if (!issues.some((known) => known.field === issue.field)) issues.push(issue);
  };

  const instrument = oneOf(INSTRUMENTS, values.instrument);
  if (!instrument)
    add({ field: 'instrument', code: 'VALIDATION-002', message: 'Choose stock, crypto, forex or futures.' });
  const side = oneOf(SIDES, values.side);
  if (!side) add({ field: 'side', code: 'VALIDATION-002', message: 'Choose long or short.' });
  const status = oneOf(TRADE_STATUSES, values.status);
  if (!status) add({ field: 'status', code: 'VALIDATION-002', message: 'Choose planned, open or closed.' });
  const closed = status === 'closed';

  const symbol = normalizeSymbol(values.symbol);
  const symbolProblem = symbolIssue(instrument, symbol);
  if (symbolProblem) add(symbolProblem);

  const numbers: Partial<Record<NumberField, string>> = {};
  for (const field of Object.keys(NUMBER_LABELS) as NumberField[]) {
    if (field === 'exit' && !closed) continue;
    const read = readDecimalText(values[field]);
    const code = field === 'quantity' ? 'TRADE-003' : field === 'fees' ? 'VALIDATION-002' : 'TRADE-002';
    if (!read.ok) {
      add({
        field,
        code,
        message:
          read.reason === 'format'
            ? 'Enter a number, like 1,250.50.'
            : `Use at most ${MAX_INTEGER_DIGITS} digits before the decimal point and ${MAX_FRACTION_DIGITS} after it.`,
      });
      continue;
    }
    if (read.value === null) continue;
    if (field !== 'fees' && exactOf(read.value).sign() <= 0) {
      add({ field, code, message: `The ${NUMBER_LABELS[field]} must be greater than 0.` });
      continue;
    }
    numbers[field] = read.value;
  }

  const { entry, stop, target, exit, quantity } = numbers;
  if (values.entry.trim() === '')
    add({ field: 'entry', code: 'VALIDATION-001', message: 'Enter the entry price.' });
  if (status !== 'planned' && values.quantity.trim() === '')
    add({
      field: 'quantity',
      code: 'VALIDATION-001',
      message: 'Enter the quantity; only a planned trade may leave it open.',
    });
  if (closed && values.exit.trim() === '')
    add({ field: 'exit', code: 'VALIDATION-001', message: 'Enter the exit price of the closed trade.' });

  if (entry !== undefined && side) {
    const entryValue = exactOf(entry);
    if (stop !== undefined) {
      const order = exactOf(stop).cmp(entryValue);
      if (order === 0 || (side === 'long') !== order < 0)
        add({
          field: 'stop',
          code: 'TRADE-002',
          message: `For a ${side} trade the stop must be ${side === 'long' ? 'below' : 'above'} the entry.`,
        });
    }
    if (target !== undefined) {
      const order = exactOf(target).cmp(entryValue);
      if (order === 0 || (side === 'long') !== order > 0)
        add({
          field: 'target',
          code: 'TRADE-002',
          message: `For a ${side} trade the target must be ${side === 'long' ? 'above' : 'below'} the entry.`,
        });
    }
  }

  const openedAt = values.openedAt.trim();
  const closedAt = closed ? values.closedAt.trim() : '';
  if (openedAt !== '' && !LOCAL_DATETIME.test(openedAt))
    add({ field: 'openedAt', code: 'TRADE-004', message: 'Enter a date and time.' });
  if (status !== 'planned' && openedAt === '')
    add({ field: 'openedAt', code: 'VALIDATION-001', message: 'Enter when the trade was opened.' });
  if (closed) {
    if (closedAt === '')
      add({ field: 'closedAt', code: 'VALIDATION-001', message: 'Enter when the trade was closed.' });
    else if (!LOCAL_DATETIME.test(closedAt))
      add({ field: 'closedAt', code: 'TRADE-004', message: 'Enter a date and time.' });
    // Same-format local datetimes sort as text in time order.
    else if (LOCAL_DATETIME.test(openedAt) && closedAt < openedAt)
      add({ field: 'closedAt', code: 'TRADE-004', message: 'The trade cannot close before it opened.' });
  }

  const notes = values.notes.trim();
  if (notes.length > MAX_NOTES_LENGTH)
    add({
      field: 'notes',
      code: 'VALIDATION-011',
      message: `Use at most ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters.`,
    });

  if (issues.length > 0 || !instrument || !side || !status || entry === undefined)
    return { ok: false, issues };
  return {
    ok: true,
    draft: {
      instrument,
      symbol,
      side,
      status,
      entry,
      stop: stop ?? null,
      target: target ?? null,
      exit: closed ? (exit ?? null) : null,
      quantity: quantity ?? null,
      fees: numbers.fees ?? '0',
      openedAt: openedAt === '' ? null : openedAt,
      closedAt: closed ? closedAt : null,
      notes: notes === '' ? null : notes,
    },
  };
}
