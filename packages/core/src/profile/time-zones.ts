// Time zone names the profile accepts. The database checks the same name against its own zone
// list (pg_timezone_names), so only IANA names pass: never offsets such as +02:00.
import { isKnownTimeZone } from '../import/zone-time.ts';

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;
export const MAX_TIME_ZONE_LENGTH = 64;

/** The zones this runtime knows, or an empty list where it cannot tell. */
export function knownTimeZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * Whether `zone` is a time zone name: one of `known` when a list is given, else one the runtime
 * lists or at least formats with (aliases such as Asia/Calcutta, which browsers still report, are
 * not always in the list). UTC is always one: some runtimes leave it out of their list.
 */
export function isTimeZoneName(zone: string, known?: readonly string[]): boolean {
  if (zone === 'UTC') return true;
  if (zone.length > MAX_TIME_ZONE_LENGTH || !ZONE_NAME.test(zone)) return false;
  if (known) return known.includes(zone);
  // Every listed zone formats, so one (cached) formatter check answers both.
  return isKnownTimeZone(zone);
}
