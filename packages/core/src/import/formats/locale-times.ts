// Times written in the Windows locale of the machine that exported them (NinjaTrader's grids,
// ATAS): "3/9/2026 9:31:05 AM" (en-US), "09/03/2026 09:31:05" (en-GB, fr-FR), "9/03/2026 9:31:05 AM"
// (en-AU), "09.03.2026 09:31:05" (de-DE), "2026/03/09 9:31:05" (ja-JP). The file names no locale,
// so the layout is the one every value fits. When the day and the month cannot be told apart (no
// day above 12), rows whose exit must follow their entry decide first; else the clock does: the
// month-first locale (en-US) writes unpadded dates with a 12-hour clock, the day-first ones a
// 24-hour clock or zero-padded fields. A day-first reading so chosen is named in a warning; the
// trader's choice of order (reading-choices.ts) goes before the clock.
import { askDateOrder, chosenDateOrder, orderOf } from '../reading-choices.ts';
import { compileTimestampFormat, type TimestampFormat } from '../timestamps.ts';

const LOCALE_PATTERNS = [
  'M/D/YYYY h:mm:ss A',
  'M/D/YYYY h:mm A',
  'D/M/YYYY h:mm:ss A',
  'D/M/YYYY h:mm A',
  'D/M/YYYY H:mm:ss',
  'D/M/YYYY H:mm',
  'M/D/YYYY H:mm:ss',
  'M/D/YYYY H:mm',
  'D.M.YYYY H:mm:ss',
  'D.M.YYYY H:mm',
  'D-M-YYYY H:mm:ss',
  'D-M-YYYY H:mm',
  'YYYY-M-D H:mm:ss',
  'YYYY-M-DTH:mm:ss',
  'YYYY-M-D H:mm',
  'YYYY/M/D H:mm:ss',
  'YYYY/M/D H:mm',
  'YYYY.M.D H:mm:ss',
].map(compileTimestampFormat);

export interface LocaleTimeFormat {
  /** null when no layout fits every value (the rows are then errors naming the value). */
  format: TimestampFormat | null;
  warning?: string;
}

/**
 * Whether `text` is written in `format`: its fields in range (a month of 13 is the other order),
 * though the date need not exist (31.02.2026 is this layout, and that row's error).
 */
function fits(text: string, format: TimestampFormat): boolean {
  const match = format.regex.exec(text);
  if (!match) return false;
  const value: Partial<Record<string, number>> = {};
  let group = 1;
  for (const field of format.fields) {
    value[field] = Number(match[group++] ?? '');
    // A second's fraction has a group of its own.
    if (field === 'second') group++;
  }
  const { month = 0, day = 0, hour = 0, minute = 0 } = value;
  const hours = format.fields.includes('meridiem') ? hour >= 1 && hour <= 12 : hour <= 23;
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && hours && minute <= 59;
}

/** en-US writes "M/d/yyyy h:mm:ss tt": a zero-padded day or month is another locale's. */
function padded(values: readonly string[]): boolean {
  return values.some((value) => /^\s*(?:0\d[/.-]|\d{1,2}[/.-]0\d[/.-])/.test(value));
}

/**
 * The layout of `values`. `consistent(format)` says whether the rows read in that layout make
 * sense (an exit after its entry); it is asked only when the day/month order is in doubt.
 */
export function localeTimeFormat(
  values: readonly string[],
  platform: string,
  consistent: (format: TimestampFormat) => boolean = () => true,
): LocaleTimeFormat {
  let fitting = LOCALE_PATTERNS;
  const written = values.filter((value) => value.trim() !== '');
  let anyFits = false;
  for (const value of written) {
    const next = fitting.filter((format) => fits(value, format));
    // A value no layout left fits is that row's error, not a reason to refuse the other rows.
    if (next.length === 0) continue;
    fitting = next;
    anyFits = true;
  }
  const [first] = fitting;
  if (!first || !anyFits) return { format: null };
  const orders = new Set(fitting.map((format) => format.dayFirst).filter((order) => order !== null));
  if (orders.size < 2) return { format: first };
  const sensible = fitting.filter(consistent);
  const sensibleOrders = new Set(sensible.map((format) => format.dayFirst));
  const [onlySensible] = sensible;
  if (onlySensible && sensibleOrders.size === 1) return { format: onlySensible };
  const order = chosenDateOrder();
  const asChosen = (sensible.length > 0 ? sensible : fitting).find((format) => orderOf(format) === order);
  if (asChosen) {
    askDateOrder(written, fitting, order ?? null);
    return { format: asChosen };
  }
  const twelveHour = first.pattern.endsWith('A');
  const dayFirst = !twelveHour || padded(written);
  const chosen =
    (sensible.length > 0 ? sensible : fitting).find((format) => format.dayFirst === dayFirst) ?? first;
  askDateOrder(written, fitting, orderOf(chosen));
  // Unpadded dates beside a 12-hour clock are en-US, the platforms' own locale: nothing to say.
  if (!dayFirst) return { format: chosen };
  const why = twelveHour
    ? 'zero-padded dates beside a 12-hour clock are written day first (as in Australia)'
    : 'dates beside a 24-hour clock are written day first';
  return {
    format: chosen,
    warning:
      `No day in this file is above 12, so its dates could be day/month or month/day: they were read ` +
      `day first (${chosen.pattern}), because ${platform} writes dates in the Windows locale and ${why}. ` +
      'Check the dates of the first trades.',
  };
}
