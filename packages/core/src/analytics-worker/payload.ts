// The answer of rpc/analytics_journal read into the engine's input. Every field is checked: an
// answer that is not the journal the pages expect is refused whole (DASHBOARD-001), so a figure is
// never computed on a silently partial journal.
import { parseInstant } from '../analytics/instant.ts';
import type { FxRate } from '../analytics/currency.ts';
import type { AnalyticsTag, AnalyticsTrade, CashFlow } from '../analytics/types.ts';
import { WEEKDAYS, zoneClock, type Weekday } from '../analytics/zone-clock.ts';
import type { AccountInfo, NamedItem, TagInfo } from './contract.ts';
import { malformedJournal } from './errors.ts';

/** A deposit or withdrawal, with the account it moved and that account's currency. */
export interface AccountCashFlow extends CashFlow {
  accountId: string;
  currency: string;
}

export interface AnalyticsJournal {
  timeZone: string;
  baseCurrency: string;
  weekStartsOn: Weekday;
  accounts: AccountInfo[];
  strategies: NamedItem[];
  tags: TagInfo[];
  fxRates: FxRate[];
  /** In time order. */
  cashFlows: AccountCashFlow[];
  /** Closed ones in exit order, open ones last. */
  trades: AnalyticsTrade[];
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, where: string): Fields {
  if (!isFields(value)) throw malformedJournal(`${where} is not an object`);
  return value;
}

function array(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw malformedJournal(`${where} is not a list`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string') throw malformedJournal(`${where} is not a text`);
  return value;
}

function finite(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw malformedJournal(`${where} is not a number`);
  return value;
}

function instant(value: unknown, where: string): string {
  const time = text(value, where);
  if (!Number.isFinite(parseInstant(time))) throw malformedJournal(`${where} is not an instant`);
  return time;
}

function index(value: unknown, length: number, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= length)
    throw malformedJournal(`${where} does not point at one of the ${length} listed`);
  return value;
}

const CURRENCY = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d\d-\d\d$/;
const PAIR = /^[A-Z]{6}$/;

function currency(value: unknown, where: string): string {
  const code = text(value, where);
  if (!CURRENCY.test(code)) throw malformedJournal(`${where} is not a currency code`);
  return code;
}

function timeZoneOf(value: unknown): string {
  const zone = text(value, 'timezone');
  try {
    zoneClock(zone);
  } catch {
    throw malformedJournal(`${zone} is not a time zone`);
  }
  return zone;
}

function accountsOf(value: unknown): AccountInfo[] {
  return array(value, 'accounts').map((raw, i) => {
    const where = `accounts[${i}]`;
    const account = object(raw, where);
    const closed = account.closed;
    if (typeof closed !== 'boolean') throw malformedJournal(`${where}.closed is not true or false`);
    return {
      id: text(account.id, `${where}.id`),
      name: text(account.name, `${where}.name`),
      currency: currency(account.currency, `${where}.currency`),
      kind: text(account.kind, `${where}.kind`),
      closed,
      equityAtStart: finite(account.equity_at_start, `${where}.equity_at_start`),
      breakEvenTolerance: finite(account.break_even_tolerance, `${where}.break_even_tolerance`),
    };
  });
}

function namedOf(value: unknown, where: string): NamedItem[] {
  return array(value, where).map((raw, i) => {
    const item = object(raw, `${where}[${i}]`);
    return { id: text(item.id, `${where}[${i}].id`), name: text(item.name, `${where}[${i}].name`) };
  });
}

function tagsOf(value: unknown): TagInfo[] {
  return array(value, 'tags').map((raw, i) => {
    const where = `tags[${i}]`;
    const tag = object(raw, where);
    return {
      id: text(tag.id, `${where}.id`),
      name: text(tag.name, `${where}.name`),
      group: text(tag.group, `${where}.group`),
      color: tag.color === null || tag.color === undefined ? null : text(tag.color, `${where}.color`),
    };
  });
}

function ratesOf(value: unknown): FxRate[] {
  return array(value, 'fx_rates').map((raw, i) => {
    const where = `fx_rates[${i}]`;
    const rate = object(raw, where);
    const pair = text(rate.pair, `${where}.pair`);
    const date = text(rate.date, `${where}.date`);
    const amount = finite(rate.rate, `${where}.rate`);
    if (!PAIR.test(pair) || pair.slice(0, 3) === pair.slice(3))
      throw malformedJournal(`${where}.pair is not a pair`);
    if (!DAY.test(date)) throw malformedJournal(`${where}.date is not a date`);
    if (!(amount > 0)) throw malformedJournal(`${where}.rate is not above 0`);
    return { pair, date, rate: amount };
  });
}

