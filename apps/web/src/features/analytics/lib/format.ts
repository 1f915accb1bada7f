// How every analytics figure is written: one set of rules so a number reads the same on every page
// (docs/metrics.md: money to the cent with its sign, R to two decimals, % to one, ∞ and —).

/** The same kinds as core's metric definitions: a definition's kind formats its value. */
export type MetricKind = 'money' | 'r' | 'pct' | 'count' | 'ratio' | 'minutes' | 'days' | 'ms';

export interface FormatOptions {
  /** ISO 4217 code of the figures; money without one is written as a plain number. */
  currency?: string;
  /** Show + on gains (P&L, R, changes); − is always shown. */
  signed?: boolean;
}

/** The true minus sign: the hyphen is narrower than the digits and breaks tabular columns. */
export const MINUS = '\u2212';
export const NOT_AVAILABLE = '—';
export const INFINITE = '∞';

const LOCALE = 'en-US';
const formatters = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let found = formatters.get(key);
  if (found === undefined) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

function withMinus(text: string): string {
  return text.replace('-', MINUS);
}

/** Zero is neither a gain nor a loss: no sign, and "-0" never shows. */
function clean(value: number): number {
  return Object.is(value, -0) ? 0 : value;
}

function decimal(digits: number, signed: boolean): Intl.NumberFormat {
  return cached(`d${digits}${signed ? 's' : ''}`, () => {
    return new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
  });
}

function money(currency: string, signed: boolean, compact: boolean): Intl.NumberFormat {
  return cached(`m${currency}${signed ? 's' : ''}${compact ? 'c' : ''}`, () => {
    try {
      return new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency,
        signDisplay: signed ? 'exceptZero' : 'auto',
        ...(compact
          ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
          : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      });
    } catch {
      // A code Intl does not know still gets its figures, followed by the code.
      return decimal(2, signed);
    }
  });
}

function infinite(value: number): string {
  return value > 0 ? INFINITE : `${MINUS}${INFINITE}`;
}

/** "+$1,234.50", "−$80.00", "$0.00"; an unknown currency code is written after the number. */
export function formatMoney(value: number, currency: string | undefined, signed = false): string {
  if (!Number.isFinite(value)) return infinite(value);
  const amount = clean(Math.round(value * 100) / 100);
  if (currency === undefined) return withMinus(decimal(2, signed).format(amount));
  const format = money(currency, signed, false);
  const text = withMinus(format.format(amount));
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

/** Money to the whole unit, for axes whose ticks are far apart: "$10,250", "−$80". */
export function formatMoneyWhole(value: number, currency: string | undefined): string {
  if (!Number.isFinite(value)) return infinite(value);
  const amount = clean(Math.round(value));
  const format = cached(`w${currency ?? ''}`, () => {
    try {
      return new Intl.NumberFormat(LOCALE, {
        ...(currency === undefined ? {} : { style: 'currency', currency }),
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });
    } catch {
      return decimal(0, false);
    }
  });
  return withMinus(format.format(amount));
}

/** Short money for chart axes: "$1.2K", "−$35K". */
export function formatMoneyCompact(value: number, currency: string | undefined): string {
  if (!Number.isFinite(value)) return infinite(value);
  if (currency === undefined) {
    return withMinus(
      cached(
        'compact',
        () => new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 }),
      ).format(clean(value)),
    );
  }
  return withMinus(money(currency, false, true).format(clean(value)));
}

/** "+1.25R", "−0.50R". */
export function formatR(value: number, signed = true): string {
  if (!Number.isFinite(value)) return `${infinite(value)}R`;
  return `${withMinus(decimal(2, signed).format(clean(value)))}R`;
}

/** "55.0%"; signed for changes: "+3.2%". */
export function formatPct(value: number, signed = false): string {
  if (!Number.isFinite(value)) return `${infinite(value)}%`;
  return `${withMinus(decimal(1, signed).format(clean(value)))}%`;
}

/** Two decimals: profit factor, payoff, Sharpe, SQN. */
export function formatRatio(value: number, signed = false): string {
  if (!Number.isFinite(value)) return infinite(value);
  return withMinus(decimal(2, signed).format(clean(value)));
}

export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return infinite(value);
  return withMinus(decimal(0, false).format(clean(value)));
}

/** A duration in minutes as the two largest units: "45m", "2h 05m", "3d 4h", "<1m". */
export function formatMinutes(value: number): string {
  if (!Number.isFinite(value)) return infinite(value);
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
  if (!Number.isFinite(value)) return infinite(value);
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
