import {
  formatCount as coreCount,
  formatDateTime,
  moneyDecimals,
  PRIVACY_MASK,
  separatorsOf,
} from '@edgelog/core';
import { currentDisplay } from '@/lib/format/current-display';
import { roundDecimal } from './log-decimal';

// Every figure here follows the trader's number format and date format as they are now, and money
// is masked under privacy mode; the log's components render again through useFormat.

// A typographic minus: a hyphen is too short to read as a sign in a column of figures.
const MINUS = '\u2212';

// Thousands separators by slicing: a column of figures formats hundreds of these per view.
function grouped(plain: string): string {
  const { group, decimal } = separatorsOf(currentDisplay().numberFormat);
  const negative = plain.startsWith('-');
  const [whole = '', fraction] = (negative ? plain.slice(1) : plain).split('.');
  let withGroups = whole.slice(0, whole.length % 3 || 3);
  for (let at = withGroups.length; at < whole.length; at += 3)
    withGroups += `${group}${whole.slice(at, at + 3)}`;
  return fraction === undefined ? withGroups : `${withGroups}${decimal}${fraction}`;
}

function signed(plain: string): string {
  if (/^-?0(\.0+)?$/.test(plain)) return grouped(plain.replace('-', ''));
  return `${plain.startsWith('-') ? MINUS : '+'}${grouped(plain)}`;
}

/**
 * Money in its currency's minor units with its sign: +1,234.50, −20.00, 0.00, +1,235 for yen,
 * −1.235 for dinars (cents without a currency); an em dash when unknown; masked under privacy mode.
 */
export function formatMoney(text: string | null, currency?: string | null): string {
  const rounded = text === null ? null : roundDecimal(text, moneyDecimals(currency));
  if (rounded === null) return '—';
  return currentDisplay().privacy ? PRIVACY_MASK : signed(rounded);
}

/** An R multiple to two decimals with its sign and unit: +1.52R. */
export function formatR(text: string | null): string {
  const value = text === null ? null : roundDecimal(text, 2);
  return value === null ? '—' : `${signed(value)}R`;
}

/** A percentage to two decimals with its sign: −3.10%. */
export function formatPercent(text: string | null): string {
  const value = text === null ? null : roundDecimal(text, 2);
  return value === null ? '—' : `${signed(value)}%`;
}

/** A price or quantity as stored (no digit invented or dropped), with thousands separators. */
export function formatPlain(text: string | null): string {
  if (text === null) return '—';
  const negative = text.startsWith('-');
  return `${negative ? MINUS : ''}${grouped(text)}`;
}

function decimalsOf(text: string): number {
  return text.split('.')[1]?.length ?? 0;
}

/**
 * How many decimals a price shows, by market: forex to the pipette (5, or 3 for yen quotes),
 * stocks, options and CFDs to the cent (4 below one), futures to their ticks (2 to 5), crypto as
 * traded (up to 8). Average prices are exact fractions; the trade page shows them in full.
 */
export function priceDecimals(text: string, assetClass: string | null, symbol: string): number {
  switch (assetClass) {
    case 'forex':
      return symbol.toUpperCase().includes('JPY') ? 3 : 5;
    case 'crypto':
      return Math.max(2, Math.min(8, decimalsOf(text)));
    case 'future':
      return Math.max(2, Math.min(5, decimalsOf(text)));
    default:
      return Math.abs(Number(text)) < 1 ? 4 : 2;
  }
}

/** A price at its market's precision, with thousands separators. */
export function formatPrice(text: string | null, assetClass: string | null, symbol: string): string {
  if (text === null) return '—';
  return formatPlain(roundDecimal(text, priceDecimals(text, assetClass, symbol)) ?? text);
}

/** A holding time in its two largest units: 3d 4h, 2h 05m, 45m, 30s. */
export function formatHolding(text: string | null): string {
  const ms = text === null ? NaN : Number(text);
  if (!Number.isFinite(ms) || ms < 0) return '—';
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m`;
  return `${seconds}s`;
}

// A fill's charge can be a fraction of the minor unit (0.0035 a share); those digits are kept, so
// the fills add up to what the broker charged, but never the zeros the database pads with.
const CHARGE_DECIMALS = 8;

/**
 * A fill's commission or fee: at least its currency's minor units (1.50, 150 for yen), more only
 * when it has them (0.0035); masked under privacy mode.
 */
export function formatCharge(text: string | null, currency: string | null | undefined): string {
  const minor = moneyDecimals(currency);
  const exact = text === null ? null : roundDecimal(text, Math.max(minor, CHARGE_DECIMALS));
  if (exact === null) return '—';
  if (currentDisplay().privacy) return PRIVACY_MASK;
  const [whole = '', fraction = ''] = exact.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minor, '0');
  return formatPlain(kept === '' ? whole : `${whole}.${kept}`);
}

/** An instant to the second (fills), in the trader's date format and the given zone. */
export function formatInstantSeconds(iso: string | null, zone: string): string {
  return formatDateTime(iso, { dateFormat: currentDisplay().dateFormat, timeZone: zone }, { seconds: true });
}

/** An instant as a date and time in the log's zone, in the trader's date format: 2026-11-24 21:05. */
export function formatInstant(iso: string | null, zone: string): string {
  return formatDateTime(iso, { dateFormat: currentDisplay().dateFormat, timeZone: zone });
}

/** A count with the trader's thousands separators: 10,000. */
export const formatCount = (n: number) => coreCount(n, currentDisplay());

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
