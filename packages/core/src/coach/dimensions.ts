// Strengths and weaknesses: the groups of each dimension (a symbol, a strategy, an hour...) whose
// expectancy differs from the journal's beyond what chance would give a group of their size. Groups
// are the engine's breakdown keys; only the few figures a finding needs are summed here (as the
// engine defines them, a test holds them to its breakdown): a full breakdown row for each of
// thousands of option contracts cost most of the analysis at 100k trades.
import { keyIds, orderedIds } from '../analytics/dimension-keys.ts';
import type { SummaryStatistics } from '../analytics/types.ts';
import { meanConfidence } from './confidence.ts';
import type { CoachContext } from './context.ts';
import { idsOf } from './journal.ts';
import { COACH_DIMENSIONS, type CoachDimension, type CoachNote, type EdgeFinding } from './types.ts';

interface Group {
  dimension: CoachDimension;
  key: string;
  label: string;
  positions: Int32Array;
  netCents: number;
  rSum: number;
  rCount: number;
}

/**
 * Each key id's trade positions in exit order, trades in several groups (two tags) in each, laid
 * out by counting: sorting a list per group cost more than the whole analysis at 100k trades.
 */
function membersById(context: CoachContext, dimension: CoachDimension): Int32Array[] {
  const keys = keyIds(context.journal.prepared, dimension);
  const count = keys.names.length;
  const starts = new Int32Array(count + 1);
  for (const id of keys.ids) starts[id + 1] = (starts[id + 1] ?? 0) + 1;
  for (const id of keys.extraIds) starts[id + 1] = (starts[id + 1] ?? 0) + 1;
  for (let g = 0; g < count; g++) starts[g + 1] = (starts[g + 1] ?? 0) + (starts[g] ?? 0);
  const order = new Int32Array(starts[count] ?? 0);
  const fill = starts.slice(0, count);
  let e = 0;
  for (let i = 0; i < keys.ids.length; i++) {
    const id = keys.ids[i] ?? 0;
    order[fill[id] ?? 0] = i;
    fill[id] = (fill[id] ?? 0) + 1;
    // The further keys of trade i: extraTrades is in trade order.
    for (; e < keys.extraTrades.length && keys.extraTrades[e] === i; e++) {
      const other = keys.extraIds[e] ?? 0;
      order[fill[other] ?? 0] = i;
      fill[other] = (fill[other] ?? 0) + 1;
    }
  }
  return Array.from({ length: count }, (_, g) => order.subarray(starts[g] ?? 0, starts[g + 1] ?? 0));
}

function groupsOf(context: CoachContext): Group[] {
  const { journal } = context;
  const groups: Group[] = [];
  for (const dimension of COACH_DIMENSIONS) {
    const keys = keyIds(journal.prepared, dimension);
    const members = membersById(context, dimension);
    for (const id of orderedIds(dimension, keys)) {
      const positions = members[id];
      if (positions === undefined || positions.length === 0) continue;
      let netCents = 0;
      let rSum = 0;
      let rCount = 0;
      for (let k = 0; k < positions.length; k++) {
        const i = positions[k] ?? 0;
        netCents += journal.netCents[i] ?? 0;
        const r = journal.r[i] ?? NaN;
        if (Number.isNaN(r)) continue;
        rSum += r;
        rCount++;
      }
      groups.push({
        dimension,
        key: keys.names[id] ?? '',
        label: keys.labels[id] ?? '',
        positions,
        netCents,
        rSum,
        rCount,
      });
    }
  }
  return groups;
}

function edgeFinding(context: CoachContext, group: Group, overall: SummaryStatistics): EdgeFinding | null {
  const { journal } = context;
  const count = group.positions.length;
  const overallExpectancy = overall.expectancy ?? 0;
  const values = new Float64Array(count);
  for (let k = 0; k < count; k++) values[k] = (journal.netCents[group.positions[k] ?? 0] ?? 0) / 100;
  const confidence = meanConfidence(
    values,
    overallExpectancy,
    context.budget,
    `${group.dimension}:${group.key}`,
  );
  if (!confidence.excludesReference) return null;
  const netPnl = group.netCents / 100;
  const expectancy = group.netCents / count / 100;
  const effect = Math.round((netPnl - count * overallExpectancy) * 100) / 100;
  const effectR =
    group.rCount === 0 || overall.expectancyR === null
      ? null
      : Math.round((group.rSum - group.rCount * overall.expectancyR) * 100) / 100;
  return {
    kind: expectancy > overallExpectancy ? 'strength' : 'weakness',
    id: `${group.dimension}:${group.key}`,
    dimension: group.dimension,
    key: group.key,
    label: group.label,
    sampleSize: count,
    netPnl,
    expectancy,
    expectancyR: group.rCount === 0 ? null : group.rSum / group.rCount,
    effect,
    effectR,
    confidence,
    impact: effect,
    tradeIds: idsOf(journal, group.positions),
  };
}

/**
 * Findings for groups with at least the minimum sample whose interval leaves out the journal's
 * expectancy; a note for each smaller group. Smaller groups are resampled first, so they are the
 * ones sure to get the bootstrap when the budget runs short.
 */
export function dimensionFindings(
  context: CoachContext,
  overall: SummaryStatistics,
): { findings: EdgeFinding[]; notes: CoachNote[] } {
  const findings: EdgeFinding[] = [];
  const notes: CoachNote[] = [];
  const groups = groupsOf(context);
  for (const group of groups) {
    const count = group.positions.length;
    if (count >= context.minSample) continue;
    notes.push({
      kind: 'small-sample',
      text: `${group.label}: ${count} trades, fewer than the ${context.minSample} a finding needs`,
      dimension: group.dimension,
      key: group.key,
      label: group.label,
      sampleSize: count,
      netPnl: group.netCents / 100,
    });
  }
  const large = groups
    .filter((group) => group.positions.length >= context.minSample)
    .sort((a, b) => a.positions.length - b.positions.length);
  for (const group of large) {
    const finding = edgeFinding(context, group, overall);
    if (finding !== null) findings.push(finding);
  }
  return { findings, notes };
}
