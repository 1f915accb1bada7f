export interface ZoneOption {
  zone: string;
  /** The zone's distance from UTC now, as "UTC+05:30". */
  offset: string;
  /** The name as read aloud and searched: "America / New York". */
  label: string;
}

/** "GMT+5:30" (Intl's shortOffset) as "UTC+05:30"; "GMT" as "UTC+00:00". */
export function offsetLabel(shortOffset: string): string {
  const match = /^GMT([+-−])(\d{1,2})(?::(\d{2}))?$/.exec(shortOffset);
  if (!match) return 'UTC+00:00';
  const sign = match[1] === '+' ? '+' : '−';
  return `UTC${sign}${(match[2] ?? '0').padStart(2, '0')}:${match[3] ?? '00'}`;
}

function shortOffset(zone: string, now: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? 'GMT';
}

/**
 * Every zone the browser knows, with its offset at `now`; UTC first, and `current` kept even when
 * it is an alias the browser does not list (a profile saved elsewhere).
 */
export function zoneOptions(now: Date, current: string, known: readonly string[]): ZoneOption[] {
  const zones = ['UTC', ...known.filter((zone) => zone !== 'UTC')];
  if (current !== '' && !zones.includes(current)) zones.push(current);
  return zones.map((zone) => ({
    zone,
    offset: offsetLabel(shortOffset(zone, now)),
    label: zone.replaceAll('_', ' ').replaceAll('/', ' / '),
  }));
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('_', ' ');

/**
 * The options matching every word of the query, in the name or the offset ("new york", "tokyo",
 * "+05:30", "utc-05"). An empty query keeps them all.
 */
export function filterZones(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const words = folded(query).replaceAll('-', '−').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const haystack = `${folded(option.zone)} ${option.offset.toLowerCase()}`;
    return words.every((word) => haystack.includes(word));
  });
}
