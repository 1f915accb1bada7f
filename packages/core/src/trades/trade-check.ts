// The trade form's rules, field by field, with the catalogue code of each refusal. The database
// refuses the same things (decision 0012), so the form explains before it saves.
import { parsePair } from '../calculators/forex.ts';
import { MAX_FRACTION_DIGITS, MAX_INTEGER_DIGITS, exactOf, readDecimalText } from './decimal-text.ts';
import { runningPositions, type PositionFill } from './running-position.ts';
import {
  ASSET_CLASSES,
  DIRECTIONS,
  FILL_SIDES,
  MAX_NOTES_LENGTH,
  MAX_SYMBOL_LENGTH,
  fillFieldPath,
  normalizeSymbol,
  simpleToFillRows,
  type AssetClass,
  type Direction,
  type FillColumn,
  type FillRowValues,
  type FillSide,
  type TradeField,
  type TradeFormValues,
} from './trade-form.ts';

export type TradeIssueCode =
  | 'VALIDATION-001'
  | 'VALIDATION-002'
  | 'VALIDATION-009'
  | 'VALIDATION-011'
  | 'TRADE-001'
  | 'TRADE-002'
  | 'TRADE-003'
  | 'TRADE-004'
  | 'TRADE-007';

/** A reason a field cannot be saved, with its catalogue code (SPEC section 8). */
export interface TradeIssue {
  field: TradeField;
  code: TradeIssueCode;
  message: string;
}

/** A fill as saved: its instant in ISO 8601, decimals as plain text. */
export interface FillDraft {
  id: string | null;
  executedAt: string;
  side: FillSide;
  quantity: string;
  price: string;
  commission: string;
  fees: string;
}

/** The trade as saved, before its fills are cut into round trips. */
export interface TradeDraft {
  accountId: string | null;
  symbol: string;
  assetClass: AssetClass;
  multiplier: string;
  /** A plan (no fills yet): its direction, entry price and size. */
  plan: { direction: Direction; entryPrice: string; quantity: string | null } | null;
  /** In time order (stable for equal instants). */
  fills: FillDraft[];
  stop: string | null;
  target: string | null;
  strategyId: string | null;
  followedRuleIds: string[];
  tagIds: string[];
  notes: string | null;
  rating: number | null;
  confidence: number | null;
  mae: string | null;
  mfe: string | null;
}

export type TradeCheck = { ok: true; draft: TradeDraft } | { ok: false; issues: TradeIssue[] };

export interface TradeCheckContext {
  /** A `datetime-local` value as an ISO instant in the trader's time zone; null when unreadable. */
  toInstant: (local: string) => string | null;
  /** Now, as an ISO instant: fills cannot be in the future. */
  now: string;
}

const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;
const SYMBOL = /^\S+$/;
// A clock a little ahead of the server's should not refuse a fill typed as it happens.
const FUTURE_SLACK_MS = 5 * 60_000;

function oneOf<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value);
}

function symbolIssue(assetClass: AssetClass | undefined, symbol: string): TradeIssue | null {
  if (symbol === '') {
    const message =
      assetClass === 'forex' ? 'Enter the currency pair, like EUR/USD.' : 'Enter the symbol, like AAPL.';
    return { field: 'symbol', code: 'VALIDATION-001', message };
  }
  if (symbol.length > MAX_SYMBOL_LENGTH)
    return {
      field: 'symbol',
      code: 'VALIDATION-011',
      message: `Use at most ${MAX_SYMBOL_LENGTH} characters.`,
    };
  if (assetClass === 'forex') {
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
  if (!SYMBOL.test(symbol))
    return { field: 'symbol', code: 'TRADE-001', message: 'A symbol has no spaces, like BRK.B or ESZ5.' };
  return null;
}

type DecimalRead = { value: string | null } | { issue: { code: TradeIssueCode; message: string } };

/** A decimal field: empty is null; `positive` refuses 0 as well as bad text. */
function readNumber(text: string, code: TradeIssueCode, label: string, positive: boolean): DecimalRead {
  const read = readDecimalText(text);
  if (!read.ok)
    return {
      issue: {
        code,
        message:
          read.reason === 'format'
            ? `Enter the ${label} as a number, like 1,250.50.`
            : `Use at most ${MAX_INTEGER_DIGITS} digits before the decimal point and ${MAX_FRACTION_DIGITS} after it.`,
      },
    };
  if (read.value !== null && positive && exactOf(read.value).sign() <= 0)
    return { issue: { code, message: `The ${label} must be greater than 0.` } };
  return { value: read.value };
}

function readScore(text: string): number | null | 'bad' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[1-5]$/.test(trimmed) ? Number(trimmed) : 'bad';
}

