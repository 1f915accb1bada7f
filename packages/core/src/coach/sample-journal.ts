// The sample journal as the coach reads it, in dollars (its euro accounts converted at one rate),
// for the coach's tests on a realistic journal.
import { convertToBase } from '../analytics/currency.ts';
import type { AnalyticsTrade } from '../analytics/types.ts';
import { generateDemoJournal } from '../demo/index.ts';
import { deriveTrade } from '../journal/index.ts';

export function sampleTrades(seed: number, count: number): AnalyticsTrade[] {
  const journal = generateDemoJournal({ seed, trades: count });
  const tolerance = new Map(journal.accounts.map((a) => [a.ref, a.breakEvenTolerance]));
  const tags = new Map(
    journal.tags.map((tag) => [tag.ref, { id: tag.ref, name: tag.name, group: tag.group }]),
  );
  const trades = journal.trades.map((trade): AnalyticsTrade => {
    const d = deriveTrade({
      executions: trade.executions,
      multiplier: trade.multiplier,
      initialStop: trade.initialStop,
      target: trade.target,
      breakEvenTolerance: tolerance.get(trade.accountRef) ?? '0',
    });
    return {
      id: trade.ref,
      symbol: trade.symbol,
      assetClass: trade.assetClass,
      accountId: trade.accountRef,
      strategyId: trade.strategyRef,
      side: d.direction,
      tags: trade.tagRefs.flatMap((ref) => tags.get(ref) ?? []),
      currency: trade.currency,
      openedAt: d.openedAt,
      closedAt: d.closedAt,
      netPnl: d.netPnl ?? 0,
      grossPnl: d.grossPnl ?? 0,
      costs: d.costs,
      initialRisk: d.initialRisk,
      rMultiple: d.rMultiple,
      quantity: d.entryQuantity,
      positionSize:
        d.avgEntryPrice === null ? null : d.avgEntryPrice * d.entryQuantity * Number(trade.multiplier),
      followedRuleIds: trade.followedRuleIds,
    };
  });
  const rates = [{ pair: 'EURUSD', date: '2020-01-01', rate: 1.08 }];
  return convertToBase(trades, { baseCurrency: 'USD', rates, timeZone: 'America/New_York' }).trades;
}
