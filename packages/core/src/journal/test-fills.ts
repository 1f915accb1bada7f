// Builders the journal's tests share: fills a minute apart from a fixed instant, in UTC.
import type { Execution } from './execution.ts';

export const START = Date.UTC(2026, 2, 9, 14, 30);

export function minute(n: number): string {
  return new Date(START + n * 60_000).toISOString();
}

/** `buy 100 @ 10`-style fills, the k-th one k minutes after START. */
export function fills(
  ...rows: [
    side: 'buy' | 'sell',
    quantity: number | string,
    price: number | string,
    extra?: Partial<Execution>,
  ][]
): Execution[] {
  return rows.map(([side, quantity, price, extra], k) => ({
    time: minute(k),
    side,
    quantity,
    price,
    ...extra,
  }));
}