interface Collector {
  issues: TradeIssue[];
  add: (issue: TradeIssue) => void;
}

function collector(): Collector {
  const issues: TradeIssue[] = [];
  return {
    issues,
    // One reason per field: the first is what to fix first.
    add: (issue) => {
      if (!issues.some((known) => known.field === issue.field)) issues.push(issue);
    },
  };
}

const FILL_LABELS: Record<Exclude<FillColumn, 'time' | 'side'>, string> = {
  quantity: 'quantity',
  price: 'price',
  commission: 'commission',
  fees: 'fees',
};

/** Checks one editor row; returns the fill when it holds together. */
function checkFillRow(
  row: FillRowValues,
  context: TradeCheckContext,
  { add }: Collector,
  fieldOf: (column: FillColumn) => TradeField,
): FillDraft | null {
  let ok = true;
  const side = oneOf(FILL_SIDES, row.side);
  if (!side) {
    add({ field: fieldOf('side'), code: 'VALIDATION-002', message: 'Choose buy or sell.' });
    ok = false;
  }
  const time = row.time.trim();
  let executedAt: string | null = null;
  if (time === '') {
    add({ field: fieldOf('time'), code: 'VALIDATION-001', message: 'Enter the date and time of the fill.' });
    ok = false;
  } else {
    executedAt = LOCAL_DATETIME.test(time) ? context.toInstant(time) : null;
    if (executedAt === null) {
      add({
        field: fieldOf('time'),
        code: 'TRADE-004',
        message: 'Enter a date and time, like 2026-01-05 09:30.',
      });
      ok = false;
    } else if (Date.parse(executedAt) > Date.parse(context.now) + FUTURE_SLACK_MS) {
      add({ field: fieldOf('time'), code: 'TRADE-004', message: 'A fill cannot be in the future.' });
      ok = false;
    }
  }
  const values: Partial<Record<keyof typeof FILL_LABELS, string>> = {};
  for (const column of Object.keys(FILL_LABELS) as (keyof typeof FILL_LABELS)[]) {
    const code = column === 'quantity' ? 'TRADE-003' : column === 'price' ? 'TRADE-002' : 'VALIDATION-002';
    const read = readNumber(row[column], code, FILL_LABELS[column], column === 'quantity');
    if ('issue' in read) {
      add({ field: fieldOf(column), ...read.issue });
      ok = false;
    } else if (read.value !== null) values[column] = read.value;
    else if (column === 'quantity' || column === 'price') {
      add({
        field: fieldOf(column),
        code: 'VALIDATION-001',
        message: `Enter the ${FILL_LABELS[column]} of the fill.`,
      });
      ok = false;
    }
  }
  if (!ok || !side || executedAt === null || values.quantity === undefined || values.price === undefined)
    return null;
  return {
    id: row.id,
    executedAt,
    side,
    quantity: values.quantity,
    price: values.price,
    commission: values.commission ?? '0',
    fees: values.fees ?? '0',
  };
}

