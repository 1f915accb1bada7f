// The trades the figures are computed on, in one currency: the journal's own when it has one,
// converted to the trader's base currency when every amount has a rate, else the trades of one
// currency at a time (money is never summed across currencies without a rate). The basis picks net
// or gross P&L.
import { convertToBase } from '../analytics/currency.ts';
import type { AnalyticsTrade, CashFlow } from '../analytics/types.ts';
import type { AnalyticsFilter, CurrencyMode, DatasetSummary, InstantRange } from './contract.ts';
import type { AccountCashFlow, AnalyticsJournal } from './payload.ts';

/** What the requests run on: the summary told to the page and the engine's input. */
export interface AnalyticsDataset {
  summary: DatasetSummary;
  /** Closed and open trades in the figures' currency, on the filter's basis. */
  trades: AnalyticsTrade[];
  cashFlows: CashFlow[];
}

export interface DatasetOptions {
  datasetId: string;
  filter: AnalyticsFilter;
  range: InstantRange;
}

/** Money amounts that are not trades, converted by the same rule as trades (a pseudo-trade each). */
function convertAmounts(
  amounts: readonly { time: string; amount: number; currency: string }[],
  journal: AnalyticsJournal,
): (number | null)[] {
  const { trades } = convertToBase(
    amounts.map((item, i) => ({
      id: String(i),
      openedAt: item.time,
      closedAt: item.time,
      netPnl: item.amount,
      grossPnl: item.amount,
      costs: 0,
      initialRisk: null,
      rMultiple: null,
      currency: item.currency,
    })),
    { baseCurrency: journal.baseCurrency, rates: journal.fxRates, timeZone: journal.timeZone },
  );
  const converted = new Array<number | null>(amounts.length).fill(null);
  for (const trade of trades) converted[Number(trade.id)] = trade.netPnl;
  return converted;
}

/** The instant an account's starting equity is valued at: the range start, else the first trade. */
function valuationTime(journal: AnalyticsJournal, range: InstantRange): string | null {
  if (range.from !== null) return range.from;
  const first = journal.trades[0];
  if (first === undefined) return null;
  return first.closedAt ?? first.openedAt;
}

function onBasis(trades: readonly AnalyticsTrade[], basis: AnalyticsFilter['basis']): AnalyticsTrade[] {
  if (basis === 'net') return [...trades];
  return trades.map((trade) => ({
    ...trade,
    netPnl: trade.grossPnl,
    costs: 0,
    // R on the same basis as the money, so a gross figure is not mixed with a net one.
    rMultiple:
      trade.initialRisk !== null && trade.initialRisk > 0
        ? trade.grossPnl / trade.initialRisk
        : trade.rMultiple,
  }));
}

const countBy = (values: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

interface CurrencyChoice {
  mode: CurrencyMode;
  currency: string;
  trades: AnalyticsTrade[];
  cashFlows: CashFlow[];
  startingEquity: number;
}

/** Everything in one currency: converted to the base currency, or only `currency`'s part. */
function chooseCurrency(
  journal: AnalyticsJournal,
  filter: AnalyticsFilter,
  range: InstantRange,
): CurrencyChoice {
  const base = journal.baseCurrency;
  const accountCurrencies = journal.accounts.map((account) => account.currency);
  const tradeCurrencies = journal.trades.map((trade) => trade.currency ?? base);
  const currencies = [...new Set([...accountCurrencies, ...tradeCurrencies])].sort();
  const inCurrency = (currency: string) => ({
    trades: journal.trades.filter((trade) => (trade.currency ?? base) === currency),
    cashFlows: journal.cashFlows.filter((flow) => flow.currency === currency).map(plainFlow),
    startingEquity: journal.accounts
      .filter((account) => account.currency === currency)
      .reduce((sum, account) => sum + account.equityAtStart, 0),
  });
  if (currencies.length <= 1) {
    const currency = currencies[0] ?? base;
    return { mode: { kind: 'single', currency }, currency, ...inCurrency(currency) };
  }
  const converted = convertToBase(journal.trades, {
    baseCurrency: base,
    rates: journal.fxRates,
    timeZone: journal.timeZone,
  });
  const flows = convertAmounts(journal.cashFlows, journal);
  const at = valuationTime(journal, range);
  const equities =
    at === null
      ? journal.accounts.map((account) => (account.currency === base ? account.equityAtStart : null))
      : convertAmounts(
          journal.accounts.map((account) => ({
            time: at,
            amount: account.equityAtStart,
            currency: account.currency,
          })),
          journal,
        );
  const missing = new Set<string>();
  for (const trade of converted.missing) missing.add(trade.currency ?? base);
  journal.cashFlows.forEach((flow, i) => {
    if (flows[i] === null) missing.add(flow.currency);
  });
  journal.accounts.forEach((account, i) => {
    if (equities[i] === null) missing.add(account.currency);
  });
  if (missing.size === 0) {
    return {
      mode: {
        kind: 'converted',
        base,
        from: currencies.filter((currency) => currency !== base),
        ratesApplied: converted.applied.length,
      },
      currency: base,
      trades: converted.trades,
      cashFlows: journal.cashFlows.map((flow, i) => ({
        time: flow.time,
        amount: flows[i] ?? 0,
        currency: base,
      })),
      startingEquity: equities.reduce<number>((sum, value) => sum + (value ?? 0), 0),
    };
  }
  const tradeCounts = countBy(tradeCurrencies);
  const mostTraded = [...tradeCounts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  const shown =
    filter.currency !== null && currencies.includes(filter.currency)
      ? filter.currency
      : tradeCounts.has(base)
        ? base
        : (mostTraded ?? currencies[0] ?? base);
  return {
    mode: {
      kind: 'split',
      currencies,
      shown,
      missingPairs: [...missing]
        .filter((currency) => currency !== base)
        .map((currency) => currency + base)
        .sort(),
    },
    currency: shown,
    ...inCurrency(shown),
  };
}

const plainFlow = (flow: AccountCashFlow): CashFlow => ({
  time: flow.time,
  amount: flow.amount,
  currency: flow.currency,
});

/** The dataset of a decoded journal for one filter. */
export function buildAnalyticsDataset(journal: AnalyticsJournal, options: DatasetOptions): AnalyticsDataset {
  const choice = chooseCurrency(journal, options.filter, options.range);
  const trades = onBasis(choice.trades, options.filter.basis);
  let closed = 0;
  let withoutR = 0;
  for (const trade of trades) {
    if (trade.closedAt === null) continue;
    closed++;
    if (trade.rMultiple === null) withoutR++;
  }
  const assetClasses = [...new Set(journal.trades.map((trade) => trade.assetClass ?? ''))]
    .filter((assetClass) => assetClass !== '')
    .sort();
  return {
    summary: {
      datasetId: options.datasetId,
      timeZone: journal.timeZone,
      baseCurrency: journal.baseCurrency,
      weekStartsOn: journal.weekStartsOn,
      range: options.range,
      closedTradeCount: closed,
      openTradeCount: trades.length - closed,
      tradesWithoutR: withoutR,
      currencyMode: choice.mode,
      currency: choice.currency,
      startingEquity: choice.startingEquity,
      accounts: journal.accounts,
      strategies: journal.strategies,
      tags: journal.tags,
      assetClasses,
    },
    trades,
    cashFlows: choice.cashFlows,
  };
}
