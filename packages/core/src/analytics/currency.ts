// Figures over accounts in several currencies: converted to the trader's base currency at the
// rates the trader keeps, or, when a rate is missing, shown per currency. Money is never summed
// across currencies without a rate.
import { CalculatorInputError } from '../calculators/errors.ts';
import { parseInstant } from './instant.ts';
import { computeStatistics } from './statistics.ts';
import type { AnalyticsTrade, CashFlow, Statistics, StatisticsOptions } from './types.ts';
import { zoneClock } from './zone-clock.ts';

/** One unit of the pair's first currency is worth `rate` of its second: EURUSD 1.08. */
export interface FxRate {
  pair: string;
  date: string;
  rate: number;
}

export interface ConversionOptions {
  baseCurrency: string;
  rates: readonly FxRate[];
  /** The zone of the trade's close date that picks the rate; UTC unless set. */
  timeZone?: string;
}

export interface AppliedRate {
  tradeId: string;
  from: string;
  date: string;
  rate: number;
}

export interface CurrencyConversion {
  /** Every trade in the base currency: those already in it and those converted. */
  trades: AnalyticsTrade[];
  /** Trades in another currency without a rate on or before their date: left out of `trades`. */
  missing: AnalyticsTrade[];
  applied: AppliedRate[];
}

const CURRENCY = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d\d-\d\d$/;

interface Quote {
  date: string;
  rate: number;
  direct: boolean;
}

/** Rates by "FROMTO", oldest first; each pair also read the other way (1 / rate). */
function rateTable(rates: readonly FxRate[]): Map<string, Quote[]> {
  const table = new Map<string, Quote[]>();
  const add = (key: string, quote: Quote): void => {
    const list = table.get(key) ?? [];
    list.push(quote);
    table.set(key, list);
  };
  for (const { pair, date, rate } of rates) {
    const from = pair.slice(0, 3);
    const to = pair.slice(3);
    if (!CURRENCY.test(from) || !CURRENCY.test(to))
      throw new CalculatorInputError('TRADE-001', `${pair} is not a currency pair such as EURUSD`, 'rates');
    if (!DAY.test(date))
      throw new CalculatorInputError('VALIDATION-002', `${date} is not a date (YYYY-MM-DD)`, 'rates');
    if (!(Number.isFinite(rate) && rate > 0))
      throw new CalculatorInputError('VALIDATION-009', `The ${pair} rate must be above 0`, 'rates');
    add(from + to, { date, rate, direct: true });
    add(to + from, { date, rate: 1 / rate, direct: false });
  }
  // On one date a rate typed for this direction wins over the inverse of the other.
  for (const list of table.values())
    list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : Number(a.direct) - Number(b.direct)));
  return table;
}

/** The latest quote on or before `day`. */
function quoteOn(list: readonly Quote[] | undefined, day: string): Quote | null {
  if (list === undefined) return null;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle]?.date ?? '') <= day) low = middle + 1;
    else high = middle;
  }
  return list[low - 1] ?? null;
}

const scale = (value: number | null | undefined, rate: number): number | null | undefined =>
  value === null || value === undefined ? value : value * rate;

function dayOf(time: string, timeZone: string): string {
  const ms = parseInstant(time);
  if (!Number.isFinite(ms))
    throw new CalculatorInputError('VALIDATION-002', `${time} is not an instant`, 'closedAt');
  const clock = zoneClock(timeZone);
  return clock.dayKey(clock.day(ms));
}

/**
 * Each trade's money in the base currency, at the latest rate on or before its close date (its
 * entry date while open) in either direction of the pair. R multiples and prices are unchanged.
 */
