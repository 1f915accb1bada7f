import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import type { LogQuery } from './log-query';
import { EXPORT_FILL_COLUMNS, EXPORT_TRADE_COLUMNS, exportFill, exportTrade } from './export-rows';
import type { ExportFill, ExportTrade } from './export-rows';

// rest/v1 answers at most this many rows a request (REST_MAX_ROWS).
const PAGE = 1000;
// Ids travel in the request line, which the server caps at 16 KB: 200 ids are about 7.5 KB.
const ID_CHUNK = 200;

export interface ExportProgress {
  done: number;
  /** How many the view holds, when the server said. */
  total: number | null;
}

interface ReadOptions {
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}

function viewTrades(supabase: SupabaseClient, query: LogQuery, withCount: boolean) {
  const select =
    query.tagId === null ? EXPORT_TRADE_COLUMNS : `${EXPORT_TRADE_COLUMNS},trade_tags!inner(tag_id)`;
  let request = supabase.from('trades').select(select, withCount ? { count: 'exact' } : {});
  for (const condition of query.conditions)
    request = request.filter(condition.column, condition.op, condition.value);
  if (query.search !== null) request = request.or(query.search);
  if (query.tagId !== null) request = request.eq('trade_tags.tag_id', query.tagId);
  return request;
}

/** Every trade of the log's view, in the log's order, read page by page. */
export async function readViewTrades(
  query: LogQuery,
  { signal, onProgress }: ReadOptions,
): Promise<ExportTrade[]> {
  const supabase = await loadSupabase();
  const { column, ascending } = query.order;
  const trades: ExportTrade[] = [];
  let total: number | null = null;
  for (let from = 0; ; from += PAGE) {
    const { data, error, count } = await viewTrades(supabase, query, from === 0)
      .order(column, column === 'opened_at' ? { ascending } : { ascending, nullsFirst: false })
      .order('id')
      .range(from, from + PAGE - 1)
      .abortSignal(signal);
    if (error) throw error;
    if (from === 0) total = count ?? null;
    // The tag filter's embed comes along with each row and is dropped by the schema.
    const rows = z.array(exportTrade).parse(data);
    trades.push(...rows);
    onProgress({ done: trades.length, total });
    if (rows.length < PAGE) return trades;
  }
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let at = 0; at < items.length; at += ID_CHUNK) result.push(items.slice(at, at + ID_CHUNK));
  return result;
}

/** Rows of `table` whose trade is one of `tradeIds`, a chunk of ids at a time, each in pages. */
async function readByTrade<T>(
  table: string,
  columns: string,
  order: readonly string[],
  schema: z.ZodType<T>,
  tradeIds: readonly string[],
  { signal, onProgress }: ReadOptions,
): Promise<T[]> {
  const supabase = await loadSupabase();
  const rows: T[] = [];
  let tradesDone = 0;
  for (const ids of chunks(tradeIds)) {
    for (let from = 0; ; from += PAGE) {
      let request = supabase.from(table).select(columns).in('trade_id', ids);
      for (const column of order) request = request.order(column);
      const { data, error } = await request.range(from, from + PAGE - 1).abortSignal(signal);
      if (error) throw error;
      const page = z.array(schema).parse(data);
      rows.push(...page);
      if (page.length < PAGE) break;
    }
    tradesDone += ids.length;
    onProgress({ done: tradesDone, total: tradeIds.length });
  }
  return rows;
}

const tradeTag = z.object({ trade_id: z.string(), tag_id: z.string() });

/** Each trade's tag ids. */
export async function readTradeTags(
  tradeIds: readonly string[],
  options: ReadOptions,
): Promise<Map<string, string[]>> {
  const rows = await readByTrade(
    'trade_tags',
    'trade_id,tag_id',
    ['trade_id', 'tag_id'],
    tradeTag,
    tradeIds,
    options,
  );
  const byTrade = new Map<string, string[]>();
  for (const row of rows) byTrade.set(row.trade_id, [...(byTrade.get(row.trade_id) ?? []), row.tag_id]);
  return byTrade;
}

/** The fills of the trades given. */
export function readTradeFills(tradeIds: readonly string[], options: ReadOptions): Promise<ExportFill[]> {
  return readByTrade(
    'trade_executions',
    EXPORT_FILL_COLUMNS,
    ['trade_id', 'seq'],
    exportFill,
    tradeIds,
    options,
  );
}
