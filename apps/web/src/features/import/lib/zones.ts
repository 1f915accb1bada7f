/** Every zone the browser knows, for the files' time zone choice. */
export const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** The list with `zone` in it, for a profile zone the browser does not list (UTC on some). */
export function zonesWith(zone: string): readonly string[] {
  return TIME_ZONES.includes(zone) ? TIME_ZONES : [zone, ...TIME_ZONES];
}
