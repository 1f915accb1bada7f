import { useAppTimeZone } from '@/lib/time-zone';

/** The time zone the trade log reads dates in: the trader's (profiles.timezone). */
export const useLogTimeZone = useAppTimeZone;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day (YYYY-MM-DD) starts in `zone`, as ISO 8601, or null for a malformed
 * day. Two passes settle the offset on days when the clocks change.
 */
export function zonedDayStart(day: string, zone: string, addDays = 0): string | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
  if (Number.isNaN(wall)) return null;
  const first = wall - zoneOffsetMs(wall, zone);
  const settled = wall - zoneOffsetMs(first, zone);
  // A midnight the clocks skip (00:00 becomes 01:00) reads as the evening before; the day then
  // starts at the jump, the later of the two readings.
  const start = settled + zoneOffsetMs(settled, zone) === wall ? settled : Math.max(first, settled);
  return new Date(start).toISOString();
}
