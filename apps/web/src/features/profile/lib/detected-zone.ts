/** The zone a profile starts with (the column's default) until one is chosen. */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Whether the first visit should save the browser's zone: none was ever chosen, and the profile
 * still has the default (a zone set through the API, or brought back from a backup, is kept).
 */
export function needsDetectedZone(profile: { timezone: string; timezone_chosen_at: string | null }): boolean {
  return profile.timezone_chosen_at === null && profile.timezone === DEFAULT_TIME_ZONE;
}
