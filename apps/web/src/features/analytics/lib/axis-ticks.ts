// Tick labels of the equity curve's time axis (lightweight-charts). Its points sit at the trades'
// exits, so left alone it labels ticks between days with those exits' clock times ("20:03",
// "02:28") among the day labels. A curve over days shows days, months and years only; one inside a
// single day keeps its times, which are then all there is to tell the ticks apart.

/** lightweight-charts' TickMarkType, by value: Year, Month, DayOfMonth, Time, TimeWithSeconds. */
export type TickKind = 0 | 1 | 2 | 3 | 4;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const DAY_SECONDS = 86_400;

/**
 * The label of one tick. `seconds` is the point's time, already shifted so its UTC reading is the
 * trader's wall clock; `withTimes` says whether clock times may be shown at all.
 */
export function equityTickLabel(seconds: number, kind: TickKind, withTimes: boolean): string {
  const date = new Date(seconds * 1000);
  switch (kind) {
    case 0:
      return String(date.getUTCFullYear());
    case 1:
      return MONTHS[date.getUTCMonth()] ?? '';
    case 2:
      return String(date.getUTCDate());
    case 3:
    case 4:
      return withTimes ? `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : '';
  }
}

/** Whether a curve's points (wall-clock seconds, in order) fall within one calendar day. */
export function withinOneDay(times: readonly number[]): boolean {
  const first = times[0];
  const last = times[times.length - 1];
  if (first === undefined || last === undefined) return true;
  return Math.floor(first / DAY_SECONDS) === Math.floor(last / DAY_SECONDS);
}
