import type { SupabaseClient } from '@supabase/supabase-js';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import type { LogQuery } from '../lib/log-query';
import { reduceTotals, type LogTotals, type TotalsGroup } from '../lib/log-totals';
import { tradeKeys, type LogParams } from './keys';

export const LOG_PAGE_SIZE = 100;
// rest/v1 answers at most this many rows a request (REST_MAX_ROWS).
const MAX_ROWS = 1000;

// Every numeric comes back as text: numeric over JSON would be a double and could lose digits.
const ROW_COLUMNS = [
  'id',
  'symbol',
  'side',
  'status',
  'result',
  'asset_class',
  'account_id',
  'strategy_id',
  'currency',
  'is_sample',
  'opened_at',
  'closed_at',
  'rating',
  'quantity:quantity::text',
  'entry:entry_price::text',
  'exit:exit_price::text',
  'net:net_pnl::text',
  'gross:gross_pnl::text',
  'costs:fees::text',
  'return:return_pct::text',
  'r:r_multiple::text',
  'holding:holding_ms::text',
].join(',');

const text = z.string().nullable();

const logRow = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.string(),
  status: z.string(),
  result: text,
  asset_class: text,
  account_id: text,
  strategy_id: text,
  currency: text,
  is_sample: z.boolean().nullable(),
  opened_at: text,
  closed_at: text,
  rating: z.number().nullable(),
  quantity: text,
  entry: text,
  exit: text,
  net: text,
  gross: text,
  costs: text,
  return: text,
  r: text,
  holding: text,
});

export type LogRow = z.infer<typeof logRow>;

export interface LogPage {
  rows: LogRow[];
}

/**
 * The trader's backtest accounts while no account is chosen: their trades are studied by choosing
 * the account and never mix with the live journal's rows and totals (the analytics engine's rule).
 */
async function backtestAccountIds(
  supabase: SupabaseClient,
  query: LogQuery,
  signal: AbortSignal,
): Promise<string[]> {
  if (query.conditions.some((condition) => condition.column === 'account_id')) return [];
  const { data, error } = await supabase
    .from('accounts')
    .select('id')
    .eq('kind', 'backtest')
    .abortSignal(signal);
  if (error) throw error;
  return z
    .array(z.object({ id: z.string() }))
    .parse(data)
    .map((row) => row.id);
}

function filteredTrades(
  supabase: SupabaseClient,
  columns: string,
  query: LogQuery,
  leftOut: readonly string[],
) {
  const select = query.tagId === null ? columns : `${columns},trade_tags!inner(tag_id)`;
  let request = supabase.from('trades').select(select);
  for (const condition of query.conditions)
    request = request.filter(condition.column, condition.op, condition.value);
  if (leftOut.length > 0) request = request.or(`account_id.is.null,account_id.not.in.(${leftOut.join(',')})`);
  if (query.search !== null) request = request.or(query.search);
  if (query.tagId !== null) request = request.eq('trade_tags.tag_id', query.tagId);
  return request;
}

/**
 * One page of a view of the log, by position, so the list can jump anywhere in a long journal
 * without reading the pages before. How many trades the view holds comes with its totals, so the
 * first rows do not wait for the database to count. The open date sorts with the database's default null order
 * (planned trades, never opened, first when the latest are first), which a plain index serves;
 * other columns put unknown values last.
 */
export function logPageQuery(userId: string, params: LogParams, query: LogQuery, page: number) {
  return queryOptions({
    queryKey: tradeKeys.list(userId, { ...params, page: String(page) }),
    // A view left before its rows arrive is not waited for.
    queryFn: async ({ signal }): Promise<LogPage> => {
      const supabase = await loadSupabase();
      const from = page * LOG_PAGE_SIZE;
      const { column, ascending } = query.order;
      const leftOut = await backtestAccountIds(supabase, query, signal);
      const { data, error } = await filteredTrades(supabase, ROW_COLUMNS, query, leftOut)
        .order(column, column === 'opened_at' ? { ascending } : { ascending, nullsFirst: false })
        .order('id')
        .range(from, from + LOG_PAGE_SIZE - 1)
        .abortSignal(signal);
      if (error) throw error;
      return { rows: z.array(logRow).parse(data) };
    },
    staleTime: 30_000,
  });
}

const totalsGroup = z.object({
  currency: text,
  result: text,
  trades: z.coerce.number(),
  net: text,
  r: text,
  rn: z.coerce.number(),
});

const taggedRow = z.object({ currency: text, result: text, net: text, r: text });

async function taggedGroups(
  supabase: SupabaseClient,
  query: LogQuery,
  leftOut: readonly string[],
  signal: AbortSignal,
): Promise<TotalsGroup[]> {
  // Aggregates cannot be combined with the inner embed that filters by tag, so the few columns
  // the totals need are read in the largest pages rest/v1 serves and added up here, exactly.
  const groups: TotalsGroup[] = [];
  for (let from = 0; ; from += MAX_ROWS) {
    const { data, error } = await filteredTrades(
      supabase,
      'currency,result,net:net_pnl::text,r:r_multiple::text',
      query,
      leftOut,
    )
      .order('id')
      .range(from, from + MAX_ROWS - 1)
      .abortSignal(signal);
    if (error) throw error;
    const rows = z.array(taggedRow).parse(data);
    for (const row of rows)
      groups.push({ currency: row.currency, result: row.result, trades: 1, net: row.net, r: row.r });
    if (rows.length < MAX_ROWS) return groups;
  }
}

/** Totals of the whole filtered view, added up by the database. */
export function logTotalsQuery(userId: string, params: LogParams, query: LogQuery) {
  return queryOptions({
    queryKey: tradeKeys.totals(userId, params),
    queryFn: async ({ signal }): Promise<LogTotals> => {
      const supabase = await loadSupabase();
      const leftOut = await backtestAccountIds(supabase, query, signal);
      const told = { backtestAccounts: leftOut.length };
      if (query.tagId !== null)
        return { ...reduceTotals(await taggedGroups(supabase, query, leftOut, signal)), ...told };
      const { data, error } = await filteredTrades(
        supabase,
        'currency,result,trades:count(),net:net_pnl.sum()::text,r:r_multiple.sum()::text,rn:r_multiple.count()',
        query,
        leftOut,
      ).abortSignal(signal);
      if (error) throw error;
      const groups = z
        .array(totalsGroup)
        .parse(data)
        .map(({ rn, ...group }) => ({ ...group, rTrades: rn }));
      return { ...reduceTotals(groups), ...told };
    },
    staleTime: 30_000,
  });
}

/** How many sample trades the journal holds (marked rows of "Try it with sample data"). */
export function sampleCountQuery(userId: string) {
  return queryOptions({
    queryKey: tradeKeys.sample(userId),
    queryFn: async (): Promise<number> => {
      const supabase = await loadSupabase();
      const { count, error } = await supabase
        .from('trades')
        .select('id', { count: 'exact', head: true })
        .eq('is_sample', true);
      if (error) throw error;
      return count ?? 0;
    },
  });
}

export async function setArchived(ids: readonly string[], archivedAt: string | null): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('trades')
    .update({ archived_at: archivedAt })
    .in('id', [...ids]);
  if (error) throw error;
}

/** Adds one tag to every trade given; trades that already carry it are left as they are. */
export async function addTag(ids: readonly string[], tagId: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('trade_tags').upsert(
    ids.map((id) => ({ trade_id: id, tag_id: tagId })),
    { onConflict: 'trade_id,tag_id,user_id', ignoreDuplicates: true },
  );
  if (error) throw error;
}
