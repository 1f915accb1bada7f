// Every price, quantity and amount of the sample journal is a whole number of its smallest unit
// (a tick, a cent, a satoshi-sized step) and is written as decimal text from that integer, so the
// text never carries binary noise like 0.30000000000000004.

/** `units` × 10^-decimals as plain decimal text with exactly `decimals` fraction digits. */
export function scaled(units: number, decimals: number): string {
  if (!Number.isSafeInteger(units)) throw new RangeError(`${units} is not a whole number of units`);
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(units));
  if (decimals === 0) return sign + digits;
  const padded = digits.padStart(decimals + 1, '0');
  return `${sign}${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

/** Cents as money text, e.g. -12950 → "-129.50". */
export const money = (cents: number): string => scaled(cents, 2);

/** `value` (units at `from` decimals) at `to` decimals, rounded half away from zero. */
export function rescale(value: number, from: number, to: number): number {
  if (to >= from) return value * 10 ** (to - from);
  const divisor = 10 ** (from - to);
  const magnitude = Math.floor((Math.abs(value) + divisor / 2) / divisor);
  return value < 0 ? -magnitude : magnitude;
}