function cashFlowsOf(value: unknown, accounts: readonly AccountInfo[]): AccountCashFlow[] {
  return array(value, 'cash_flows').map((raw, i) => {
    const where = `cash_flows[${i}]`;
    const flow = object(raw, where);
    const account = accounts[index(flow.account, accounts.length, `${where}.account`)];
    if (account === undefined) throw malformedJournal(`${where}.account is missing`);
    return {
      accountId: account.id,
      currency: account.currency,
      time: instant(flow.time, `${where}.time`),
      amount: finite(flow.amount, `${where}.amount`),
    };
  });
}

const TRADE_COLUMNS = [
  'id',
  'symbol',
  'opened_at',
  'closed_at',
  'net_pnl',
  'gross_pnl',
  'costs',
  'initial_risk',
  'r_multiple',
  'account',
  'strategy',
  'asset_class',
  'side',
  'quantity',
  'entry_price',
  'multiplier',
  'mae',
  'mfe',
  'tags',
] as const;

/** Columns a journal written before them may lack: a missing one reads as empty for every trade. */
const OPTIONAL_TRADE_COLUMNS = ['followed_rule_ids'] as const;

type Column = (typeof TRADE_COLUMNS)[number] | (typeof OPTIONAL_TRADE_COLUMNS)[number];

interface TradeContext {
  accounts: readonly AccountInfo[];
  strategies: readonly NamedItem[];
  tags: readonly AnalyticsTag[];
}

type Columns = Record<Column, unknown[]>;

// A 100k-trade journal is read cell by cell: the place of a bad cell is only put into words when
// one is found, and every trade object gets the same fields in the same order (one shape).
const badCell = (name: Column, i: number, problem: string) =>
  malformedJournal(`trades.${name}[${i}] ${problem}`);

// Each cell is passed in already read (`columns.net_pnl[i]`): a property named in the code, not
// looked up by a variable name, a million times.
function numberCell(value: unknown, name: Column, i: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badCell(name, i, 'is not a number');
  return value;
}

function numberOrNullCell(value: unknown, name: Column, i: number): number | null {
  return value === null ? null : numberCell(value, name, i);
}

function textCell(value: unknown, name: Column, i: number): string {
  if (typeof value !== 'string') throw badCell(name, i, 'is not a text');
  return value;
}

function instantCell(value: unknown, name: Column, i: number): string {
  const time = textCell(value, name, i);
  if (!Number.isFinite(parseInstant(time))) throw badCell(name, i, 'is not an instant');
  return time;
}

function indexCell(value: unknown, name: Column, i: number, length: number): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= length)
    throw badCell(name, i, `does not point at one of the ${length} listed`);
  return value;
}

function tradesOf(value: unknown, context: TradeContext): AnalyticsTrade[] {
  const table = object(value, 'trades');
  const columns = {} as Columns;
  let count = -1;
  for (const name of TRADE_COLUMNS) {
    const column = array(table[name], `trades.${name}`);
    if (count === -1) count = column.length;
    else if (column.length !== count)
      throw malformedJournal(`trades.${name} has ${column.length} entries where trades.id has ${count}`);
    columns[name] = column;
  }
  for (const name of OPTIONAL_TRADE_COLUMNS) {
    const raw = table[name];
    const column = raw === undefined ? new Array<unknown>(count).fill(null) : array(raw, `trades.${name}`);
    if (column.length !== count)
      throw malformedJournal(`trades.${name} has ${column.length} entries where trades.id has ${count}`);
    columns[name] = column;
  }
  const trades = new Array<AnalyticsTrade>(count);
  for (let i = 0; i < count; i++) trades[i] = tradeAt(columns, i, context);
  return trades;
}

function tagsAt(columns: Columns, i: number, tags: readonly AnalyticsTag[]): AnalyticsTag[] | undefined {
  const cell = columns.tags[i];
  if (cell === null) return undefined;
  if (!Array.isArray(cell)) throw badCell('tags', i, 'is not a list');
  return cell.map((tagIndex: unknown) => {
    const tag = typeof tagIndex === 'number' ? tags[tagIndex] : undefined;
    if (tag === undefined || !Number.isInteger(tagIndex))
      throw badCell('tags', i, 'does not point at a listed tag');
    return tag;
  });
}

