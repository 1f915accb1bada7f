// Interactive Brokers states a realised P&L on every closing row, including closes of positions
// opened before the statement began. The fills of such a position cannot give that figure (its
// opening is not in the file), so comparing them would warn of a price error that is not there:
// the figures of those positions are left out of the check, and a warning names them.
import type { ImportedExecution, ImportWarning, StatedPnl } from '../types.ts';

export interface StatedClose {
  fill: ImportedExecution;
  /** What the row states; undefined for a row that states none but says it closes. */
  stated?: StatedPnl;
}

const EPSILON = 1e-9;

function groupKey(fill: ImportedExecution): string {
  return `${fill.accountRef ?? ''}\u0000${fill.symbol}`;
}

/** The stated figures of positions the file opens itself, and a warning naming the others. */
export function statedWithinFile(
  fills: readonly ImportedExecution[],
  closes: readonly StatedClose[],
): { stated: StatedPnl[]; warnings: ImportWarning[] } {
  const byFill = new Map(closes.map((close) => [close.fill, close]));
  const groups = new Map<string, ImportedExecution[]>();
  for (const fill of fills) {
    const key = groupKey(fill);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(fill);
  }
  const openedBefore = new Set<string>();
  for (const [key, group] of groups) {
    const ordered = group
      .map((fill, at) => ({ fill, at, time: Date.parse(fill.time) }))
      .sort((a, b) => a.time - b.time || a.at - b.at);
    let position = 0;
    for (const { fill } of ordered) {
      const signed = fill.side === 'buy' ? fill.quantity : -fill.quantity;
      const close = byFill.get(fill);
      const opposite = position * signed < 0 ? Math.abs(position) : 0;
      const needed =
        fill.positionEffect === 'close'
          ? fill.quantity
          : close?.stated !== undefined && close.stated.amount !== 0
            ? EPSILON
            : 0;
      if (opposite + EPSILON < needed) openedBefore.add(key);
      position += signed;
    }
  }
  const stated: StatedPnl[] = [];
  const left = new Set<string>();
  for (const close of closes) {
    if (!close.stated) continue;
    if (openedBefore.has(groupKey(close.fill))) left.add(close.fill.symbol);
    else stated.push(close.stated);
  }
  const warnings: ImportWarning[] =
    left.size === 0
      ? []
      : [
          {
            message: `${[...left].join(', ')}: closed in this file but not opened among its fills (opened before it, or on a row with an error), so the realised P&L the file states was not compared with the fills`,
          },
        ];
  return { stated: stated.sort((a, b) => a.line - b.line), warnings };
}
