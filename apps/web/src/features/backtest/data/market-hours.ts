import { sampleSeries, type SampleMarket, type TradingSession } from '@edgelog/core';

/** The hours a series trades in: what gap detection and daily bars read (a night is no gap for a stock). */
export interface MarketHours {
  id: 'always' | SampleMarket;
  label: string;
  timeZone: string;
  session?: TradingSession;
}

// The sample markets' hours, as the generator uses them (one bar is enough to read them).
function hoursOf(kind: SampleMarket, label: string): MarketHours {
  const sample = sampleSeries({ kind, seed: 1, start: 0, bars: 1, timeframe: '1D' });
  return { id: kind, label, timeZone: sample.timeZone, session: sample.session };
}

const ALWAYS: MarketHours = { id: 'always', label: 'Around the clock (UTC days)', timeZone: 'UTC' };
let cached: readonly MarketHours[] | null = null;

export function marketHoursChoices(): readonly MarketHours[] {
  cached ??= [
    ALWAYS,
    hoursOf('stock', 'US stock hours (09:30–16:00 New York)'),
    hoursOf('future', 'Index future hours (Sun–Fri 18:00–17:00 New York)'),
    hoursOf('forex', 'Forex hours (Sun 17:00–Fri 17:00 New York)'),
  ];
  return cached;
}

const SAMPLE_SYMBOLS: Readonly<Record<string, MarketHours['id']>> = {
  SAMPLE: 'stock',
  SMPL: 'future',
  'EUR/USD': 'forex',
  'BTC/USD': 'always',
};

/** A first guess from the symbol: a pair as BASE/QUOTE trades forex hours, the samples their own. */
export function guessMarketHours(symbol: string): MarketHours {
  const pair = /^[A-Z]{3}\/(USD|EUR|JPY|GBP|CHF|CAD|AUD|NZD)$/.test(symbol) && !/^(BTC|ETH|SOL)\//.test(symbol);
  const id = SAMPLE_SYMBOLS[symbol] ?? (pair ? 'forex' : 'always');
  return marketHoursById(id) ?? ALWAYS;
}

export function marketHoursById(id: string): MarketHours | undefined {
  return marketHoursChoices().find((choice) => choice.id === id);
}
