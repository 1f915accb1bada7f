import type { Formatter } from '@/lib/format';

/** "1 fill", "1,204 fills" in the trader's number format ("1.204 fills" where that is theirs). */
export function counted(format: Pick<Formatter, 'count'>, count: number, one: string, many: string): string {
  return `${format.count(count)} ${count === 1 ? one : many}`;
}
