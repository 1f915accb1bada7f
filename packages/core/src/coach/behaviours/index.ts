// Every behaviour detector, run in a fixed order (each draws its own seeded resamples).
import type { CoachContext } from '../context.ts';
import type { BehaviourFinding, CoachNote } from '../types.ts';
import { detectMistakeTags, detectRuleBreaks } from './discipline.ts';
import { detectLosersHeldLonger } from './holding.ts';
import { detectOvertrading } from './overtrading.ts';
import { detectRevenge } from './revenge.ts';
import { detectFading, detectLastHour } from './session.ts';
import { detectSizeAfterLosses } from './sizing.ts';
import { detectMissingStops, detectStopOverruns } from './stops.ts';

export function detectBehaviours(context: CoachContext): {
  findings: BehaviourFinding[];
  notes: CoachNote[];
} {
  const findings: BehaviourFinding[] = [];
  const notes: CoachNote[] = [];
  const revenge = detectRevenge(context);
  if (revenge) findings.push(revenge);
  const overtrading = detectOvertrading(context);
  if (overtrading) findings.push(overtrading);
  const holding = detectLosersHeldLonger(context);
  if (holding) findings.push(holding);
  const sizing = detectSizeAfterLosses(context);
  if (sizing) findings.push(sizing);
  const mistakes = detectMistakeTags(context);
  findings.push(...mistakes.findings);
  notes.push(...mistakes.notes);
  const rules = detectRuleBreaks(context);
  if (rules.finding) findings.push(rules.finding);
  notes.push(...rules.notes);
  for (const stops of [detectMissingStops(context), detectStopOverruns(context)]) {
    if (stops.finding) findings.push(stops.finding);
    notes.push(...stops.notes);
  }
  const lastHour = detectLastHour(context);
  if (lastHour) findings.push(lastHour);
  const fading = detectFading(context);
  if (fading) findings.push(fading);
  return { findings, notes };
}
