// A filter applied to the whole journal the worker holds, by the same rules as
// rpc/analytics_journal's parameters: a filter change is then a pass over trades already in memory,
// not another read of every trade from the server.
import type { AnalyticsTrade } from '../analytics/types.ts';
import type { AnalyticsFilter, InstantRange } from './contract.ts';
import type { AnalyticsJournal } from './payload.ts';

/**
 * An instant in the server's form (`YYYY-MM-DDTHH:MI:SS.mssZ`, what toISOString writes), so
 * instants compare as text; the server's own strings are already in it and are not parsed again.
 */
const instantKey = (instant: string): string =>
  instant.length === 24 && instant.endsWith('Z') ? instant : new Date(instant).toISOString();
const canonical = (instant: string | null): string | null => (instant === null ? null : instantKey(instant));

function within(time: string, from: string | null, to: string | null): boolean {
  const key = instantKey(time);
  return (from === null || key >= from) && (to === null || key < to);
}

// Sums of many amounts in floating point: rounded back to the 8 decimals the database keeps, so an
// account's equity reads as the database's exact sum would.
const tidy = (amount: number): number => Math.round(amount * 1e8) / 1e8;

function wanted(values: readonly string[]): ((value: string | null | undefined) => boolean) | null {
  if (values.length === 0) return null;
  const set = new Set(values);
  return (value) => value !== null && value !== undefined && set.has(value);
}

/**
 * Without a chosen account, every account but the backtest ones: a backtest's trades are studied
 * by choosing its account and never mix with the trader's real results. Null when there is none.
 */
function liveAccounts(whole: AnalyticsJournal): ((value: string | null | undefined) => boolean) | null {
  const backtests = new Set(whole.accounts.filter((item) => item.kind === 'backtest').map((item) => item.id));
  if (backtests.size === 0) return null;
  return (value) => value === null || value === undefined || !backtests.has(value);
}

/**
 * The part of a journal that a filter and its range select (the whole journal, read without a
 * filter, each account's `equityAtStart` its starting balance; or a period read around the range,
 * each account valued at the period's start): closed trades with an exit in
 * [from, to) and open ones opened before `to`, of the chosen accounts (all but the backtest ones
 * when none is chosen), strategies, asset classes
 * and any of the chosen tags; the chosen accounts valued at the range's start (every earlier
 * transaction and closed trade of the account counts, whatever the other filters); their cash
 * flows inside the range.
 */
export function selectJournal(
  whole: AnalyticsJournal,
  filter: AnalyticsFilter,
  range: InstantRange,
): AnalyticsJournal {
  const from = canonical(range.from);
  const to = canonical(range.to);
  const account = wanted(filter.accountIds) ?? liveAccounts(whole);
  const strategy = wanted(filter.strategyIds);
  const assetClass = wanted(filter.assetClasses);
  const tag = wanted(filter.tagIds);

  const accounts = whole.accounts.filter((item) => account === null || account(item.id));
  const chosen = new Set(accounts.map((item) => item.id));
  const earlier = new Map<string, number>();
  const addEarlier = (accountId: string | undefined, amount: number) => {
    if (accountId !== undefined && chosen.has(accountId))
      earlier.set(accountId, (earlier.get(accountId) ?? 0) + amount);
  };

  const trades: AnalyticsTrade[] = [];
  for (const trade of whole.trades) {
    const closedAt = trade.closedAt === null ? null : instantKey(trade.closedAt);
    if (from !== null && closedAt !== null && closedAt < from) {
      addEarlier(trade.accountId, trade.netPnl);
      continue;
    }
    const inRange =
      closedAt === null ? to === null || instantKey(trade.openedAt) < to : within(closedAt, from, to);
    if (!inRange) continue;
    if (account !== null && !account(trade.accountId)) continue;
    if (strategy !== null && !strategy(trade.strategyId)) continue;
    if (assetClass !== null && !assetClass(trade.assetClass)) continue;
    if (tag !== null && !(trade.tags ?? []).some((item) => tag(item.id))) continue;
    trades.push(trade);
  }

  const cashFlows = whole.cashFlows.filter((flow) => {
    if (!chosen.has(flow.accountId)) return false;
    if (from !== null && instantKey(flow.time) < from) {
      addEarlier(flow.accountId, flow.amount);
      return false;
    }
    return within(flow.time, from, to);
  });

  return {
    ...whole,
    accounts: accounts.map((item) => ({
      ...item,
      equityAtStart: tidy(item.equityAtStart + (earlier.get(item.id) ?? 0)),
    })),
    cashFlows,
    trades,
  };
}
