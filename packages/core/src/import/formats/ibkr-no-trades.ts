// The one sentence an Interactive Brokers file without trades shows: what it lists instead, and
// that the trades come from a query or statement that includes the Trades section.
import type { CashTransaction, SkippedRow } from '../types.ts';

function plural(count: number, word: string): string {
  if (count === 1) return `1 ${word}`;
  if (/(s|x|ch|sh)$/.test(word)) return `${String(count)} ${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${String(count)} ${word.slice(0, -1)}ies`;
  return `${String(count)} ${word}s`;
}

export function flexNoTrades(
  fileName: string,
  skipped: readonly SkippedRow[],
  cash: readonly CashTransaction[],
): string {
  const counts = new Map<string, number>();
  for (const row of skipped) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  for (const row of cash) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, count]) => plural(count, kind));
  const listed =
    parts.length <= 1
      ? (parts[0] ?? 'nothing')
      : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
  return `${fileName} holds no trades, only ${listed}: add the Trades section to the Flex Query and run it again.`;
}
