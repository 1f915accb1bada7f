import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  TRADE_SUMMARY_COLUMNS,
  linkRow,
  sortLinks,
  toBoardLink,
  toTradeChoice,
  tradeSummaryRow,
  type BoardLink,
  type TradeChoice,
} from '../lib/board-rows';
import { boardKeys } from './keys';
import { signedInClient } from './session';

/** What a board can be linked to: a trade, or a journal day ('YYYY-MM-DD' in the trader's zone). */
export type LinkTarget = { tradeId: string } | { day: string };

/** Links a board; linking what is already linked is not an error (the link is there either way). */
export async function addBoardLink(boardId: string, target: LinkTarget): Promise<void> {
  const { supabase } = await signedInClient();
  const row = 'tradeId' in target ? { trade_id: target.tradeId } : { day: target.day };
  const { error } = await supabase.from('drawboard_links').insert({ drawboard_id: boardId, ...row });
  if (error && error.code !== '23505') throw error;
}

export async function removeBoardLink(linkId: string): Promise<void> {
  const { supabase } = await signedInClient();
  const { error } = await supabase.from('drawboard_links').delete().eq('id', linkId);
  if (error) throw error;
}

/** A board's links, each trade with what the links panel shows of it. */
export function boardLinksQuery(userId: string, boardId: string) {
  return queryOptions({
    queryKey: boardKeys.links(userId, boardId),
    queryFn: async (): Promise<BoardLink[]> => {
      const { supabase } = await signedInClient();
      const { data, error } = await supabase
        .from('drawboard_links')
        .select(`id, drawboard_id, trade_id, day, created_at, trades(${TRADE_SUMMARY_COLUMNS})`)
        .eq('drawboard_id', boardId);
      if (error) throw error;
      const links = z
        .array(linkRow)
        .parse(data)
        .flatMap((row) => {
          const link = toBoardLink(row);
          return link === null ? [] : [link];
        });
      return sortLinks(links);
    },
  });
}

/** A board as the trade page and the calendar day list it. */
export interface LinkedBoard {
  linkId: string;
  id: string;
  name: string;
  template: string | null;
  updatedAt: string;
}

const linkedRow = z.object({
  id: z.string(),
  drawboards: z.object({
    id: z.string(),
    name: z.string(),
    template: z.string().nullable(),
    updated_at: z.string(),
  }),
});

async function linkedBoards(column: 'trade_id' | 'day', value: string): Promise<LinkedBoard[]> {
  const { supabase } = await signedInClient();
  const { data, error } = await supabase
    .from('drawboard_links')
    .select('id, drawboards(id, name, template, updated_at)')
    .eq(column, value);
  if (error) throw error;
  return z
    .array(linkedRow)
    .parse(data)
    .map((row) => ({
      linkId: row.id,
      id: row.drawboards.id,
      name: row.drawboards.name,
      template: row.drawboards.template,
      updatedAt: row.drawboards.updated_at,
    }))
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
}

export function boardsForTradeQuery(userId: string, tradeId: string) {
  return queryOptions({
    queryKey: boardKeys.forTrade(userId, tradeId),
    queryFn: () => linkedBoards('trade_id', tradeId),
  });
}

export function boardsForDayQuery(userId: string, day: string) {
  return queryOptions({
    queryKey: boardKeys.forDay(userId, day),
    queryFn: () => linkedBoards('day', day),
  });
}

const CHOICES = 50;

/**
 * Trades to link or to drop on the board as a card: the latest first, `search` matching the
 * symbol's start. Archived trades are in (a review often looks back); plans are too.
 */
export function tradeChoicesQuery(userId: string, search = '') {
  const text = search.trim().toUpperCase();
  return queryOptions({
    queryKey: boardKeys.tradeChoices(userId, text),
    queryFn: async (): Promise<TradeChoice[]> => {
      const { supabase } = await signedInClient();
      let query = supabase.from('trades').select(TRADE_SUMMARY_COLUMNS);
      if (text !== '') query = query.ilike('symbol', `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      const { data, error } = await query
        .order('opened_at', { ascending: false, nullsFirst: false })
        .limit(CHOICES);
      if (error) throw error;
      return z.array(tradeSummaryRow).parse(data).map(toTradeChoice);
    },
  });
}

