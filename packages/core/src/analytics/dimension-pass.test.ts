// A breakdown computes every row of a dimension in one pass over the journal. Over generated sample
// journals (several seeds and zones, deposits and withdrawals, balances small enough to go below
// zero), each row must equal the plain way: the row's trades picked by their key as a reader would
// and given to computeStatistics, and, to the last bit, the walk over the row's trades alone.
import { describe, expect, it } from 'vitest';
import { generateDemoJournal } from '../demo/index.ts';
import { deriveTrade } from '../journal/index.ts';
import { DIMENSIONS, breakdown, type Dimension } from './breakdown.ts';
import { HOLDING_BUCKETS, NO_VALUE, POSITION_SIZE_BUCKETS, R_BUCKETS, bucketOf } from './buckets.ts';
import { convertToBase } from './currency.ts';
import { keyIds } from './dimension-keys.ts';
import { analyticsInput, computeStatistics } from './statistics.ts';
import { summaryOf } from './summary.ts';
import type { AnalyticsTrade, StatisticsOptions } from './types.ts';

const EURUSD = 1.08;

/** A sample journal as the engine reads it, in dollars, with its deposits and withdrawals. */
function sampleJournal(
  seed: number,
  count: number,
  timeZone: string,
  startingBalance: number,
): { trades: AnalyticsTrade[]; options: StatisticsOptions } {
  const journal = generateDemoJournal({ seed, trades: count });
  const accounts = new Map(journal.accounts.map((account) => [account.ref, account]));
  const tags = new Map(
    journal.tags.map((tag) => [tag.ref, { id: tag.ref, name: tag.name, group: tag.group }]),
  );
  const trades = journal.trades.map((trade): AnalyticsTrade => {
    const tolerance = accounts.get(trade.accountRef)?.breakEvenTolerance ?? '0';
    const d = deriveTrade({
      executions: trade.executions,
      multiplier: trade.multiplier,
      initialStop: trade.initialStop,
      target: trade.target,
      breakEvenTolerance: tolerance,
    });
    const multiplier = Number(trade.multiplier);
    return {
      id: trade.ref,
      symbol: trade.symbol,
      assetClass: trade.assetClass,
      accountId: trade.accountRef,
      strategyId: trade.strategyRef,
      side: d.direction,
      tags: trade.tagRefs.flatMap((ref) => tags.get(ref) ?? []),
      currency: trade.currency,
      breakEvenTolerance: Number(tolerance),
      openedAt: d.openedAt,
      closedAt: d.closedAt,
      netPnl: d.netPnl ?? 0,
      grossPnl: d.grossPnl ?? 0,
      costs: d.costs,
      initialRisk: d.initialRisk,
      rMultiple: d.rMultiple,
      quantity: d.entryQuantity,
      positionSize: d.avgEntryPrice === null ? null : d.avgEntryPrice * d.entryQuantity * multiplier,
    };
  });
  const rates = [{ pair: 'EURUSD', date: '2020-01-01', rate: EURUSD }];
  const converted = convertToBase(trades, { baseCurrency: 'USD', rates, timeZone });
  const cashFlows = journal.transactions.map((t) => ({
    time: t.occurredAt,
    amount: Number(t.amount) * (accounts.get(t.accountRef)?.currency === 'EUR' ? EURUSD : 1),
  }));
  return { trades: converted.trades, options: { startingBalance, timeZone, cashFlows } };
}

const formats = new Map<string, Intl.DateTimeFormat>();

function localParts(iso: string, timeZone: string): Record<string, string> {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      hour: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
}

