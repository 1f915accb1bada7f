/** How one figure behind a behaviour is written. */
export type EvidenceKind = 'money' | 'count' | 'minutes' | 'pct' | 'r' | 'ratio' | 'text';

export interface EvidenceRow {
  key: string;
  label: string;
  kind: EvidenceKind;
  value: number | string | null;
}

const KNOWN: Readonly<Record<string, { label: string; kind: EvidenceKind }>> = {
  trades: { label: 'Trades showing it', kind: 'count' },
  netPnl: { label: 'Their net P&L', kind: 'money' },
  expectancy: { label: 'Their average per trade', kind: 'money' },
  othersExpectancy: { label: 'Average of your other trades', kind: 'money' },
  windowMinutes: { label: 'Minutes after a loss', kind: 'minutes' },
  days: { label: 'Days', kind: 'count' },
  usualTradesPerDay: { label: 'Usual trades a day', kind: 'count' },
  threshold: { label: 'Trades a day counted as too many', kind: 'count' },
  worse: { label: 'Worse beyond chance', kind: 'text' },
  medianWinMinutes: { label: 'Median winner held (minutes)', kind: 'minutes' },
  medianLossMinutes: { label: 'Median loser held (minutes)', kind: 'minutes' },
  wins: { label: 'Winners', kind: 'count' },
  losses: { label: 'Losers', kind: 'count' },
  z: { label: 'Rank test z', kind: 'ratio' },
  p: { label: 'Rank test p-value', kind: 'ratio' },
  tradesAfterLosses: { label: 'Trades right after a loss', kind: 'count' },
  tradesAfterWins: { label: 'Trades right after a win', kind: 'count' },
  tag: { label: 'Tag', kind: 'text' },
  from: { label: 'Counted from', kind: 'text' },
  usualEnd: { label: 'Usual last entry', kind: 'text' },
  givenBackDays: { label: 'Days up before, down within the last hour', kind: 'count' },
  firstTrades: { label: 'First trades of a day kept apart', kind: 'count' },
  sharePct: { label: 'Share of your trades', kind: 'pct' },
  beyondStop: { label: 'Lost beyond the stop', kind: 'money' },
  thresholdR: { label: 'Loss counted as past the stop (R)', kind: 'r' },
};

const RULE_PREFIX = 'missed:';

function labelOf(key: string): { label: string; kind: EvidenceKind } {
  const known = KNOWN[key];
  if (known) return known;
  if (key.startsWith(RULE_PREFIX))
    return { label: `Times rule ${key.slice(RULE_PREFIX.length)} was missed`, kind: 'count' };
  // A figure this page does not know yet is still shown, under its own name spelled out.
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return { label: words.charAt(0).toUpperCase() + words.slice(1), kind: 'text' };
}

/** The figures behind a behaviour as the page lists them, known ones first in a fixed order. */
export function evidenceRows(evidence: Readonly<Record<string, number | string | null>>): EvidenceRow[] {
  const order = Object.keys(KNOWN);
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return Object.keys(evidence)
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => ({ key, ...labelOf(key), value: evidence[key] ?? null }));
}
