import type { Formatter } from './display-format';

/**
 * A count with its noun in the trader's number format: "1 fill", "12,345 fills", "12.345 fills"
 * where that is theirs. The noun follows the count (one for exactly 1, the plural otherwise).
 */
export function counted(format: Pick<Formatter, 'count'>, count: number, one: string, many: string): string {
  return `${format.count(count)} ${count === 1 ? one : many}`;
}
