import { z } from 'zod';

// The rows the draw board reads, checked as they arrive, and the pure helpers its queries share.

/** bigint comes back as a JSON number or as text, depending on the server; both read as a number. */
const revision = z.coerce.number().int().positive();

export const boardListRow = z.object({
  id: z.string(),
  name: z.string(),
  template: z.string().nullable(),
  thumbnail_path: z.string().nullable(),
  updated_at: z.string(),
});
export type BoardListRow = z.infer<typeof boardListRow>;

export const boardRow = boardListRow.extend({
  scene: z.unknown(),
  revision,
  created_at: z.string(),
});
export type BoardRow = z.infer<typeof boardRow>;

export const revisionRow = z.object({ revision });

export const conflictRow = z.object({ revision, scene: z.unknown(), updated_at: z.string() });

/** A board as the list shows it. */
export interface BoardSummary {
  id: string;
  name: string;
  template: string | null;
  /** A short-lived link to the board's picture, when it has one. */
  thumbnailUrl: string | null;
  updatedAt: string;
}

export function toBoardSummary(row: BoardListRow, urls: Readonly<Record<string, string>>): BoardSummary {
  return {
    id: row.id,
    name: row.name,
    template: row.template,
    thumbnailUrl: row.thumbnail_path === null ? null : (urls[row.thumbnail_path] ?? null),
    updatedAt: row.updated_at,
  };
}

/**
 * The `ilike` pattern for a search by name: the trader's text matched anywhere, its own `%`, `_`
 * and `\` taken literally. Blank searches match everything (null: no filter).
 */
export function namePattern(search: string): string | null {
  const text = search.trim();
  if (text === '') return null;
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const tradeSummary = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.string(),
  status: z.string(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** Exact decimal text (net_pnl::text). */
  net: z.string().nullable(),
  currency: z.string().nullable(),
});
export type TradeSummaryRow = z.infer<typeof tradeSummary>;
export const tradeSummaryRow = tradeSummary;

/** What a trade choice or a linked trade shows, and what a trade card is made of. */
export interface TradeChoice {
  id: string;
  symbol: string;
  side: string;
  status: string;
  openedAt: string | null;
  closedAt: string | null;
  netPnl: string | null;
  currency: string | null;
}

export const toTradeChoice = (row: TradeSummaryRow): TradeChoice => ({
  id: row.id,
  symbol: row.symbol,
  side: row.side,
  status: row.status,
  openedAt: row.opened_at,
  closedAt: row.closed_at,
  netPnl: row.net,
  currency: row.currency,
});

export const TRADE_SUMMARY_COLUMNS =
  'id, symbol, side, status, opened_at, closed_at, net:net_pnl::text, currency';

export const linkRow = z.object({
  id: z.string(),
  drawboard_id: z.string(),
  trade_id: z.string().nullable(),
  day: z.string().nullable(),
  created_at: z.string(),
  trades: tradeSummary.nullable(),
});
export type LinkRow = z.infer<typeof linkRow>;

/** One of a board's links: a trade (with what the panel shows of it) or a journal day. */
export type BoardLink =
  | { id: string; kind: 'trade'; tradeId: string; trade: TradeChoice | null }
  | { id: string; kind: 'day'; day: string };

export function toBoardLink(row: LinkRow): BoardLink | null {
  if (row.trade_id !== null)
    return {
      id: row.id,
      kind: 'trade',
      tradeId: row.trade_id,
      trade: row.trades === null ? null : toTradeChoice(row.trades),
    };
  if (row.day !== null) return { id: row.id, kind: 'day', day: row.day };
  return null;
}

/** Days first, then trades, each newest first: the order the links panel lists them. */
export function sortLinks(links: readonly BoardLink[]): BoardLink[] {
  const rank = (link: BoardLink) => (link.kind === 'day' ? 0 : 1);
  const when = (link: BoardLink) => (link.kind === 'day' ? link.day : (link.trade?.openedAt ?? ''));
  return [...links].sort((a, b) => rank(a) - rank(b) || (when(a) < when(b) ? 1 : when(a) > when(b) ? -1 : 0));
}
