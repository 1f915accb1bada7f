// rpc/analytics_journal answers for tests, written the way the database writes them.

export interface PayloadTrade {
  id: string;
  symbol?: string;
  openedAt?: string;
  closedAt?: string | null;
  net: number;
  costs?: number;
  risk?: number | null;
  account?: number | null;
  strategy?: number | null;
  assetClass?: string;
  side?: 'long' | 'short' | null;
  quantity?: number | null;
  entryPrice?: number | null;
  multiplier?: number;
  mae?: number | null;
  mfe?: number | null;
  tags?: number[] | null;
  followedRuleIds?: string[];
}

export interface PayloadAccount {
  currency?: string;
  kind?: string;
  equityAtStart?: number;
  breakEvenTolerance?: number;
}

export interface PayloadOptions {
  timezone?: string;
  baseCurrency?: string;
  accounts?: PayloadAccount[];
  cashFlows?: { account: number; time: string; amount: number }[];
  fxRates?: { pair: string; date: string; rate: number }[];
  trades: PayloadTrade[];
}

/** One closed trade an hour long on 3 March 2025 (UTC) unless told otherwise. */
export function analyticsPayload(options: PayloadOptions): Record<string, unknown> {
  const trades = options.trades;
  const column = <T>(pick: (trade: PayloadTrade) => T): T[] => trades.map(pick);
  const costs = (trade: PayloadTrade): number => trade.costs ?? 0;
  return {
    version: 1,
    timezone: options.timezone ?? 'UTC',
    base_currency: options.baseCurrency ?? 'USD',
    accounts: (options.accounts ?? [{}]).map((account, i) => ({
      id: `acc-${i}`,
      name: `Account ${i}`,
      currency: account.currency ?? 'USD',
      kind: account.kind ?? 'live',
      closed: false,
      break_even_tolerance: account.breakEvenTolerance ?? 0,
      equity_at_start: account.equityAtStart ?? 10_000,
    })),
    cash_flows: options.cashFlows ?? [],
    strategies: [
      { id: 'st-0', name: 'Breakout' },
      { id: 'st-1', name: 'Pullback' },
    ],
    tags: [
      { id: 'tag-0', name: 'A+ setup', group: 'setup', color: '#22c55e' },
      { id: 'tag-1', name: 'FOMO', group: 'mistake', color: null },
    ],
    fx_rates: options.fxRates ?? [],
    trades: {
      id: column((t) => t.id),
      symbol: column((t) => t.symbol ?? 'AAPL'),
      opened_at: column((t) => t.openedAt ?? '2025-03-03T14:00:00.000Z'),
      closed_at: column((t) => (t.closedAt === undefined ? '2025-03-03T15:00:00.000Z' : t.closedAt)),
      net_pnl: column((t) => t.net),
      gross_pnl: column((t) => t.net + costs(t)),
      costs: column(costs),
      initial_risk: column((t) => t.risk ?? null),
      r_multiple: column((t) => (t.risk === undefined || t.risk === null ? null : t.net / t.risk)),
      account: column((t) => (t.account === undefined ? 0 : t.account)),
      strategy: column((t) => t.strategy ?? null),
      asset_class: column((t) => t.assetClass ?? 'stock'),
      side: column((t) => (t.side === undefined ? 'long' : t.side)),
      quantity: column((t) => (t.quantity === undefined ? 10 : t.quantity)),
      entry_price: column((t) => (t.entryPrice === undefined ? 100 : t.entryPrice)),
      multiplier: column((t) => t.multiplier ?? 1),
      mae: column((t) => t.mae ?? null),
      mfe: column((t) => t.mfe ?? null),
      tags: column((t) => t.tags ?? null),
      followed_rule_ids: column((t) => t.followedRuleIds ?? []),
    },
  };
}

/**
 * Part `part` of `parts` of a whole answer as rpc/analytics_journal writes it: the trades split in
 * order like SQL's ntile (the first parts one longer when they do not divide evenly), every list
 * whole, with the stamp and trade count.
 */
export function payloadPart(
  whole: Record<string, unknown>,
  part: number,
  parts: number,
  stamp: string,
): Record<string, unknown> {
  const trades = whole.trades as Record<string, unknown[]>;
  const count = trades.id?.length ?? 0;
  const size = Math.floor(count / parts);
  const longer = count % parts;
  const start = part * size + Math.min(part, longer);
  const end = start + size + (part < longer ? 1 : 0);
  const sliced = Object.fromEntries(
    Object.entries(trades).map(([name, column]) => [name, column.slice(start, end)]),
  );
  return { ...whole, stamp, part, parts, trade_count: count, trades: sliced };
}

/**
 * rest/v1/price_series as the server answers the worker's two reads: `select=id` lists the series'
 * ids, `id=in.(...)` gives those series whole. Each row needs an `id`.
 */
export function priceSeriesAnswer(url: string, rows: ReadonlyArray<Record<string, unknown>>): unknown[] {
  const query = new Map(
    (url.split('?')[1] ?? '').split('&').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [name, decodeURIComponent(value)] as const;
    }),
  );
  if (query.get('select') === 'id') return rows.map((row) => ({ id: row.id }));
  const ids = /^in\.\((.*)\)$/.exec(query.get('id') ?? '')?.[1];
  if (ids === undefined) return [...rows];
  const wanted = new Set(ids.split(',').map((id) => id.replace(/^"|"$/g, '')));
  return rows.filter((row) => wanted.has(String(row.id)));
}
