/**
 * The exchange-rate form's rules (those of public.fx_rates, so the form refuses what the database
 * would) and how a rate is read from saved price data.
 */

export interface FxRateFormValues {
  pair: string;
  day: string;
  rate: string;
}

export type FxRateField = keyof FxRateFormValues;

export interface FxRateDraft {
  /** Six letters, BASEQUOTE: one unit of the first currency is worth `rate` of the second. */
  pair: string;
  day: string;
  /** Plain decimal text, as typed: no digit passes through a double. */
  rate: string;
}

export type FxRateCheck =
  { ok: true; draft: FxRateDraft } | { ok: false; errors: Partial<Record<FxRateField, string>> };

/** The database refuses a billion or more (fx_rates_rate_range). */
const MAX_RATE_DIGITS = 9;

/** "eur/usd", "EUR USD" or "eur-usd" as the six letters the table keeps. */
export function normalizePair(text: string): string {
  return text.replace(/[\s/_-]/g, '').toUpperCase();
}

/** EURUSD as people read it: EUR/USD. */
export function pairLabel(pair: string): string {
  return pair.length === 6 ? `${pair.slice(0, 3)}/${pair.slice(3)}` : pair;
}

export function pairProblem(text: string): string | null {
  const pair = normalizePair(text);
  if (pair === '') return 'Type a currency pair, like EURUSD.';
  if (!/^[A-Z]{6}$/.test(pair)) return 'A pair is two three-letter currency codes, like EURUSD or EUR/USD.';
  if (pair.slice(0, 3) === pair.slice(3)) return 'The two currencies must differ.';
  return null;
}

/** A calendar date that exists (the date box gives YYYY-MM-DD; 2026-02-30 does not exist). */
export function dayProblem(text: string): string | null {
  if (text === '') return 'Pick the date the rate is for.';
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text);
  if (!match) return 'Write the date as YYYY-MM-DD.';
  const [, y = '', m = '', d = ''] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.toISOString().slice(0, 10) !== text) return 'That date does not exist.';
  return null;
}

/** The rate as typed, with a comma read as the decimal point. */
export function normalizeRate(text: string): string {
  return text.trim().replace(',', '.');
}

export function rateProblem(text: string): string | null {
  const rate = normalizeRate(text);
  if (rate === '') return 'Type the rate, like 1.0842.';
  if (!/^\d+(\.\d+)?$/.test(rate)) return 'Type the rate as a plain number, like 1.0842.';
  const [whole = ''] = rate.split('.');
  if (whole.replace(/^0+/, '').length > MAX_RATE_DIGITS) return 'A rate must be below 1,000,000,000.';
  if (!/[1-9]/.test(rate)) return 'A rate must be above 0.';
  return null;
}

/** Every field's problem, or the row to save. */
export function checkFxRateForm(values: FxRateFormValues): FxRateCheck {
  const errors: Partial<Record<FxRateField, string>> = {};
  const pair = pairProblem(values.pair);
  const day = dayProblem(values.day);
  const rate = rateProblem(values.rate);
  if (pair) errors.pair = pair;
  if (day) errors.day = day;
  if (rate) errors.rate = rate;
  if (pair || day || rate) return { ok: false, errors };
  return {
    ok: true,
    draft: { pair: normalizePair(values.pair), day: values.day, rate: normalizeRate(values.rate) },
  };
}

/** The names a saved price series of the pair may have: EURUSD or EUR/USD. */
export function priceSymbolsOf(pair: string): string[] {
  return [pair, pairLabel(pair)];
}

export interface CloseBar {
  /** The bar's start, UTC to the second (price_series' own form: YYYY-MM-DDTHH:MI:SSZ). */
  t: string;
  c: string;
}

export interface FoundClose {
  close: string;
  /** When the bar that gave it started. */
  at: string;
}

/**
 * The latest close on or before a day (UTC, as the bars are): the last bar starting before the
 * next day across the given series. A daily bar of the day itself counts: it closes that day.
 */
export function latestClose(series: ReadonlyArray<readonly CloseBar[]>, day: string): FoundClose | null {
  const before = `${nextDay(day)}T00:00:00Z`;
  let found: CloseBar | null = null;
  for (const bars of series) {
    const bar = lastBarBefore(bars, before);
    if (bar && (found === null || bar.t > found.t)) found = bar;
  }
  return found ? { close: found.c, at: found.t } : null;
}

/** Bars are in time order and their text sorts as time: a binary search finds the last one. */
function lastBarBefore(bars: readonly CloseBar[], before: string): CloseBar | null {
  let low = 0;
  let high = bars.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((bars[mid]?.t ?? '') < before) low = mid + 1;
    else high = mid;
  }
  return low > 0 ? (bars[low - 1] ?? null) : null;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
