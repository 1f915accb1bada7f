/** "1 trade", "12 trades", "1,204 trades". */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
