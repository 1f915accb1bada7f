/** The request, parsed and not yet checked against the schema cache. */

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column reference with an optional JSON path: `data->a->>b`. */
export interface Field {
  name: string;
  json: JsonStep[];
}

export type AggregateFn = 'count' | 'sum' | 'avg' | 'max' | 'min';

export interface ColumnItem {
  kind: 'column';
  field: Field;
  alias?: string;
  cast?: string;
  aggregate?: AggregateFn;
  aggregateCast?: string;
}

export interface StarItem {
  kind: 'star';
}

/** `count()` with no column. */
export interface CountItem {
  kind: 'count';
  alias?: string;
  cast?: string;
}

export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  join: 'left' | 'inner';
  spread: boolean;
  select: SelectItem[];
}

export type SelectItem = ColumnItem | StarItem | CountItem | EmbedItem;

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];
export const QUANTIFIABLE = new Set<Operator>([
  'eq',
  'like',
  'ilike',
  'gt',
  'gte',
  'lt',
  'lte',
  'match',
  'imatch',
]);
export const FTS_OPERATORS = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);

/** `[not.]op[(modifier)].value` applied to a field. */
export interface Condition {
  kind: 'condition';
  field: Field;
  negate: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  /** fts language configuration: `fts(english).cat`. */
  config?: string;
  /** Scalar operand; for `in`, the list. */
  value: string;
  list?: string[];
}

export interface LogicNode {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Array<LogicNode | Condition>;
}

/** Filtering an embedded resource's presence: `rel=is.null` / `rel=not.is.null`. */
export interface EmbedNullFilter {
  kind: 'embed-null';
  embed: string;
  isNull: boolean;
}

export type Filter = LogicNode | Condition;

export interface OrderTerm {
  /** Set for `rel(col)` terms: order by a to-one embed's column. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Filters and modifiers addressed to one level of the embedding tree (path [] = top level). */
export interface LevelModifiers {
  filters: Filter[];
  embedNull: EmbedNullFilter[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** Keyed by the embed path joined with '.', '' for the top level. */
  levels: Map<string, LevelModifiers>;
  columns?: string[];
  onConflict?: string[];
  /** Query parameters that are not reserved and not filters (RPC arguments on GET). */
  rest: Array<[string, string]>;
}
