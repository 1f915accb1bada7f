import { backtestJournalTrades, type BacktestJournalOptions, type BacktestTrade } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { sessionKeys } from './keys';

/** Saved replay sessions and rule runs (public.backtest_sessions) and their trades in the backtest account. */

export type SessionKind = 'replay' | 'rule';

const jsonObject = z.record(z.string(), z.unknown());

const sessionRow = z.object({
  id: z.string(),
  account_id: z.string(),
  kind: z.enum(['replay', 'rule']),
  name: z.string(),
  series_id: z.string().nullable(),
  symbol: z.string().nullable(),
  timeframe: z.string().nullable(),
  settings: jsonObject,
  results: jsonObject.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export interface BacktestSession {
  id: string;
  accountId: string;
  kind: SessionKind;
  name: string;
  seriesId: string | null;
  symbol: string | null;
  timeframe: string | null;
  settings: Record<string, unknown>;
  results: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS =
  'id, account_id, kind, name, series_id, symbol, timeframe, settings, results, created_at, updated_at';

const toSession = (row: z.infer<typeof sessionRow>): BacktestSession => ({
  id: row.id,
  accountId: row.account_id,
  kind: row.kind,
  name: row.name,
  seriesId: row.series_id,
  symbol: row.symbol,
  timeframe: row.timeframe,
  settings: row.settings,
  results: row.results,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const BACKTEST_ACCOUNT_NAME = 'Backtests';

const accountRow = z.object({ id: z.string(), currency: z.string() });
export type BacktestAccount = z.infer<typeof accountRow>;

/**
 * The trader's backtest account: the first of kind backtest, or a new "Backtests" one. Its trades
 * stay out of live statistics and are studied by choosing it in the account filter.
 */
export async function ensureBacktestAccount(currency = 'USD'): Promise<BacktestAccount> {
  const supabase = await loadSupabase();
  const found = await supabase
    .from('accounts')
    .select('id, currency')
    .eq('kind', 'backtest')
    .order('created_at')
    .limit(1);
  if (found.error) throw found.error;
  const [first] = z.array(accountRow).parse(found.data);
  if (first !== undefined) return first;
  const created = await supabase
    .from('accounts')
    .insert({ name: BACKTEST_ACCOUNT_NAME, kind: 'backtest', currency, starting_balance: '100000' })
    .select('id, currency')
    .single();
  if (created.error) throw created.error;
  return accountRow.parse(created.data);
}

export async function listSessions(): Promise<BacktestSession[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('backtest_sessions')
    .select(COLUMNS)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return z.array(sessionRow).parse(data).map(toSession);
}

export function sessionsListQuery(userId: string) {
  return queryOptions({ queryKey: sessionKeys.list(userId), queryFn: listSessions, staleTime: 0 });
}

export async function getSession(id: string): Promise<BacktestSession> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('backtest_sessions').select(COLUMNS).eq('id', id).single();
  if (error) throw error;
  return toSession(sessionRow.parse(data));
}

export function sessionQuery(userId: string, id: string) {
  return queryOptions({ queryKey: sessionKeys.detail(userId, id), queryFn: () => getSession(id) });
}

export interface NewSession {
  kind: SessionKind;
  name: string;
  seriesId: string | null;
  symbol: string | null;
  timeframe: string | null;
  settings: Record<string, unknown>;
  results?: Record<string, unknown> | null;
  /** The backtest account; found or created when left out. */
  accountId?: string;
}

export async function createSession(session: NewSession): Promise<BacktestSession> {
  const accountId = session.accountId ?? (await ensureBacktestAccount()).id;
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('backtest_sessions')
    .insert({
      account_id: accountId,
      kind: session.kind,
      name: session.name.trim(),
      series_id: session.seriesId,
      symbol: session.symbol,
      timeframe: session.timeframe,
      settings: session.settings,
      results: session.results ?? null,
    })
    .select(COLUMNS)
    .single();
  if (error) throw error;
  return toSession(sessionRow.parse(data));
}

export interface SessionChange {
  name?: string;
  settings?: Record<string, unknown>;
  results?: Record<string, unknown> | null;
}

export async function updateSession(id: string, change: SessionChange): Promise<void> {
  const supabase = await loadSupabase();
  const columns: Record<string, unknown> = {};
  if (change.name !== undefined) columns['name'] = change.name.trim();
  if (change.settings !== undefined) columns['settings'] = change.settings;
  if (change.results !== undefined) columns['results'] = change.results;
  const { error } = await supabase.from('backtest_sessions').update(columns).eq('id', id);
  if (error) throw error;
}

export type SessionTradeOptions = Omit<BacktestJournalOptions, 'accountId'>;

/** save_trades takes a few hundred trades a call comfortably; a long run is saved in batches. */
const BATCH = 500;

/**
 * Saves a run's trades into the session's backtest account through rpc/save_backtest_trades, which
 * refuses a session or account that is not the trader's backtest one. Returns the trade ids in order.
 */
export async function saveSessionTrades(
  sessionId: string,
  trades: readonly BacktestTrade[],
  options: SessionTradeOptions,
): Promise<string[]> {
  const supabase = await loadSupabase();
  const session = await supabase.from('backtest_sessions').select('account_id').eq('id', sessionId).single();
  if (session.error) throw session.error;
  const accountId = z.object({ account_id: z.string() }).parse(session.data).account_id;
  const rows = backtestJournalTrades(trades, { ...options, accountId });
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const { data, error } = await supabase.rpc('save_backtest_trades', {
      session_id: sessionId,
      trades: rows.slice(start, start + BATCH),
    });
    if (error) throw error;
    ids.push(...z.array(z.string()).parse(data));
  }
  return ids;
}

/** Deletes the session; the database deletes its trades with it (and nothing else). */
export async function deleteSession(id: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('backtest_sessions').delete().eq('id', id);
  if (error) throw error;
}

/** How many trades a session holds, for the question asked before deleting it. */
export async function sessionTradeCount(id: string): Promise<number> {
  const supabase = await loadSupabase();
  const { count, error } = await supabase
    .from('trades')
    .select('id', { count: 'exact', head: true })
    .eq('backtest_session_id', id);
  if (error) throw error;
  return count ?? 0;
}
