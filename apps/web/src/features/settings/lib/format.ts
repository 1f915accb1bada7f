const moments = new Map<string, Intl.DateTimeFormat>();

/** A moment in the trader's zone, e.g. "24 Nov 2026, 21:05" (one formatter per zone, reused). */
export function formatMoment(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = moments.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    moments.set(timeZone, format);
  }
  return format.format(date);
}

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** Storage sizes in binary units (KB = 1024 bytes, as the quota probe counts them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}
