// Price series the app makes up, so a trader can try replay and backtests without data: seeded
// random walks whose volatility comes in clusters (a GARCH(1,1) variance), on each market's hours.
import { seededRandom } from '../analytics/monte-carlo.ts';
import { zoneClock } from '../analytics/zone-clock.ts';
import { placeLocalTime } from '../import/zone-time.ts';
import {
  BACKTEST_TIMEFRAME_MS,
  sessionClock,
  type BacktestTimeframe,
  type OhlcvBar,
  type TradingSession,
} from './bars.ts';

export type SampleMarket = 'stock' | 'future' | 'forex' | 'crypto';

interface MarketProfile {
  symbol: string;
  timeZone: string;
  session: TradingSession;
  price: number;
  tickSize: number;
  /** Yearly volatility of returns. */
  annualVolatility: number;
  /** Typical volume of one minute. */
  minuteVolume: number;
}

const PROFILES: Readonly<Record<SampleMarket, MarketProfile>> = {
  stock: {
    symbol: 'SAMPLE',
    timeZone: 'America/New_York',
    session: { open: '09:30', close: '16:00', days: [1, 2, 3, 4, 5] },
    price: 150,
    tickSize: 0.01,
    annualVolatility: 0.3,
    minuteVolume: 20_000,
  },
  future: {
    symbol: 'SMPL',
    // An index future's hours in New York time: Sunday 18:00 to Friday 17:00, a break at 17:00 daily.
    timeZone: 'America/New_York',
    session: { open: '18:00', close: '17:00', days: [0, 1, 2, 3, 4] },
    price: 5000,
    tickSize: 0.25,
    annualVolatility: 0.18,
    minuteVolume: 1_500,
  },
  forex: {
    symbol: 'EUR/USD',
    timeZone: 'America/New_York',
    session: { open: '17:00', close: '17:00', days: [0, 1, 2, 3, 4] },
    price: 1.08,
    tickSize: 0.00001,
    annualVolatility: 0.08,
    minuteVolume: 100,
  },
  crypto: {
    symbol: 'BTC/USD',
    timeZone: 'UTC',
    session: { open: '00:00', close: '00:00' },
    price: 60_000,
    tickSize: 0.01,
    annualVolatility: 0.6,
    minuteVolume: 5,
  },
};

export interface SampleSeriesRequest {
  kind: SampleMarket;
  seed: number;
  /** Epoch ms: the first bar is the first one of the market's hours at or after it. */
  start: number;
  bars: number;
  timeframe: BacktestTimeframe;
}

export interface SampleSeries {
  symbol: string;
  timeZone: string;
  session: TradingSession;
  tickSize: number;
  timeframe: BacktestTimeframe;
  bars: OhlcvBar[];
}

// GARCH(1,1): today's variance leans on yesterday's shock (ALPHA) and variance (BETA).
const ALPHA = 0.08;
const BETA = 0.9;

/** The same request gives the same bars, on any machine. */
export function sampleSeries(request: SampleSeriesRequest): SampleSeries {
  const profile = PROFILES[request.kind];
  const random = seededRandom(request.seed);
  const normal = (): number => {
    const u = 1 - random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const clock = zoneClock(profile.timeZone);
  const session = sessionClock(profile.session);
  const size = BACKTEST_TIMEFRAME_MS[request.timeframe];
  const daily = request.timeframe === '1D';
  const sessionsPerWeek = profile.session.days?.length ?? 7;
  const yearMs = session.length * sessionsPerWeek * 52;
  const barMs = daily ? session.length : size;
  const longRunVariance = (profile.annualVolatility ** 2 * barMs) / yearMs;
  const round = (price: number): number =>
    Number((Math.round(price / profile.tickSize) * profile.tickSize).toFixed(10));
  const barVolume = profile.minuteVolume * (barMs / 60_000);

  const bars: OhlcvBar[] = [];
  let variance = longRunVariance;
  let shock = 0;
  let close = profile.price;
  let local = clock.local(request.start);
  let offset = 0;
  let lastSession = NaN;
  // Slots: the bar starts inside the hours; a slot past the session's close jumps to the next open.
  let start = session.startOf(local);
  if (Number.isNaN(start)) local = session.nextOpen(local);
  else if (!daily) local = start + Math.ceil((local - start) / size) * size;
  else if (local > start) local = session.nextOpen(local);
  while (bars.length < request.bars) {
    start = session.startOf(local);
    if (Number.isNaN(start) || local >= start + session.length) {
      local = session.nextOpen(local);
      continue;
    }
    // The zone's offset changes between sessions (daylight saving at 02:00 on a closed Sunday), never inside one.
    if (start !== lastSession) {
      const placed = placeLocalTime(profile.timeZone, local);
      offset = placed.kind === 'skipped' ? 0 : placed.offset * 60_000;
    }
    variance = (1 - ALPHA - BETA) * longRunVariance + ALPHA * shock * shock + BETA * variance;
    const sigma = Math.sqrt(variance);
    shock = sigma * normal();
    // A new session opens away from the last close: the night's news.
    const gap = start !== lastSession && bars.length > 0 && !daily ? sigma * 2 * normal() : 0;
    lastSession = start;
    const open = round(close * Math.exp(gap));
    const next = round(open * Math.exp(shock));
    const high = round(Math.max(open, next) * Math.exp(Math.abs(normal()) * sigma * 0.5));
    const low = round(Math.min(open, next) * Math.exp(-Math.abs(normal()) * sigma * 0.5));
    // Busier on big moves, and for stocks near the open and the close.
    const intoSession = (local - start) / session.length;
    const shape = request.kind === 'stock' && !daily ? 0.6 + 2 * (intoSession - 0.5) ** 2 * 3 : 1;
    const volume = Math.round(
      barVolume * shape * (0.5 + Math.abs(shock) / Math.sqrt(longRunVariance)) * (0.75 + random() * 0.5),
    );
    bars.push({ time: local - offset, open, high, low, close: next, volume });
    close = next;
    local = daily ? session.nextOpen(local) : local + size;
  }
  return {
    symbol: profile.symbol,
    timeZone: profile.timeZone,
    session: profile.session,
    tickSize: profile.tickSize,
    timeframe: request.timeframe,
    bars,
  };
}
