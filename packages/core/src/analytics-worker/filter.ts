// The global analytics filter in the URL, and its date presets as the instants the database
// filters on. Days, weeks, months and years are the trader's, in their time zone: "this week"
// starts on their first day of the week at their midnight, whatever UTC says.
import { CalculatorInputError } from '../calculators/errors.ts';
import {
  civilFromDays,
  daysFromKey,
  WEEKDAYS,
  weekdayOfDay,
  zoneClock,
  type Weekday,
} from '../analytics/zone-clock.ts';
import type { ZoneClock } from '../analytics/zone-clock.ts';
import { DATE_PRESETS, type AnalyticsFilter, type DatePreset, type InstantRange } from './contract.ts';

export const DEFAULT_ANALYTICS_FILTER: AnalyticsFilter = Object.freeze({
  preset: 'all',
  from: null,
  to: null,
  accountIds: Object.freeze([]),
  strategyIds: Object.freeze([]),
  tagIds: Object.freeze([]),
  assetClasses: Object.freeze([]),
  currency: null,
  basis: 'net',
});

/** The URL keys, short so a shared link stays readable. */
const KEYS = {
  preset: 'period',
  from: 'from',
  to: 'to',
  accountIds: 'account',
  strategyIds: 'strategy',
  tagIds: 'tag',
  assetClasses: 'asset',
  currency: 'cur',
  basis: 'basis',
} as const;

/** Every URL key the filter owns: other parameters of a page are left alone. */
export const ANALYTICS_FILTER_KEYS: readonly string[] = Object.values(KEYS);

const DAY_KEY = /^\d{4}-\d\d-\d\d$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ASSET_CLASS = /^[a-z][a-z0-9_]{0,31}$/;
const CURRENCY = /^[A-Z]{3}$/;
/** More ids than this in a link is not a filter a person made. */
const MAX_IDS = 200;

/** A real calendar date (not 2025-02-30), as YYYY-MM-DD. */
export function isDayKey(value: string): boolean {
  if (!DAY_KEY.test(value)) return false;
  const { year, month, day } = civilFromDays(daysFromKey(value));
  return (
    year === Number(value.slice(0, 4)) &&
    month === Number(value.slice(5, 7)) &&
    day === Number(value.slice(8, 10))
  );
}

function isPreset(value: string): value is DatePreset {
  return (DATE_PRESETS as readonly string[]).includes(value);
}

function list(raw: string | undefined, pattern: RegExp): string[] {
  if (raw === undefined || raw === '') return [];
  const items = new Set<string>();
  for (const item of raw.split(',')) {
    const trimmed = item.trim();
    if (pattern.test(trimmed) && items.size < MAX_IDS) items.add(trimmed);
  }
  // Sorted so one selection is one URL and one query key, whatever order it was picked in.
  return [...items].sort();
}

function day(raw: string | undefined): string | null {
  return raw !== undefined && isDayKey(raw) ? raw : null;
}

/** What the parser reads of URLSearchParams (core has no DOM types). */
export interface SearchParamsLike {
  get(name: string): string | null;
}

function isSearchParams(value: object): value is SearchParamsLike {
  return 'get' in value && typeof value.get === 'function';
}

/** The filter a URL describes. Anything unknown or invalid is dropped, never thrown. */
export function parseAnalyticsFilter(
  params: SearchParamsLike | Readonly<Record<string, string>>,
): AnalyticsFilter {
  const get = (key: string): string | undefined => {
    if (isSearchParams(params)) return params.get(key) ?? undefined;
    return Object.hasOwn(params, key) ? params[key] : undefined;
  };
  let from = day(get(KEYS.from));
  let to = day(get(KEYS.to));
  const rawPreset = get(KEYS.preset);
  let preset: DatePreset = DEFAULT_ANALYTICS_FILTER.preset;
  if (rawPreset !== undefined && isPreset(rawPreset)) preset = rawPreset;
  else if (from !== null || to !== null) preset = 'custom';
  if (preset !== 'custom') {
    from = null;
    to = null;
  } else if (from !== null && to !== null && from > to) {
    [from, to] = [to, from];
  }
  const currency = get(KEYS.currency);
  const basis = get(KEYS.basis);
  return {
    preset,
    from,
    to,
    accountIds: list(get(KEYS.accountIds), ID),
    strategyIds: list(get(KEYS.strategyIds), ID),
    tagIds: list(get(KEYS.tagIds), ID),
    assetClasses: list(get(KEYS.assetClasses), ASSET_CLASS),
    currency: currency !== undefined && CURRENCY.test(currency) ? currency : null,
    basis: basis === 'gross' ? 'gross' : 'net',
  };
}

/**
 * The URL parameters of a filter, in a fixed order, defaults left out (`new URLSearchParams(...)`
 * of it is the query string).
 */
export function analyticsFilterToParams(filter: AnalyticsFilter): Record<string, string> {
  // Through the parser first so a filter built in code is as clean as one read from a link.
  const clean = parseAnalyticsFilter(rawParams(filter));
  const params = new Map<string, string>();
  if (clean.preset !== DEFAULT_ANALYTICS_FILTER.preset) params.set(KEYS.preset, clean.preset);
  if (clean.from !== null) params.set(KEYS.from, clean.from);
  if (clean.to !== null) params.set(KEYS.to, clean.to);
  if (clean.accountIds.length > 0) params.set(KEYS.accountIds, clean.accountIds.join(','));
  if (clean.strategyIds.length > 0) params.set(KEYS.strategyIds, clean.strategyIds.join(','));
  if (clean.tagIds.length > 0) params.set(KEYS.tagIds, clean.tagIds.join(','));
  if (clean.assetClasses.length > 0) params.set(KEYS.assetClasses, clean.assetClasses.join(','));
  if (clean.currency !== null) params.set(KEYS.currency, clean.currency);
  if (clean.basis !== DEFAULT_ANALYTICS_FILTER.basis) params.set(KEYS.basis, clean.basis);
  return Object.fromEntries(params);
}

