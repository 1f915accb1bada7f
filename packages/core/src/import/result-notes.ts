// What the importer tells about a file as a whole once a format has read it: that it holds no
// trades (and what it holds instead), and positions whose opening is older than the file.
import type { RoundTrip } from '../journal/round-trips.ts';
import { FilePositions } from './file-positions.ts';
import type { CashTransaction, ImportedExecution, ImportWarning, SkippedRow } from './types.ts';

/** Symbols named in one warning before "and N more". */
const SYMBOLS_SHOWN = 5;

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

function firstTripLooksClosing(trips: readonly RoundTrip<ImportedExecution>[] | null): boolean {
  // Fills the journal would refuse are row errors already.
  const trip = trips?.[0];
  const first = trip?.executions[0];
  if (!trip || !first || first.positionEffect === 'open' || first.event !== undefined) return false;
  if (first.positionEffect === 'close') return true;
  // A short the file never covers, of what is not usually sold short: most likely the sale of a
  // position bought before the file's first date. A short covered in the file is a short.
  return (
    trip.open &&
    trip.direction === 'short' &&
    (first.assetClass === 'stock' || first.assetClass === 'option' || first.assetClass === 'crypto')
  );
}

/**
 * Positions whose first fill in the file closes something the file never opens: the broker marks
 * it closing, or it sells shares, options or coins and the short is never covered in the file.
 * Their opening is before the file's first date; one warning names them all, as the trader may
 * want to import the earlier period too.
 */
export function openedBeforeFile(
  executions: readonly ImportedExecution[],
  positions = new FilePositions(executions),
): ImportWarning[] {
  const named = new Set<string>();
  for (const [key, [first]] of positions.fills)
    if (first && firstTripLooksClosing(positions.tripsOf(key))) named.add(first.symbol);
  const symbols = [...named];
  if (symbols.length === 0) return [];
  const more = symbols.length - SYMBOLS_SHOWN;
  return [
    {
      message:
        `${symbols.slice(0, SYMBOLS_SHOWN).join(', ')}${more > 0 ? ` and ${String(more)} more` : ''}: the first ` +
        `fill in this file closes a position the file never opens, so its opening is before the file's first ` +
        `date. It closes that position when the opening is in your journal already; otherwise it stays a ` +
        `position of its own (a short). Import the earlier period too to see the whole trade.`,
    },
  ];
}
