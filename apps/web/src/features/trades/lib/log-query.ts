import { LOG_COLUMNS } from './log-columns';
import type { LogFilters, LogSort } from './log-params';
import { zonedDayStart } from './log-zone';

/** One rest/v1 filter: `column=op.value`. */
export interface LogCondition {
  column: string;
  op: string;
  value: string;
}

/**
 * What the database is asked for one view of the log. The tag filter needs an inner embed of
 * trade_tags, which rest/v1 cannot combine with aggregates, so it is kept apart (`tagId`) for the
 * totals to take another way.
 */
export interface LogQuery {
  conditions: LogCondition[];
  /** A PostgREST `or=(...)` tree for the text search, or null. */
  search: string | null;
  tagId: string | null;
  order: { column: string; ascending: boolean };
}

// Characters with a meaning in a PostgREST logic tree or a LIKE pattern: a search for them would
// match something else than what was typed.
const SEARCH_NOISE = /["\\*%(),]/g;

export function describeLogQuery(
  filters: LogFilters,
  sort: LogSort,
  { archived, zone }: { archived: boolean; zone: string },
): LogQuery {
  const conditions: LogCondition[] = [
    { column: 'archived_at', op: archived ? 'not.is' : 'is', value: 'null' },
  ];
  const add = (column: string, op: string, value: string) => {
    if (value !== '') conditions.push({ column, op, value });
  };
  add('opened_at', 'gte', (filters.from && zonedDayStart(filters.from, zone)) || '');
  add('opened_at', 'lt', (filters.to && zonedDayStart(filters.to, zone, 1)) || '');
  add('account_id', 'eq', filters.account);
  const symbol = filters.symbol.replace(SEARCH_NOISE, '').trim().toUpperCase();
  add('symbol', 'ilike', symbol === '' ? '' : `${symbol}*`);
  add('side', 'eq', filters.side);
  add('status', 'eq', filters.status);
  add('result', 'eq', filters.result);
  add('strategy_id', 'eq', filters.strategy);
  add('asset_class', 'eq', filters.asset);
  add('r_multiple', 'gte', filters.rMin);
  add('r_multiple', 'lte', filters.rMax);
  add('id', 'in', filters.ids === '' ? '' : `(${filters.ids})`);
  const text = filters.q.replace(SEARCH_NOISE, ' ').trim();
  const search = text === '' ? null : `symbol.ilike."*${text}*",notes.ilike."*${text}*"`;
  const sortBy = LOG_COLUMNS[sort.column].sortBy ?? 'opened_at';
  return {
    conditions,
    search,
    tagId: filters.tag === '' ? null : filters.tag,
    order: { column: sortBy, ascending: sort.ascending },
  };
}
