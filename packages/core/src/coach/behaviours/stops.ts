// Stops: trades entered without one, and losses that ran past the initial stop. The journal keeps
// only the initial stop, so a stop moved away cannot be seen as such; a loss beyond the initial risk
// (past slippage) is what it leaves behind, and is what the coach reports.
import { LOSS } from '../../analytics/prepare.ts';
import { MIN_PATTERN_TRADES, type CoachContext } from '../context.ts';
import { fromCents, idsOf } from '../journal.ts';
import { money, plural } from '../text.ts';
import type { BehaviourFinding, CoachNote } from '../types.ts';
import { compareFlagged } from './compare.ts';

/** A loss beyond this many R ran past its stop by more than slippage. */
export const OVERRUN_R = -1.1;

export function detectMissingStops(context: CoachContext): {
  finding: BehaviourFinding | null;
  notes: CoachNote[];
} {
  const { journal } = context;
  const missing: number[] = [];
  for (let i = 0; i < journal.n; i++) if (Number.isNaN(journal.riskCents[i] ?? NaN)) missing.push(i);
  if (missing.length === journal.n && journal.n > 0)
    return {
      finding: null,
      notes: [
        {
          kind: 'not-measurable',
          text: 'No trade has an initial stop: figures in R and the checks on stops cannot be measured',
        },
      ],
    };
  if (missing.length < MIN_PATTERN_TRADES) return { finding: null, notes: [] };
  const c = compareFlagged(context, missing, 'stops-missing');
  return {
    finding: {
      kind: 'behaviour',
      id: 'stops-missing',
      behaviour: 'stops-missing',
      title: 'Trades without a stop',
      tradeIds: idsOf(journal, missing),
      cost: c.cost,
      costR: null,
      suggestion:
        `Place a stop with every entry: ${plural(c.count, 'trade')} had none and made ` +
        `${money(c.expectancy)} each against ${money(c.othersExpectancy)} for trades with one` +
        (c.cost < 0 ? `, ${money(c.cost)} in all.` : '.'),
      evidence: {
        trades: c.count,
        netPnl: c.netCents / 100,
        expectancy: c.expectancy,
        othersExpectancy: c.othersExpectancy,
        sharePct: Math.round((c.count / journal.n) * 1000) / 10,
      },
      confidence: c.confidence,
      impact: c.cost,
    },
    notes: [],
  };
}

export function detectStopOverruns(context: CoachContext): {
  finding: BehaviourFinding | null;
  notes: CoachNote[];
} {
  const { journal } = context;
  const overrun: number[] = [];
  let beyondCents = 0;
  let beyondR = 0;
  let withStop = 0;
  for (let i = 0; i < journal.n; i++) {
    const risk = journal.riskCents[i] ?? NaN;
    if (Number.isNaN(risk)) continue;
    withStop++;
    const r = journal.r[i] ?? NaN;
    if (journal.prepared.result[i] !== LOSS || !(r < OVERRUN_R)) continue;
    overrun.push(i);
    beyondCents += (journal.netCents[i] ?? 0) + risk;
    beyondR += r + 1;
  }
  if (withStop === 0) return { finding: null, notes: [] };
  const notes: CoachNote[] = [
    {
      kind: 'not-measurable',
      text: 'Whether stops were moved is not measurable: the journal keeps only the initial stop, so losses past it are shown instead',
    },
  ];
  if (overrun.length < MIN_PATTERN_TRADES) return { finding: null, notes };
  const cost = fromCents(beyondCents);
  return {
    finding: {
      kind: 'behaviour',
      id: 'stops-overrun',
      behaviour: 'stops-overrun',
      title: 'Losses past the initial stop',
      tradeIds: idsOf(journal, overrun),
      cost,
      costR: Math.round(beyondR * 100) / 100,
      suggestion:
        `Let the stop you set do its job and never move it away: ${plural(overrun.length, 'loss', 'losses')} ` +
        `went past ${-OVERRUN_R}R, ${money(-cost)} more than their stops allowed.`,
      evidence: { trades: overrun.length, beyondStop: cost, thresholdR: OVERRUN_R },
      confidence: null,
      impact: cost,
    },
    notes,
  };
}