function rawParams(filter: AnalyticsFilter): Record<string, string> {
  const raw: Record<string, string> = {
    [KEYS.preset]: filter.preset,
    [KEYS.accountIds]: filter.accountIds.join(','),
    [KEYS.strategyIds]: filter.strategyIds.join(','),
    [KEYS.tagIds]: filter.tagIds.join(','),
    [KEYS.assetClasses]: filter.assetClasses.join(','),
    [KEYS.basis]: filter.basis,
  };
  if (filter.from !== null) raw[KEYS.from] = filter.from;
  if (filter.to !== null) raw[KEYS.to] = filter.to;
  if (filter.currency !== null) raw[KEYS.currency] = filter.currency;
  return raw;
}

/** The same filter, written the one way the URL writes it: equal filters give equal keys. */
export function analyticsFilterKey(filter: AnalyticsFilter): string {
  return Object.entries(analyticsFilterToParams(filter))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The first instant of a local calendar day. A midnight the clocks skip (a spring-forward at
 * 00:00) starts the day at the jump; a midnight that happens twice starts it at the first one.
 */
export function startOfLocalDay(clock: ZoneClock, day: number): number {
  const local = day * DAY_MS;
  // Offsets run from -12 h to +14 h: the instant sought lies in this window, which holds at most
  // one change of offset.
  const before = clock.exactOffset(local - 15 * HOUR_MS);
  const after = clock.exactOffset(local + 13 * HOUR_MS);
  const candidates = [local - before, local - after]
    .filter((ms) => ms + clock.exactOffset(ms) === local)
    .sort((a, b) => a - b);
  if (candidates[0] !== undefined) return candidates[0];
  // Midnight skipped: the first second whose local time is past it.
  let low = local - Math.max(before, after);
  let high = local - Math.min(before, after);
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2000) * 1000;
    if (middle + clock.exactOffset(middle) >= local) high = middle;
    else low = middle;
  }
  return high;
}

const dayOf = (year: number, month: number, date: number): number =>
  Math.floor(Date.UTC(year, month - 1, date) / DAY_MS);

/** Local days [first, end) of a preset, `end` excluded; null ends are unbounded. */
function presetDays(
  filter: AnalyticsFilter,
  today: number,
  weekStartsOn: Weekday,
): { first: number | null; end: number | null } {
  const { year, month, day } = civilFromDays(today);
  const tomorrow = today + 1;
  const weekStart = today - ((weekdayOfDay(today) - WEEKDAYS.indexOf(weekStartsOn) + 7) % 7);
  const quarterMonth = month - ((month - 1) % 3);
  switch (filter.preset) {
    case 'all':
      return { first: null, end: null };
    case 'today':
      return { first: today, end: tomorrow };
    case 'yesterday':
      return { first: today - 1, end: today };
    case 'this-week':
      return { first: weekStart, end: weekStart + 7 };
    case 'last-week':
      return { first: weekStart - 7, end: weekStart };
    case 'last-7-days':
      return { first: today - 6, end: tomorrow };
    case 'this-month':
      return { first: dayOf(year, month, 1), end: dayOf(year, month + 1, 1) };
    case 'last-month':
      return { first: dayOf(year, month - 1, 1), end: dayOf(year, month, 1) };
    case 'last-30-days':
      return { first: today - 29, end: tomorrow };
    case 'this-quarter':
      return { first: dayOf(year, quarterMonth, 1), end: dayOf(year, quarterMonth + 3, 1) };
    case 'last-quarter':
      return { first: dayOf(year, quarterMonth - 3, 1), end: dayOf(year, quarterMonth, 1) };
    case 'year-to-date':
      return { first: dayOf(year, 1, 1), end: tomorrow };
    case 'last-12-months': {
      // The same date a year back, the day after it: 12 whole months ending today. Date.UTC rolls
      // 29 February of a leap year over to 1 March.
      return { first: dayOf(year - 1, month, day) + 1, end: tomorrow };
    }
    case 'last-year':
      return { first: dayOf(year - 1, 1, 1), end: dayOf(year, 1, 1) };
    case 'custom':
      return {
        first: filter.from !== null && isDayKey(filter.from) ? daysFromKey(filter.from) : null,
        end: filter.to !== null && isDayKey(filter.to) ? daysFromKey(filter.to) + 1 : null,
      };
  }
}

/**
 * The instants [from, to) of the filter's dates in the trader's zone, resolved against `now`.
 * `to` is the start of the day after the last one, so a trade closed at 23:59:59 is in.
 */
export function resolveDateRange(
  filter: AnalyticsFilter,
  timeZone: string,
  now: Date | string,
  weekStartsOn: Weekday = 'Mon',
): InstantRange {
  const clock = zoneClock(timeZone);
  const nowMs = typeof now === 'string' ? Date.parse(now) : now.getTime();
  if (!Number.isFinite(nowMs))
    throw new CalculatorInputError('VALIDATION-002', `${String(now)} is not an instant`, 'now');
  const today = clock.day(nowMs);
  const { first, end } = presetDays(filter, today, weekStartsOn);
  const iso = (localDay: number | null): string | null =>
    localDay === null ? null : new Date(startOfLocalDay(clock, localDay)).toISOString();
  return { from: iso(first), to: iso(end) };
}
