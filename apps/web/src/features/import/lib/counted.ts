// The import pages name their counts as every page does ("1 fill", "1.204 fills").
export { counted } from '@/lib/format';

// Lines named before "and N more": a long list of them says no more than its first few.
const LINES_SHOWN = 5;

/** "line 4", "lines 4, 9, 12 and 3 more": the first of `lines`, of `count` lines in all. */
export function linesText(lines: readonly number[], count = lines.length): string {
  const shown = lines.slice(0, LINES_SHOWN);
  const more = count - shown.length;
  return `${count === 1 ? 'line' : 'lines'} ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
