import { ATTACHMENT_BUCKET } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { strategyKeys } from './keys';

const TRADE_COLUMNS =
  'id, symbol, side, status, opened_at, closed_at, currency, net:net_pnl::text, r:r_multiple::text';

const attachment = z.object({
  id: z.string(),
  object_path: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  caption: z.string().nullable(),
  position: z.number().nullable(),
});

const trade = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.enum(['long', 'short']).nullable(),
  status: z.string(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  currency: z.string().nullable(),
  net: z.string().nullable(),
  r: z.string().nullable(),
});

const exampleRow = z.object({
  id: z.string(),
  caption: z.string().nullable(),
  position: z.number(),
  trade_id: z.string(),
  trades: trade.extend({ trade_attachments: z.array(attachment) }).nullable(),
});

export type ExampleTrade = z.infer<typeof trade>;
export type ExampleAttachment = z.infer<typeof attachment>;

export interface PlaybookExample {
  id: string;
  caption: string | null;
  trade: ExampleTrade;
  /** The trade's own files (its screenshots), in their order. */
  attachments: ExampleAttachment[];
}

/** The playbook's example trades in their order, each with its screenshots. */
export function examplesQuery(userId: string, strategyId: string) {
  return queryOptions({
    queryKey: strategyKeys.examples(userId, strategyId),
    queryFn: async (): Promise<PlaybookExample[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('strategy_examples')
        .select(
          `id, caption, position, trade_id, trades(${TRADE_COLUMNS}, trade_attachments(id, object_path, file_name, content_type, caption, position))`,
        )
        .eq('strategy_id', strategyId)
        .order('position')
        .order('created_at');
      if (error) throw error;
      return z
        .array(exampleRow)
        .parse(data)
        .flatMap((row) => {
          if (row.trades === null) return [];
          const { trade_attachments, ...example } = row.trades;
          return [
            {
              id: row.id,
              caption: row.caption,
              trade: example,
              attachments: [...trade_attachments].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)),
            },
          ];
        });
    },
  });
}

/** How many of the playbook's latest trades are offered as examples. */
export const CANDIDATE_LIMIT = 50;

/** The playbook's latest trades, newest first, to pick an example from. */
export function candidatesQuery(userId: string, strategyId: string) {
  return queryOptions({
    queryKey: strategyKeys.candidates(userId, strategyId),
    queryFn: async (): Promise<ExampleTrade[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('trades')
        .select(TRADE_COLUMNS)
        .eq('strategy_id', strategyId)
        .neq('status', 'planned')
        .order('opened_at', { ascending: false })
        .order('id')
        .limit(CANDIDATE_LIMIT);
      if (error) throw error;
      return z.array(trade).parse(data);
    },
    staleTime: 0,
  });
}

export async function addExample(strategyId: string, tradeId: string, position: number): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('strategy_examples')
    .insert({ strategy_id: strategyId, trade_id: tradeId, position });
  if (error) throw error;
}

// Signed links live an hour; the query refreshes them well before.
const SIGNED_SECONDS = 3600;

/** Short-lived links to the examples' screenshots (the bucket is private), by object path. */
export function screenshotUrlsQuery(userId: string, paths: readonly string[]) {
  return queryOptions({
    queryKey: strategyKeys.screenshots(userId, paths),
    enabled: paths.length > 0,
    staleTime: (SIGNED_SECONDS / 2) * 1000,
    queryFn: async (): Promise<Record<string, string>> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.storage
        .from(ATTACHMENT_BUCKET)
        .createSignedUrls([...paths], SIGNED_SECONDS);
      if (error) throw error;
      const urls: Record<string, string> = {};
      for (const item of data) if (item.path && item.signedUrl) urls[item.path] = item.signedUrl;
      return urls;
    },
  });
}
