import { LOG_COLUMNS, type LogColumnId } from './log-columns';

/**
 * The log's filters and sort, read from and written to the URL so a filtered view can be
 * bookmarked and shared between tabs. Unknown or malformed values are ignored, never an error:
 * a hand-edited link still opens the log.
 */
export interface LogFilters {
  from: string;
  to: string;
  account: string;
  symbol: string;
  side: string;
  status: string;
  result: string;
  strategy: string;
  tag: string;
  asset: string;
  rMin: string;
  rMax: string;
  q: string;
  /** Chosen trades, comma-separated ids (a link from a page that names the trades behind a figure). */
  ids: string;
}

export interface LogSort {
  column: LogColumnId;
  ascending: boolean;
}

export type LogFilterKey = keyof LogFilters;

export const EMPTY_FILTERS: LogFilters = {
  from: '',
  to: '',
  account: '',
  symbol: '',
  side: '',
  status: '',
  result: '',
  strategy: '',
  tag: '',
  asset: '',
  rMin: '',
  rMax: '',
  q: '',
  ids: '',
};

export const DEFAULT_SORT: LogSort = { column: 'opened', ascending: false };

export const SIDES = ['long', 'short'] as const;
export const STATUSES = ['planned', 'open', 'closed'] as const;
export const RESULTS = ['win', 'loss', 'breakeven'] as const;
export const ASSET_CLASSES = ['stock', 'option', 'future', 'forex', 'crypto', 'cfd'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^-?\d+(\.\d+)?$/;
/**
 * Most trades an `ids` link names. Every id travels in the request line of the log's queries, which
 * the server caps at 16 KB: 300 ids (about 11 KB) leave room for the other filters.
 */
export const MAX_TRADE_IDS = 300;

/** The valid trade ids of an `ids` value, lower case, each once, in their order, at most MAX_TRADE_IDS. */
export function tradeIdsOf(value: string): string[] {
  const ids = new Set<string>();
  for (const item of value.split(',')) {
    const id = item.trim().toLowerCase();
    if (ID.test(id)) ids.add(id);
    if (ids.size === MAX_TRADE_IDS) break;
  }
  return [...ids];
}

const oneOf =
  (allowed: readonly string[]) =>
  (value: string): boolean =>
    allowed.includes(value);

const VALID: Readonly<Record<LogFilterKey, (value: string) => boolean>> = {
  from: (value) => DAY.test(value),
  to: (value) => DAY.test(value),
  account: (value) => ID.test(value),
  symbol: (value) => value.length <= 32,
  side: oneOf(SIDES),
  status: oneOf(STATUSES),
  result: oneOf(RESULTS),
  strategy: (value) => ID.test(value),
  tag: (value) => ID.test(value),
  asset: oneOf(ASSET_CLASSES),
  rMin: (value) => DECIMAL.test(value),
  rMax: (value) => DECIMAL.test(value),
  q: (value) => value.length <= 200,
  ids: (value) => value !== '',
};

export const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as LogFilterKey[];

export function parseFilters(search: URLSearchParams): LogFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const raw = search.get(key)?.trim() ?? '';
    // A list keeps its valid ids: one mistyped id does not drop the others.
    const value = key === 'ids' ? tradeIdsOf(raw).join(',') : raw;
    if (value !== '' && VALID[key](value)) filters[key] = value;
  }
  return filters;
}

/** `sort=net.asc`: a sortable column and a direction; anything else is the default. */
export function parseSort(search: URLSearchParams): LogSort {
  const [column = '', direction = ''] = (search.get('sort') ?? '').split('.');
  const known = Object.hasOwn(LOG_COLUMNS, column) ? LOG_COLUMNS[column as LogColumnId] : null;
  if (!known || known.sortBy === null || (direction !== 'asc' && direction !== 'desc')) return DEFAULT_SORT;
  return { column: known.id, ascending: direction === 'asc' };
}

export function hasFilters(filters: LogFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

/**
 * The filters and sort as a plain record with only what is set, keys in a fixed order: the query
 * key of a log view and the search string it is written back as.
 */
export function logParams(filters: LogFilters, sort: LogSort): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of FILTER_KEYS) if (filters[key] !== '') params[key] = filters[key];
  if (sort.column !== DEFAULT_SORT.column || sort.ascending !== DEFAULT_SORT.ascending)
    params.sort = `${sort.column}.${sort.ascending ? 'asc' : 'desc'}`;
  return params;
}

/** The search string of `current` with one filter changed (removed when empty). */
export function withParam(current: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value === '') next.delete(key);
  else next.set(key, value);
  return next;
}

/** The next sort when a column header is chosen: a new column starts descending, then flips. */
export function nextSort(current: LogSort, column: LogColumnId): LogSort {
  if (current.column !== column) return { column, ascending: false };
  return { column, ascending: !current.ascending };
}
