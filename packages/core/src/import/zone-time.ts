// Naive local times ("2026-03-08 02:30") placed in an IANA time zone. Around a DST change a
// local time may not exist (the clock jumped over it) or exist twice (the clock went back): the
// first is an error the trader must see, the second takes the first occurrence and says so.

const QUARTER_HOUR_MS = 900_000;
const HALF_DAY_MS = 43_200_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether `zone` names a time zone this runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** Minutes east of UTC in `zone` at the instant `ms`. */
export function zoneOffsetAt(zone: string, ms: number): number {
  const parts = formatterFor(zone).formatToParts(new Date(ms));
  const field = (type: string): number => Number(parts.find((part) => part.type === type)?.value ?? NaN);
  const local = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The offsets (minutes, earliest instant first) a local quarter hour has: none, one or two. */
type Resolution = readonly number[];

const resolutions = new Map<string, Map<number, Resolution>>();

function resolveQuarter(zone: string, quarterStart: number): Resolution {
  const before = zoneOffsetAt(zone, quarterStart - HALF_DAY_MS);
  const after = zoneOffsetAt(zone, quarterStart + HALF_DAY_MS);
  const offsets = new Set<number>();
  for (const offset of [before, after]) {
    if (zoneOffsetAt(zone, quarterStart - offset * 60_000) === offset) offsets.add(offset);
  }
  // The larger offset is the earlier instant.
  return [...offsets].sort((a, b) => b - a);
}

export type ZonedInstant =
  | { kind: 'exact'; offset: number }
  | { kind: 'ambiguous'; offset: number; later: number }
  | { kind: 'skipped' };

/**
 * The offset that places the local time `localMs` (its fields read as if UTC) in `zone`. Cached
 * per local quarter hour: zones change offset only on quarter hours, and a file has many rows.
 */
export function placeLocalTime(zone: string, localMs: number): ZonedInstant {
  let cache = resolutions.get(zone);
  if (!cache) {
    cache = new Map();
    resolutions.set(zone, cache);
  }
  const quarter = Math.floor(localMs / QUARTER_HOUR_MS);
  let resolution = cache.get(quarter);
  if (!resolution) {
    resolution = resolveQuarter(zone, quarter * QUARTER_HOUR_MS);
    cache.set(quarter, resolution);
  }
  const [first, second] = resolution;
  if (first === undefined) return { kind: 'skipped' };
  if (second === undefined) return { kind: 'exact', offset: first };
  return { kind: 'ambiguous', offset: first, later: second };
}