/** The fills the form holds, as the simple mode or the editor has them, each checked. */
function checkFills(
  values: TradeFormValues,
  context: TradeCheckContext,
  collect: Collector,
): FillDraft[] | null {
  if (values.mode === 'executions') {
    if (values.fills.length === 0) {
      collect.add({ field: 'fills', code: 'VALIDATION-001', message: 'Add at least one fill.' });
      return null;
    }
    const fills = values.fills.map((row, index) =>
      checkFillRow(row, context, collect, (column) => fillFieldPath(index, column)),
    );
    const checked = fills.filter((fill): fill is FillDraft => fill !== null);
    return checked.length === fills.length ? checked : null;
  }
  // The simple mode names its fields; an entry without a time is taken as made now.
  const rows = simpleToFillRows(values, () => '');
  const [entryRow, exitRow] = rows;
  if (!entryRow) return null;
  const simpleField =
    (leg: 'entry' | 'exit') =>
    (column: FillColumn): TradeField => {
      if (column === 'time') return leg === 'entry' ? 'entryTime' : 'exitTime';
      if (column === 'price') return leg === 'entry' ? 'entryPrice' : 'exitPrice';
      if (column === 'quantity') return 'quantity';
      if (column === 'side') return 'direction';
      return 'fees';
    };
  if (!oneOf(DIRECTIONS, values.direction)) {
    collect.add({ field: 'direction', code: 'VALIDATION-002', message: 'Choose long or short.' });
    return null;
  }
  const entry = checkFillRow(entryRow, context, collect, simpleField('entry'));
  if (exitRow && exitRow.price.trim() === '')
    collect.add({
      field: 'exitPrice',
      code: 'VALIDATION-001',
      message: 'Enter the exit price, or clear the exit time.',
    });
  const exit =
    exitRow && exitRow.price.trim() !== ''
      ? checkFillRow(exitRow, context, collect, simpleField('exit'))
      : null;
  if (!entry || (exitRow && !exit)) return null;
  if (exit && Date.parse(exit.executedAt) < Date.parse(entry.executedAt)) {
    collect.add({ field: 'exitTime', code: 'TRADE-004', message: 'The exit cannot be before the entry.' });
    return null;
  }
  return exit ? [entry, exit] : [entry];
}

/**
 * The fills alone, checked, for the live preview: null until every fill holds together. A plan
 * has none.
 */
export function checkFormFills(values: TradeFormValues, context: TradeCheckContext): FillDraft[] | null {
  if (values.mode === 'simple' && values.planned) return [];
  const fills = checkFills(values, context, collector());
  return fills === null ? null : timeOrdered(fills);
}

/** Fills in time order, stable for equal instants, as the database orders them. */
function timeOrdered(fills: readonly FillDraft[]): FillDraft[] {
  return fills
    .map((fill, index) => ({ fill, index, at: Date.parse(fill.executedAt) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ fill }) => fill);
}

function asPositionFills(fills: readonly FillDraft[]): PositionFill[] {
  return fills.map((fill) => ({
    at: Date.parse(fill.executedAt),
    side: fill.side,
    quantity: fill.quantity,
    price: fill.price,
  }));
}

/**
 * Checks the whole form. Fills that cross zero or go flat before their last one are not refused:
 * they make more than one trade, which `roundTripsOf` explains and the trader confirms.
 */
