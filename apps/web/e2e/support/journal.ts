import type { AnalyticsTrade } from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from './backend';
import type { TestUser } from './users';

// The server's test seeder writes a generated journal through the same APIs the app uses; the
// browser tests share it rather than keep a second copy.
export { seedDemoJournal, type SeededJournal } from '../../../../packages/server/test/support/demo-journal';

/** A supabase-js client in Node signed in as the user, for seeding and reading back through the API. */
export async function signedInClient(backend: Backend, user: TestUser): Promise<SupabaseClient> {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return client;
}

interface TradeRow {
  id: string;
  symbol: string;
  opened_at: string;
  closed_at: string | null;
  net_pnl: string | null;
  gross_pnl: string | null;
  fees: string | null;
  initial_risk: string | null;
  r_multiple: string | null;
  account_id: string;
  strategy_id: string | null;
  asset_class: string;
  side: 'long' | 'short';
  quantity: string;
  currency: string;
  trade_tags: { tags: { id: string; name: string; tag_group: string } | null }[];
}

const PAGE = 1000;
const number = (text: string | null): number => (text === null ? 0 : Number(text));
const orNull = (text: string | null): number | null => (text === null ? null : Number(text));

/**
 * Every traded (not planned) trade of the signed-in user as the analytics engine reads it, read
 * from the tables page by page — independently of the analytics rpc, so a test can compare what a
 * page shows with the engine run on the database's own rows.
 */
export async function readAnalyticsTrades(client: SupabaseClient): Promise<AnalyticsTrade[]> {
  const trades: AnalyticsTrade[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from('trades')
      .select(
        'id, symbol, opened_at, closed_at, net_pnl::text, gross_pnl::text, fees::text, initial_risk::text, ' +
          'r_multiple::text, account_id, strategy_id, asset_class, side, quantity::text, currency, ' +
          'trade_tags(tags(id, name, tag_group))',
      )
      .neq('status', 'planned')
      .order('id')
      .range(from, from + PAGE - 1)
      .overrideTypes<TradeRow[], { merge: false }>();
    if (error) throw error;
    for (const row of data) {
      trades.push({
        id: row.id,
        symbol: row.symbol,
        openedAt: row.opened_at,
        closedAt: row.closed_at,
        netPnl: number(row.net_pnl),
        grossPnl: number(row.gross_pnl),
        costs: number(row.fees),
        initialRisk: orNull(row.initial_risk),
        rMultiple: orNull(row.r_multiple),
        accountId: row.account_id,
        strategyId: row.strategy_id,
        assetClass: row.asset_class,
        side: row.side,
        quantity: Number(row.quantity),
        currency: row.currency,
        tags: row.trade_tags.flatMap(({ tags }) =>
          tags === null ? [] : [{ id: tags.id, name: tags.name, group: tags.tag_group }],
        ),
      });
    }
    if (data.length < PAGE) return trades;
  }
}

/** A new account of the signed-in user; its id. */
export async function addAccount(
  client: SupabaseClient,
  name: string,
  currency: string,
  startingBalance = '10000',
): Promise<string> {
  const { data, error } = await client
    .from('accounts')
    .insert({ name, currency, starting_balance: startingBalance })
    .select('id')
    .single<{ id: string }>();
  if (error) throw error;
  return data.id;
}

/** The trader's time zone (profiles.timezone), in which every analytics day is told. */
export async function setTimeZone(client: SupabaseClient, userId: string, timeZone: string): Promise<void> {
  const { error } = await client.from('profiles').update({ timezone: timeZone }).eq('user_id', userId);
  if (error) throw error;
}
