// The calendar's words: a day's title and its counts, for the cells' labels and the day panel.
import { decimalMarkOf, moneyDecimals, PRIVACY_MASK } from '@edgelog/core';
import { currentDisplay } from '@/lib/format/current-display';
import type { PnlTotal } from './calendar-grid';

export const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/** "3 trades, 2 wins, 1 loss": the counts of a day, week or month in words. */
export function countsText(total: Pick<PnlTotal, 'trades' | 'wins' | 'losses' | 'breakevens'>): string {
  if (total.trades === 0) return 'no trades';
  const parts = [
    plural(total.trades, 'trade', 'trades'),
    plural(total.wins, 'win', 'wins'),
    plural(total.losses, 'loss', 'losses'),
  ];
  if (total.breakevens > 0) parts.push(plural(total.breakevens, 'break-even', 'break-evens'));
  return parts.join(', ');
}

const longDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Tuesday, November 3, 2026" for a 'YYYY-MM-DD' calendar day (a date, no zone to apply). */
export const dayTitle = (day: string): string => longDay.format(new Date(`${day}T12:00:00Z`));

const monthTitleFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

/** "November 2026". */
export const monthTitle = (year: number, month: number): string =>
  monthTitleFormat.format(Date.UTC(year, month - 1, 15));

const cellFormats = new Map<string, Intl.NumberFormat>();

function cellFormat(currency: string | null): Intl.NumberFormat {
  const key = currency ?? '';
  let format = cellFormats.get(key);
  if (format === undefined) {
    try {
      if (currency === null) throw new RangeError('no currency symbol asked for');
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        notation: 'compact',
        maximumSignificantDigits: 3,
        signDisplay: 'exceptZero',
      });
    } catch {
      format = new Intl.NumberFormat('en-US', {
        notation: 'compact',
        maximumSignificantDigits: 3,
        signDisplay: 'exceptZero',
      });
    }
    cellFormats.set(key, format);
  }
  return format;
}

/**
 * Money short enough for a day cell on a phone, three significant digits with its sign: "+$19.1",
 * "−$135", "+$1.23K", "+¥19"; without the currency symbol where even that does not fit. The exact
 * figure is in the cell's label and tooltip.
 */
export function cellMoney(value: number, currency: string, symbol = true): string {
  const display = currentDisplay();
  if (display.privacy) return PRIVACY_MASK;
  if (!Number.isFinite(value)) return value > 0 ? '+∞' : '\u2212∞';
  // Rounded to the currency's minor units first, so a day the engine calls even reads 0 and carries
  // no sign, and a yen day never shows a fraction of a yen.
  const unit = 10 ** moneyDecimals(currency);
  const rounded = Math.round(value * unit) / unit;
  // Three significant digits never need a group separator; only the decimal mark follows the format.
  return cellFormat(symbol ? currency : null)
    .format(Object.is(rounded, -0) ? 0 : rounded)
    .replace('-', '\u2212')
    .replace('.', decimalMarkOf(display));
}

/** "2W 1L", with "1BE" when there are break-evens: the short counts under a day's P&L. */
export function winLoss(total: Pick<PnlTotal, 'wins' | 'losses' | 'breakevens'>): string {
  const text = `${total.wins}W ${total.losses}L`;
  return total.breakevens > 0 ? `${text} ${total.breakevens}BE` : text;
}