export function checkTradeForm(values: TradeFormValues, context: TradeCheckContext): TradeCheck {
  const collect = collector();
  const { add } = collect;

  const assetClass = oneOf(ASSET_CLASSES, values.assetClass);
  if (!assetClass)
    add({
      field: 'assetClass',
      code: 'VALIDATION-002',
      message: 'Choose stock, option, future, forex, crypto or CFD.',
    });
  const symbol = normalizeSymbol(values.symbol, values.assetClass);
  const symbolProblem = symbolIssue(assetClass, symbol);
  if (symbolProblem) add(symbolProblem);

  const multiplierRead = readNumber(values.multiplier, 'VALIDATION-002', 'multiplier', true);
  let multiplier = '1';
  if ('issue' in multiplierRead) add({ field: 'multiplier', ...multiplierRead.issue });
  else multiplier = multiplierRead.value ?? '1';

  const planned = values.mode === 'simple' && values.planned;
  let plan: TradeDraft['plan'] = null;
  let fills: FillDraft[] | null = [];
  if (planned) {
    const direction = oneOf(DIRECTIONS, values.direction);
    if (!direction) add({ field: 'direction', code: 'VALIDATION-002', message: 'Choose long or short.' });
    const entry = readNumber(values.entryPrice, 'TRADE-002', 'entry price', true);
    if ('issue' in entry) add({ field: 'entryPrice', ...entry.issue });
    else if (entry.value === null)
      add({ field: 'entryPrice', code: 'VALIDATION-001', message: 'Enter the planned entry price.' });
    const quantity = readNumber(values.quantity, 'TRADE-003', 'quantity', true);
    if ('issue' in quantity) add({ field: 'quantity', ...quantity.issue });
    if (values.exitPrice.trim() !== '')
      add({
        field: 'exitPrice',
        code: 'TRADE-007',
        message: 'A planned trade has no exit yet: clear the exit or untick Planned.',
      });
    if (direction && 'value' in entry && entry.value !== null && 'value' in quantity)
      plan = { direction, entryPrice: entry.value, quantity: quantity.value };
  } else fills = checkFills(values, context, collect);

  const ordered = fills === null ? null : timeOrdered(fills);
  const steps = ordered === null ? [] : runningPositions(asPositionFills(ordered));
  // The stop and target sit on either side of the first round trip's average entry.
  let averageEntry = plan ? exactOf(plan.entryPrice) : null;
  for (const step of steps) {
    if (step.crossed || step.position.isZero()) break;
    averageEntry = step.averagePrice;
  }
  const first = ordered?.[0];
  const direction: Direction | undefined =
    plan?.direction ?? (first ? (first.side === 'buy' ? 'long' : 'short') : undefined);

  const levels: Partial<Record<'stop' | 'target', string>> = {};
  for (const field of ['stop', 'target'] as const) {
    const read = readNumber(values[field], 'TRADE-002', `${field} price`, true);
    if ('issue' in read) {
      add({ field, ...read.issue });
      continue;
    }
    if (read.value === null) continue;
    levels[field] = read.value;
    if (!direction || !averageEntry) continue;
    const order = exactOf(read.value).cmp(averageEntry);
    const wantBelow = (field === 'stop') === (direction === 'long');
    if (order === 0 || wantBelow !== order < 0)
      add({
        field,
        code: 'TRADE-002',
        message: `For a ${direction} trade the ${field} must be ${wantBelow ? 'below' : 'above'} the entry.`,
      });
  }

  const scores: Partial<Record<'rating' | 'confidence', number>> = {};
  for (const field of ['rating', 'confidence'] as const) {
    const score = readScore(values[field]);
    if (score === 'bad')
      add({ field, code: 'VALIDATION-009', message: 'Choose a whole number from 1 to 5.' });
    else if (score !== null) scores[field] = score;
  }
  const excursions: Partial<Record<'mae' | 'mfe', string>> = {};
  for (const field of ['mae', 'mfe'] as const) {
    const read = readNumber(
      values[field],
      'VALIDATION-002',
      field === 'mae' ? 'adverse excursion' : 'favourable excursion',
      false,
    );
    if ('issue' in read) add({ field, ...read.issue });
    else if (read.value !== null) excursions[field] = read.value;
  }

  const notes = values.notes.trim();
  if (notes.length > MAX_NOTES_LENGTH)
    add({
      field: 'notes',
      code: 'VALIDATION-011',
      message: `Use at most ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters.`,
    });

  if (collect.issues.length > 0 || !assetClass || ordered === null)
    return { ok: false, issues: collect.issues };
  return {
    ok: true,
    draft: {
      accountId: values.accountId === '' ? null : values.accountId,
      symbol,
      assetClass,
      multiplier,
      plan,
      fills: ordered,
      stop: levels.stop ?? null,
      target: levels.target ?? null,
      strategyId: values.strategyId === '' ? null : values.strategyId,
      followedRuleIds: values.strategyId === '' ? [] : values.followedRuleIds,
      tagIds: values.tagIds,
      notes: notes === '' ? null : notes,
      rating: scores.rating ?? null,
      confidence: scores.confidence ?? null,
      mae: excursions.mae ?? null,
      mfe: excursions.mfe ?? null,
    },
  };
}

/** How many trades the fills make: more than one when they cross zero or go flat before the end. */
export function roundTripCount(fills: readonly FillDraft[]): number {
  if (fills.length === 0) return 0;
  const steps = runningPositions(asPositionFills(fills));
  return 1 + steps.filter((step) => step.crossed || step.flatBeforeEnd).length;
}