/** A trade's keys in a dimension, read the plain way (Intl for the zone, no prepared arrays). */
function plainKeys(trade: AnalyticsTrade, dimension: Dimension, timeZone: string): string[] {
  const distinct = (keys: string[]) => (keys.length === 0 ? [NO_VALUE] : [...new Set(keys)]);
  switch (dimension) {
    case 'symbol':
      return [trade.symbol ?? NO_VALUE];
    case 'assetClass':
      return [trade.assetClass ?? NO_VALUE];
    case 'account':
      return [trade.accountId ?? NO_VALUE];
    case 'strategy':
      return [trade.strategyId ?? NO_VALUE];
    case 'side':
      return [trade.side ?? NO_VALUE];
    case 'tag':
      return distinct((trade.tags ?? []).map((tag) => tag.id));
    case 'tagGroup':
      return distinct((trade.tags ?? []).map((tag) => tag.group));
    case 'weekday':
      return [localParts(trade.openedAt, timeZone).weekday ?? ''];
    case 'hour':
      return [localParts(trade.openedAt, timeZone).hour ?? ''];
    case 'month': {
      const parts = localParts(trade.closedAt ?? '', timeZone);
      return [`${parts.year}-${parts.month}`];
    }
    case 'holdingTime':
      return [
        bucketOf(HOLDING_BUCKETS, (Date.parse(trade.closedAt ?? '') - Date.parse(trade.openedAt)) / 60_000),
      ];
    case 'positionSize':
      return [bucketOf(POSITION_SIZE_BUCKETS, trade.positionSize ?? NaN)];
    case 'rBucket': {
      const risk = trade.initialRisk;
      const r = risk !== null && risk > 0 ? (trade.rMultiple ?? NaN) : NaN;
      return [bucketOf(R_BUCKETS, r)];
    }
  }
}

const CASES: [seed: number, timeZone: string, startingBalance: number][] = [
  [1, 'America/New_York', 100_000],
  [2, 'Pacific/Auckland', 100_000],
  [3, 'Asia/Kolkata', 2_000],
  [4, 'Europe/London', 500],
  [5, 'America/New_York', 0],
];

describe('breakdown rows, one pass per dimension', () => {
  it.each(CASES)('equal the plain figures on sample journal %i in %s from %i', (seed, zone, balance) => {
    const { trades, options } = sampleJournal(seed, 400, zone, balance);
    const closed = trades.filter((trade) => trade.closedAt !== null);
    const open = trades.length - closed.length;
    expect(open).toBeGreaterThan(0);
    for (const dimension of DIMENSIONS) {
      const rows = breakdown(trades, dimension, options);
      const plain = new Map<string, AnalyticsTrade[]>();
      for (const trade of closed)
        for (const key of plainKeys(trade, dimension, zone))
          plain.set(key, [...(plain.get(key) ?? []), trade]);
      expect(rows.map((row) => row.key).sort(), dimension).toEqual([...plain.keys()].sort());
      for (const row of rows) {
        const {
          equityCurve: _curve,
          dailyReturns: _days,
          drawdowns: _drawdowns,
          openTradeCount,
          ...figures
        } = computeStatistics(plain.get(row.key) ?? [], options);
        expect(openTradeCount).toBe(0);
        expect(row.statistics.openTradeCount).toBe(open);
        for (const [field, value] of Object.entries(figures)) {
          const got = row.statistics[field as keyof typeof figures];
          const where = `${dimension} ${row.key} ${field}`;
          if (typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value))
            expect(got, where).toBeCloseTo(value, 9);
          else expect(got, where).toEqual(value);
        }
      }
    }
  });

  it.each(CASES)(
    'equal the walk over each row alone on sample journal %i in %s from %i',
    (seed, zone, balance) => {
      const { trades, options } = sampleJournal(seed, 400, zone, balance);
      const { journal, context } = analyticsInput(trades, options);
      for (const dimension of DIMENSIONS) {
        const keys = keyIds(journal, dimension);
        const members = keys.names.map((): number[] => []);
        keys.ids.forEach((id, k) => members[id]?.push(k));
        keys.extraTrades.forEach((k, e) => members[keys.extraIds[e] ?? 0]?.push(k));
        const rows = new Map(breakdown(trades, dimension, options).map((row) => [row.key, row.statistics]));
        members.forEach((positions, id) => {
          if (positions.length === 0) return;
          const indices = Int32Array.from(positions.sort((a, b) => a - b));
          expect(rows.get(keys.names[id] ?? ''), `${dimension} ${keys.names[id]}`).toEqual(
            summaryOf(journal, indices, context),
          );
        });
      }
    },
  );
});