export function convertToBase(
  trades: readonly AnalyticsTrade[],
  options: ConversionOptions,
): CurrencyConversion {
  const base = options.baseCurrency;
  if (!CURRENCY.test(base))
    throw new CalculatorInputError('TRADE-001', `${base} is not a currency code such as USD`, 'baseCurrency');
  const table = rateTable(options.rates);
  const timeZone = options.timeZone ?? 'UTC';
  const result: CurrencyConversion = { trades: [], missing: [], applied: [] };
  for (const trade of trades) {
    const from = trade.currency;
    if (from === undefined || from === base) {
      result.trades.push(trade);
      continue;
    }
    const date = dayOf(trade.closedAt ?? trade.openedAt, timeZone);
    const quote = quoteOn(table.get(from + base), date);
    if (quote === null) {
      result.missing.push(trade);
      continue;
    }
    const rate = quote.rate;
    result.applied.push({ tradeId: trade.id, from, date: quote.date, rate });
    result.trades.push({
      ...trade,
      currency: base,
      netPnl: trade.netPnl * rate,
      grossPnl: trade.grossPnl * rate,
      costs: trade.costs * rate,
      initialRisk: scale(trade.initialRisk, rate) ?? null,
      positionSize: scale(trade.positionSize, rate),
      mae: scale(trade.mae, rate),
      mfe: scale(trade.mfe, rate),
    });
  }
  return result;
}

export interface CurrencyStatistics {
  currency: string;
  statistics: Statistics;
}

export interface PerCurrencyOptions extends StatisticsOptions {
  /** Each currency's starting balance (its accounts'); 0 when not listed. */
  startingBalances?: Readonly<Record<string, number>>;
}

/**
 * The statistics of each currency's trades on their own, with that currency's starting balance and
 * cash flows. Trades and flows without a currency form the '' group.
 */
export function statisticsByCurrency(
  trades: readonly AnalyticsTrade[],
  options: PerCurrencyOptions,
): CurrencyStatistics[] {
  const groups = new Map<string, AnalyticsTrade[]>();
  for (const trade of trades) {
    const currency = trade.currency ?? '';
    const list = groups.get(currency) ?? [];
    list.push(trade);
    groups.set(currency, list);
  }
  return [...groups.keys()].sort().map((currency) => ({
    currency,
    statistics: computeStatistics(groups.get(currency) ?? [], {
      ...options,
      startingBalance: options.startingBalances?.[currency] ?? 0,
      cashFlows: options.cashFlows?.filter((flow) => (flow.currency ?? '') === currency),
    }),
  }));
}

export type AcrossCurrencies =
  | { kind: 'base'; currency: string; statistics: Statistics; applied: AppliedRate[] }
  | {
      kind: 'per-currency';
      missingTradeIds: string[];
      missingCashFlows: number;
      currencies: CurrencyStatistics[];
    };

/**
 * Statistics over trades in any currencies: in the base currency when every trade and cash flow
 * has a rate (`startingBalance` being in the base currency), else per currency, saying which trades
 * lack a rate.
 */
export function statisticsAcrossCurrencies(
  trades: readonly AnalyticsTrade[],
  options: PerCurrencyOptions & ConversionOptions,
): AcrossCurrencies {
  const timeZone = options.timeZone;
  const conversion = convertToBase(trades, { ...options, timeZone });
  const flows: CashFlow[] = [];
  let missingCashFlows = 0;
  const table = rateTable(options.rates);
  for (const flow of options.cashFlows ?? []) {
    if (flow.currency === undefined || flow.currency === options.baseCurrency) {
      flows.push(flow);
      continue;
    }
    const quote = quoteOn(table.get(flow.currency + options.baseCurrency), dayOf(flow.time, timeZone));
    if (quote === null) missingCashFlows++;
    else flows.push({ time: flow.time, amount: flow.amount * quote.rate, currency: options.baseCurrency });
  }
  if (conversion.missing.length > 0 || missingCashFlows > 0)
    return {
      kind: 'per-currency',
      missingTradeIds: conversion.missing.map((trade) => trade.id),
      missingCashFlows,
      currencies: statisticsByCurrency(trades, options),
    };
  return {
    kind: 'base',
    currency: options.baseCurrency,
    statistics: computeStatistics(conversion.trades, { ...options, cashFlows: flows }),
    applied: conversion.applied,
  };
}
