import { moneyDecimals, type Instrument } from '@edgelog/core';

// One place decides how calculator figures read: en-US grouping (1,234.56), a fixed precision per
// kind of figure so columns line up, a sign on profit and loss, and a dash for values that do not exist.

export const NOT_AVAILABLE = '—';

interface Digits {
  min?: number;
  max?: number;
  sign?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter({ min = 0, max = 2, sign = false }: Digits): Intl.NumberFormat {
  const key = `${min}:${max}:${sign}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: Math.max(min, max),
      signDisplay: sign ? 'exceptZero' : 'auto',
    });
    formatters.set(key, found);
  }
  return found;
}

export function formatNumber(value: number | null | undefined, digits: Digits = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  return formatter(digits).format(value);
}

/** Yen-quoted pairs are priced to 3 decimals, other pairs to 5, stocks and futures to 2. */
export function priceDigits(instrument: Instrument, pair?: string): Digits {
  if (instrument === 'forex')
    return /\/\s*jpy\s*$/i.test(pair ?? '') ? { min: 3, max: 3 } : { min: 5, max: 5 };
  // Coins trade from fractions of a cent to tens of thousands: as many decimals as the price has.
  if (instrument === 'crypto') return { min: 2, max: 8 };
  return { min: 2, max: 2 };
}

export function formatPrice(value: number | null | undefined, instrument: Instrument, pair?: string): string {
  return formatNumber(value, priceDigits(instrument, pair));
}

/** "10,000.00 USD". `extra` adds decimals for small per-unit amounts (a pip per unit is 0.0001 USD). */
export function formatMoney(
  value: number | null | undefined,
  currency: string,
  options: { extra?: number; sign?: boolean } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  const digits = moneyDecimals(currency);
  const text = formatNumber(value, { min: digits, max: digits + (options.extra ?? 0), sign: options.sign });
  return currency ? `${text} ${currency}` : text;
}

export function formatPercent(
  value: number | null | undefined,
  options: { digits?: number; sign?: boolean } = {},
): string {
  const digits = options.digits ?? 2;
  const text = formatNumber(value, { min: digits, max: digits, sign: options.sign });
  return text === NOT_AVAILABLE ? text : `${text}%`;
}

/** Shares, coins, units or contracts: whole numbers stay whole, fractions keep up to 8 decimals. */
export function formatQuantity(value: number | null | undefined): string {
  return formatNumber(value, { min: 0, max: 8 });
}

export function formatLots(value: number | null | undefined): string {
  return formatNumber(value, { min: 2, max: 5 });
}

/** Profit, loss or break-even, for the label beside a signed amount (never colour alone). */
export function pnlLabel(value: number | null | undefined): 'Profit' | 'Loss' | 'Break-even' {
  if (value === null || value === undefined || value === 0) return 'Break-even';
  return value > 0 ? 'Profit' : 'Loss';
}