// Most trades follow no playbook: they share one empty list instead of 100k of their own.
const NO_RULES: readonly string[] = Object.freeze([]);

function followedRulesAt(columns: Columns, i: number): readonly string[] {
  const cell = columns.followed_rule_ids[i];
  if (cell === null || cell === undefined) return NO_RULES;
  if (!Array.isArray(cell)) throw badCell('followed_rule_ids', i, 'is not a list');
  const ids: unknown[] = cell;
  if (!ids.every((id): id is string => typeof id === 'string'))
    throw badCell('followed_rule_ids', i, 'holds a rule id that is not a text');
  return ids.length === 0 ? NO_RULES : ids;
}

function tradeAt(c: Columns, i: number, context: TradeContext): AnalyticsTrade {
  const closedCell = c.closed_at[i];
  const closedAt = closedCell === null ? null : instantCell(closedCell, 'closed_at', i);
  // An open trade has no result yet: its money may be null and counts nowhere.
  const money = (value: unknown, name: Column): number =>
    closedAt === null && value === null ? 0 : numberCell(value, name, i);
  const accountIndex = indexCell(c.account[i], 'account', i, context.accounts.length);
  const account = accountIndex === null ? undefined : context.accounts[accountIndex];
  const strategyIndex = indexCell(c.strategy[i], 'strategy', i, context.strategies.length);
  const side = c.side[i];
  if (side !== 'long' && side !== 'short' && side !== null)
    throw badCell('side', i, 'is neither long nor short');
  const quantity = numberOrNullCell(c.quantity[i], 'quantity', i);
  const entryPrice = numberOrNullCell(c.entry_price[i], 'entry_price', i);
  const multiplier = numberOrNullCell(c.multiplier[i], 'multiplier', i) ?? 1;
  return {
    id: textCell(c.id[i], 'id', i),
    symbol: textCell(c.symbol[i], 'symbol', i),
    openedAt: instantCell(c.opened_at[i], 'opened_at', i),
    closedAt,
    netPnl: money(c.net_pnl[i], 'net_pnl'),
    grossPnl: money(c.gross_pnl[i], 'gross_pnl'),
    costs: money(c.costs[i], 'costs'),
    initialRisk: numberOrNullCell(c.initial_risk[i], 'initial_risk', i),
    rMultiple: numberOrNullCell(c.r_multiple[i], 'r_multiple', i),
    accountId: account?.id,
    strategyId: strategyIndex === null ? null : (context.strategies[strategyIndex]?.id ?? null),
    assetClass: textCell(c.asset_class[i], 'asset_class', i),
    side: side ?? undefined,
    tags: tagsAt(c, i, context.tags),
    quantity: quantity ?? undefined,
    positionSize:
      quantity !== null && entryPrice !== null ? Math.abs(entryPrice * quantity * multiplier) : null,
    currency: account?.currency,
    breakEvenTolerance:
      account === undefined || account.breakEvenTolerance === 0 ? undefined : account.breakEvenTolerance,
    entryPrice: entryPrice ?? undefined,
    multiplier,
    mae: numberOrNullCell(c.mae[i], 'mae', i),
    mfe: numberOrNullCell(c.mfe[i], 'mfe', i),
    followedRuleIds: followedRulesAt(c, i),
  };
}

/**
 * The journal of one filter from the rpc's answer: trades carry their account's currency, their
 * tags by name and group, and their account's break-even tolerance when it is not 0.
 */
export function decodeAnalyticsPayload(json: unknown): AnalyticsJournal {
  const payload = object(json, 'The answer');
  if (payload.version !== 1) throw malformedJournal(`version ${String(payload.version)} is not 1`);
  const accounts = accountsOf(payload.accounts);
  const strategies = namedOf(payload.strategies, 'strategies');
  const tags = tagsOf(payload.tags);
  const engineTags: AnalyticsTag[] = tags.map(({ id, name, group }) => ({ id, name, group }));
  const weekStart = payload.week_starts_on;
  return {
    timeZone: timeZoneOf(payload.timezone),
    baseCurrency: currency(payload.base_currency, 'base_currency'),
    weekStartsOn: (WEEKDAYS as readonly unknown[]).includes(weekStart) ? (weekStart as Weekday) : 'Mon',
    accounts,
    strategies,
    tags,
    fxRates: ratesOf(payload.fx_rates),
    cashFlows: cashFlowsOf(payload.cash_flows, accounts),
    trades: tradesOf(payload.trades, { accounts, strategies, tags: engineTags }),
  };
}
