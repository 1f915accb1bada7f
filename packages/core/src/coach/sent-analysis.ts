// The analysis as the ai-analysis function keeps and sends it. A finding of a large journal rests on
// thousands of trades, and a journal of option contracts has thousands of symbols too small to judge:
// at 100,000 trades every id and note made a 36 MB answer for a page that lists five trades a card
// and opens at most TRADE_LOG_IDS of them in the trade log. Each list is cut to what the page can
// use, with the counts it needs to say how many there are.
import type { CoachAnalysis, CoachNote, Finding } from './types.ts';

/** Trade ids sent per finding or what-if: the most the page lists or opens in the trade log. */
export const SENT_TRADE_IDS = 300;
/** Small-sample groups listed: those moving the most money. */
export const SENT_SMALL_SAMPLES = 100;

function cut<T extends { tradeIds: string[]; tradeCount?: number }>(item: T): T {
  const tradeCount = item.tradeCount ?? item.tradeIds.length;
  return { ...item, tradeIds: item.tradeIds.slice(0, SENT_TRADE_IDS), tradeCount };
}

const moneyMoved = (note: CoachNote) => Math.abs(note.netPnl ?? 0);

/** The names the trader gave their strategies and tags, which the engine knows by id. */
export interface AnalysisNames {
  strategies: readonly { id: string; name: string }[];
  tags: readonly { id: string; name: string }[];
}

/**
 * The analysis as sent: lists cut, and each strategy or tag group labelled with its name, so the
 * page draws it without the journal in hand.
 */
export function sentAnalysis(analysis: CoachAnalysis, names?: AnalysisNames): CoachAnalysis {
  const named = names === undefined ? analysis : withNames(analysis, names);
  return cutAnalysis(named);
}

function withNames(analysis: CoachAnalysis, names: AnalysisNames): CoachAnalysis {
  const byDimension = {
    strategy: new Map(names.strategies.map((item) => [item.id, item.name])),
    tag: new Map(names.tags.map((item) => [item.id, item.name])),
  };
  const nameOf = (dimension: string | undefined, key: string | undefined): string | undefined =>
    (dimension === 'strategy' || dimension === 'tag') && key !== undefined
      ? byDimension[dimension].get(key)
      : undefined;
  return {
    ...analysis,
    findings: analysis.findings.map((finding): Finding => {
      if (finding.kind === 'behaviour') return finding;
      const name = nameOf(finding.dimension, finding.key);
      return name === undefined ? finding : { ...finding, label: name };
    }),
    notes: analysis.notes.map((note) => {
      const name = nameOf(note.dimension, note.key);
      return name === undefined || note.label === undefined
        ? note
        : { ...note, text: note.text.replace(note.label, name), label: name };
    }),
  };
}

function cutAnalysis(analysis: CoachAnalysis): CoachAnalysis {
  const small = analysis.notes.filter((note) => note.kind === 'small-sample');
  // Kept in the analysis's own order, the largest amounts chosen (ties: the earlier note).
  const kept = new Set(
    small
      .map((note, index) => ({ note, index }))
      .sort((a, b) => moneyMoved(b.note) - moneyMoved(a.note) || a.index - b.index)
      .slice(0, SENT_SMALL_SAMPLES)
      .map(({ note }) => note),
  );
  return {
    ...analysis,
    findings: analysis.findings.map(cut),
    whatIfs: analysis.whatIfs.map(cut),
    notes: analysis.notes.filter((note) => note.kind !== 'small-sample' || kept.has(note)),
    smallSamplesLeftOut: (analysis.smallSamplesLeftOut ?? 0) + small.length - kept.size,
  };
}

/** How many trades a finding or what-if rests on, whether or not its list was cut. */
export const tradeCountOf = (item: { tradeIds: readonly string[]; tradeCount?: number }): number =>
  item.tradeCount ?? item.tradeIds.length;
