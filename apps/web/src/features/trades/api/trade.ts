import type { InstrumentOverride } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { tradeKeys } from './keys';

// Numerics come back as text (aliases with ::text): over JSON they would be doubles and could lose
// digits. The derived columns are the database's, kept by its triggers (decision 0012).
const TRADE_COLUMNS = [
  'id',
  'account_id',
  'symbol',
  'asset_class',
  'multiplier:multiplier::text',
  'currency',
  'side',
  'status',
  'entry_price:entry_price::text',
  'exit_price:exit_price::text',
  'quantity:quantity::text',
  'closed_quantity:closed_quantity::text',
  'open_quantity:open_quantity::text',
  'fees:fees::text',
  'gross_pnl:gross_pnl::text',
  'net_pnl:net_pnl::text',
  'return_pct:return_pct::text',
  'initial_risk:initial_risk::text',
  'r_multiple:r_multiple::text',
  'planned_r:planned_r::text',
  'holding_ms:holding_ms::text',
  'result',
  'fill_count',
  'opened_at',
  'closed_at',
  'stop_price:stop_price::text',
  'target_price:target_price::text',
  'strategy_id',
  'followed_rule_ids',
  'notes',
  'rating',
  'confidence',
  'mae:mae::text',
  'mfe:mfe::text',
  'archived_at',
  'is_sample',
  'trade_executions(id, executed_at, side, quantity:quantity::text, price:price::text, commission:commission::text, fees:fees::text, seq)',
  'trade_tags(tag_id)',
  'trade_attachments(id, object_path, file_name, content_type, size_bytes, caption, position)',
].join(', ');

const text = z.string().nullable();

const executionRow = z.object({
  id: z.string(),
  executed_at: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.string(),
  price: z.string(),
  commission: z.string(),
  fees: z.string(),
  seq: z.union([z.number(), z.string()]),
});

const attachmentRow = z.object({
  id: z.string(),
  object_path: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.union([z.number(), z.string()]).transform(Number),
  caption: z.string().nullable(),
  position: z.number().nullable(),
});

const tradeRow = z.object({
  id: z.string(),
  account_id: z.string().nullable(),
  symbol: z.string(),
  asset_class: z.string(),
  multiplier: z.string(),
  currency: text,
  side: z.enum(['long', 'short']),
  status: z.enum(['planned', 'open', 'closed']),
  entry_price: text,
  exit_price: text,
  quantity: text,
  closed_quantity: text,
  open_quantity: text,
  fees: text,
  gross_pnl: text,
  net_pnl: text,
  return_pct: text,
  initial_risk: text,
  r_multiple: text,
  planned_r: text,
  holding_ms: text,
  result: z.enum(['win', 'loss', 'breakeven']).nullable(),
  fill_count: z.number().nullable(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  stop_price: text,
  target_price: text,
  strategy_id: z.string().nullable(),
  followed_rule_ids: z.array(z.string()).nullable(),
  notes: z.string().nullable(),
  rating: z.number().nullable(),
  confidence: z.number().nullable(),
  mae: text,
  mfe: text,
  archived_at: z.string().nullable(),
  is_sample: z.boolean(),
  trade_executions: z.array(executionRow),
  trade_tags: z.array(z.object({ tag_id: z.string() })),
  trade_attachments: z.array(attachmentRow),
});

export type TradeExecutionRow = z.infer<typeof executionRow>;
export type TradeAttachmentRow = z.infer<typeof attachmentRow>;
export type TradeRecord = Omit<
  z.infer<typeof tradeRow>,
  'trade_executions' | 'trade_tags' | 'trade_attachments'
> & {
  executions: TradeExecutionRow[];
  tagIds: string[];
  attachments: TradeAttachmentRow[];
};

function bySeq(a: TradeExecutionRow, b: TradeExecutionRow) {
  return Date.parse(a.executed_at) - Date.parse(b.executed_at) || Number(a.seq) - Number(b.seq);
}

/** One trade with its fills (in the database's order), tags and attachments; null when not found. */
export async function fetchTrade(id: string): Promise<TradeRecord | null> {
  // A malformed id is not a trade: asking would only earn a 22P02 from the uuid column.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('trades').select(TRADE_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  if (data === null) return null;
  const { trade_executions, trade_tags, trade_attachments, ...trade } = tradeRow.parse(data);
  return {
    ...trade,
    executions: [...trade_executions].sort(bySeq),
    tagIds: trade_tags.map((tag) => tag.tag_id),
    attachments: [...trade_attachments].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)),
  };
}

