// What the importer tells about a file as a whole once a format has read it: that it holds no
// trades, and what it holds instead.
import type { CashTransaction, SkippedRow } from './types.ts';

function plural(count: number, one: string): string {
  if (count === 1) return `1 ${one}`;
  const word = /[^aeiou]y$/.test(one)
    ? `${one.slice(0, -1)}ies`
    : /(s|x|z|ch|sh)$/.test(one)
      ? `${one}es`
      : `${one}s`;
  return `${String(count)} ${word}`;
}

/** "holds no trades: it lists 17 dividends and 3 deposits" for a recognised file without fills. */
export function noTradesSentence(
  fileName: string,
  skipped: readonly SkippedRow[],
  cash: readonly CashTransaction[],
): string {
  const counts = new Map<string, number>();
  for (const row of skipped) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  const deposits = cash.filter((row) => row.kind === 'deposit').length;
  const withdrawals = cash.length - deposits;
  const parts = [...counts].map(([kind, count]) => plural(count, kind));
  if (deposits > 0) parts.push(plural(deposits, 'deposit'));
  if (withdrawals > 0) parts.push(plural(withdrawals, 'withdrawal'));
  if (parts.length === 0) return `${fileName} holds no trades: its trades table is empty.`;
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
  return `${fileName} holds no trades: it lists ${listed ?? ''}.`;
}
