import type { Intensity } from '../../lib/calendar-intensity';
import type { Tone } from '../../lib/format';

// Whole class names, so Tailwind finds every one of them in the source.
const PROFIT = ['', 'bg-success/10', 'bg-success/20', 'bg-success/35', 'bg-success/50'];
const LOSS = ['', 'bg-destructive/10', 'bg-destructive/20', 'bg-destructive/35', 'bg-destructive/50'];

/** The background of a day shaded by its P&L; neutral days keep the card's own. */
export function shadeClass({ tone, level }: Intensity): string {
  if (tone === 'profit') return PROFIT[level] ?? '';
  if (tone === 'loss') return LOSS[level] ?? '';
  return '';
}

export function toneTextClass(tone: Tone): string {
  return tone === 'profit' ? 'text-success' : tone === 'loss' ? 'text-destructive' : 'text-muted-foreground';
}