export function tradeQuery(userId: string, id: string) {
  return queryOptions({ queryKey: tradeKeys.detail(userId, id), queryFn: () => fetchTrade(id) });
}

const neighbour = z.object({ id: z.string() });

/** The trades opened just before and just after this one (archived ones aside), for ← and →. */
export function tradeNeighboursQuery(userId: string, id: string, openedAt: string | null) {
  return queryOptions({
    queryKey: [...tradeKeys.detail(userId, id), 'neighbours', openedAt] as const,
    enabled: openedAt !== null,
    queryFn: async (): Promise<{ previous: string | null; next: string | null }> => {
      if (openedAt === null) return { previous: null, next: null };
      const supabase = await loadSupabase();
      const side = (before: boolean) =>
        supabase
          .from('trades')
          .select('id')
          .is('archived_at', null)
          .neq('id', id)
          .filter('opened_at', before ? 'lte' : 'gte', openedAt)
          .order('opened_at', { ascending: !before })
          .order('id', { ascending: !before })
          .limit(1);
      const [previous, next] = await Promise.all([side(true), side(false)]);
      if (previous.error) throw previous.error;
      if (next.error) throw next.error;
      return {
        previous: z.array(neighbour).parse(previous.data)[0]?.id ?? null,
        next: z.array(neighbour).parse(next.data)[0]?.id ?? null,
      };
    },
  });
}

/** A fill as `save_trades` takes it: with `id` it updates a stored fill, without it inserts one. */
export interface SaveExecution {
  id?: string;
  executed_at: string;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  commission: string;
  fees: string;
  /** The charge is the commission schedule's, as the form prefilled it; left out, a stored fill keeps its mark. */
  fees_from_schedule?: true;
}

/** One element of `save_trades`: the trade's own columns, its complete fills and tags. */
export interface SaveTrade {
  id?: string;
  account_id: string | null;
  symbol: string;
  asset_class: string;
  multiplier: string;
  currency?: string | null;
  side?: 'long' | 'short';
  entry_price?: string;
  quantity?: string | null;
  stop_price: string | null;
  target_price: string | null;
  strategy_id: string | null;
  followed_rule_ids: string[];
  notes: string | null;
  rating: number | null;
  confidence: number | null;
  mae: string | null;
  mfe: string | null;
  executions: SaveExecution[];
  tag_ids: string[];
}

/** Saves trades in one transaction; returns their ids in order. */
export async function saveTrades(trades: SaveTrade[]): Promise<string[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('save_trades', { trades });
  if (error) throw error;
  const ids = z
    .union([
      z.array(z.string()),
      z.array(z.object({ id: z.string() })).transform((rows) => rows.map((r) => r.id)),
    ])
    .parse(data);
  return ids;
}

export async function setTradeArchived(id: string, archived: boolean): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('trades')
    .update({ archived_at: archived ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) throw error;
}

const toleranceRow = z.object({ id: z.string(), break_even_tolerance: z.string(), currency: z.string() });
export type AccountTolerance = z.infer<typeof toleranceRow>;

/** Each account's break-even tolerance and currency, which the form's preview derives with. */
export function accountTolerancesQuery(userId: string) {
  return queryOptions({
    queryKey: [...tradeKeys.accounts(userId), 'tolerance'] as const,
    queryFn: async (): Promise<AccountTolerance[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('accounts')
        .select('id, break_even_tolerance:break_even_tolerance::text, currency');
      if (error) throw error;
      return z.array(toleranceRow).parse(data);
    },
  });
}

const instrumentRow = z.object({
  symbol: z.string(),
  asset_class: z.enum(['stock', 'option', 'future', 'forex', 'crypto', 'cfd']),
  multiplier: z.string(),
  tick_size: z.string().nullable(),
  pip_size: z.string().nullable(),
  quote_currency: z.string().nullable(),
});

/** The trader's own instruments, which win over core's built-in defaults for their symbols. */
export function instrumentOverridesQuery(userId: string) {
  return queryOptions({
    queryKey: [...tradeKeys.lookups(userId), 'instruments'] as const,
    queryFn: async (): Promise<InstrumentOverride[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('instruments')
        .select(
          'symbol, asset_class, multiplier:multiplier::text, tick_size:tick_size::text, pip_size:pip_size::text, quote_currency',
        );
      if (error) throw error;
      return z
        .array(instrumentRow)
        .parse(data)
        .map((row) => ({
          symbol: row.symbol,
          assetClass: row.asset_class,
          multiplier: row.multiplier,
          tickSize: row.tick_size,
          pipSize: row.pip_size,
          quoteCurrency: row.quote_currency,
        }));
    },
  });
}
