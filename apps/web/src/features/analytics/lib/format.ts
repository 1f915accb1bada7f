// How every analytics figure is written: one set of rules so a number reads the same on every page
// (docs/metrics.md: money to the cent with its sign, R to two decimals, % to one, ∞ and —), in
// the trader's number format, with money masked under privacy mode.
import {
  formatMoney as coreMoney,
  formatMoneyCompact as coreMoneyCompact,
  formatNumber,
  formatPercent as corePercent,
  formatR as coreR,
  INFINITE,
  MINUS,
  NOT_AVAILABLE,
} from '@edgelog/core';
import { currentDisplay } from '@/lib/format/current-display';

/** The same kinds as core's metric definitions: a definition's kind formats its value. */
export type MetricKind = 'money' | 'r' | 'pct' | 'count' | 'ratio' | 'minutes' | 'days' | 'ms';

export interface FormatOptions {
  /** ISO 4217 code of the figures; money without one is written as a plain number. */
  currency?: string;
  /** Show + on gains (P&L, R, changes); − is always shown. */
  signed?: boolean;
}

export { INFINITE, MINUS, NOT_AVAILABLE };

/** The trader's formats and privacy mode as they are now (defaults in tests). */
const display = currentDisplay;

/** "+$1,234.50", "−$80.00", "$0.00"; masked under privacy mode. */
export function formatMoney(value: number, currency: string | undefined, signed = false): string {
  return coreMoney(value, display(), { currency, signed });
}

/** Money to the whole unit, for axes whose ticks are far apart: "$10,250", "−$80". */
export function formatMoneyWhole(value: number, currency: string | undefined): string {
  return coreMoney(value, display(), { currency, decimals: 0 });
}

/** Short money for chart axes: "$1.2K", "−$35K". */
export function formatMoneyCompact(value: number, currency: string | undefined): string {
  return coreMoneyCompact(value, display(), { currency });
}

/** "+1.25R", "−0.50R". */
export function formatR(value: number, signed = true): string {
  return coreR(value, display(), { signed });
}

/** "55.0%"; signed for changes: "+3.2%". */
export function formatPct(value: number, signed = false): string {
  return corePercent(value, display(), { signed });
}

/** Two decimals: profit factor, payoff, Sharpe, SQN. */
export function formatRatio(value: number, signed = false): string {
  return formatNumber(value, display(), { signed });
}

export function formatCount(value: number): string {
  return formatNumber(value, display(), { decimals: 0 });
}

/** A duration in minutes as the two largest units: "45m", "2h 05m", "3d 4h", "<1m". */
export function formatMinutes(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? INFINITE : `${MINUS}${INFINITE}`;
  const sign = value < 0 ? MINUS : '';
  const total = Math.abs(value);
  if (total < 1) return total === 0 ? '0m' : `${sign}<1m`;
  const minutes = Math.round(total);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${sign}${days}d ${hours}h`;
  if (hours > 0) return `${sign}${hours}h ${String(rest).padStart(2, '0')}m`;
  return `${sign}${rest}m`;
}

/** Whole days, from a count of days: "12 days", "1 day". */
export function formatDays(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? INFINITE : `${MINUS}${INFINITE}`;
  const days = Math.round(value);
  return `${formatCount(days)} ${Math.abs(days) === 1 ? 'day' : 'days'}`;
}

/** A duration in milliseconds (drawdown lengths) as days when long, else hours and minutes. */
export function formatDurationMs(value: number): string {
  return formatMinutes(value / 60_000);
}

/** Any figure by its kind; null is "—" and ±Infinity is "∞" / "−∞". */
export function formatMetric(value: number | null, kind: MetricKind, options: FormatOptions = {}): string {
  if (value === null || Number.isNaN(value)) return NOT_AVAILABLE;
  const signed = options.signed ?? false;
  switch (kind) {
    case 'money':
      return formatMoney(value, options.currency, signed);
    case 'r':
      return formatR(value, signed);
    case 'pct':
      return formatPct(value, signed);
    case 'ratio':
      return formatRatio(value, signed);
    case 'count':
      return formatCount(value);
    case 'minutes':
      return formatMinutes(value);
    case 'days':
      return formatDays(value);
    case 'ms':
      return formatDurationMs(value);
  }
}

export type Tone = 'profit' | 'loss' | 'neutral';

/** Whether a signed figure is a gain, a loss or neither, to the cent (a break-even is neutral). */
export function toneOf(value: number | null): Tone {
  if (value === null || Number.isNaN(value)) return 'neutral';
  const cents = Math.round(value * 100);
  return cents > 0 ? 'profit' : cents < 0 ? 'loss' : 'neutral';
}

/** The word a screen reader (and a colour-blind eye) gets beside a signed figure. */
export function toneLabel(tone: Tone): string {
  return tone === 'profit' ? 'gain' : tone === 'loss' ? 'loss' : 'even';
}

/** The value a `data-value` marker carries: the raw number, 'Infinity', '-Infinity' or 'null'. */
export function rawValue(value: number | null): string {
  if (value === null) return 'null';
  return String(value);
}
