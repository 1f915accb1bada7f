import { formatDateTime } from '@edgelog/core';
import { currentDisplay } from '@/lib/format/current-display';

/** A moment in the trader's zone and date format, e.g. "2026-11-24 21:05". */
export function formatMoment(iso: string, timeZone: string): string {
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  return formatDateTime(iso, { dateFormat: currentDisplay().dateFormat, timeZone });
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
