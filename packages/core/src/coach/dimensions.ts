// Strengths and weaknesses: the groups of each dimension (a symbol, a strategy, an hour...) whose
// expectancy differs from the journal's beyond what chance would give a group of their size. The
// group's figures come from the engine's breakdown, so they match the analytics pages.
import { breakdown, type BreakdownRow } from '../analytics/breakdown.ts';
import { keyIds } from '../analytics/dimension-keys.ts';
import type { AnalyticsTrade, StatisticsOptions, SummaryStatistics } from '../analytics/types.ts';
import { meanConfidence } from './confidence.ts';
import type { CoachContext } from './context.ts';
import { idsOf } from './journal.ts';
import { COACH_DIMENSIONS, type CoachDimension, type CoachNote, type EdgeFinding } from './types.ts';

interface Group {
  dimension: CoachDimension;
  row: BreakdownRow;
  positions: number[];
}

/** Each key id's trade positions, trades in several groups (two tags) in each. */
function membersById(context: CoachContext, dimension: CoachDimension): number[][] {
  const keys = keyIds(context.journal.prepared, dimension);
  const members: number[][] = keys.names.map(() => []);
  keys.ids.forEach((id, i) => members[id]?.push(i));
  keys.extraTrades.forEach((i, e) => members[keys.extraIds[e] ?? 0]?.push(i));
  for (const list of members) list.sort((a, b) => a - b);
  return members;
}

function groupsOf(
  context: CoachContext,
  trades: readonly AnalyticsTrade[],
  options: StatisticsOptions,
): Group[] {
  const groups: Group[] = [];
  for (const dimension of COACH_DIMENSIONS) {
    const keys = keyIds(context.journal.prepared, dimension);
    const idOfKey = new Map(keys.names.map((name, id) => [name, id]));
    const members = membersById(context, dimension);
    for (const row of breakdown(trades, dimension, options)) {
      const positions = members[idOfKey.get(row.key) ?? -1] ?? [];
      groups.push({ dimension, row, positions });
    }
  }
  return groups;
}

function edgeFinding(context: CoachContext, group: Group, overall: SummaryStatistics): EdgeFinding | null {
  const { journal } = context;
  const s = group.row.statistics;
  const overallExpectancy = overall.expectancy ?? 0;
  const values = new Float64Array(group.positions.length);
  group.positions.forEach((i, k) => (values[k] = (journal.netCents[i] ?? 0) / 100));
  const confidence = meanConfidence(
    values,
    overallExpectancy,
    context.budget,
    `${group.dimension}:${group.row.key}`,
  );
  if (!confidence.excludesReference) return null;
  const effect = Math.round((s.netPnl - s.tradeCount * overallExpectancy) * 100) / 100;
  const effectR =
    s.totalR === null || overall.expectancyR === null
      ? null
      : Math.round((s.totalR - s.tradesWithR * overall.expectancyR) * 100) / 100;
  return {
    kind: (s.expectancy ?? 0) > overallExpectancy ? 'strength' : 'weakness',
    id: `${group.dimension}:${group.row.key}`,
    dimension: group.dimension,
    key: group.row.key,
    label: group.row.label,
    sampleSize: s.tradeCount,
    netPnl: s.netPnl,
    expectancy: s.expectancy ?? 0,
    expectancyR: s.expectancyR,
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
  trades: readonly AnalyticsTrade[],
  options: StatisticsOptions,
  overall: SummaryStatistics,
): { findings: EdgeFinding[]; notes: CoachNote[] } {
  const findings: EdgeFinding[] = [];
  const notes: CoachNote[] = [];
  const groups = groupsOf(context, trades, options);
  for (const group of groups) {
    const s = group.row.statistics;
    if (s.tradeCount >= context.minSample) continue;
    notes.push({
      kind: 'small-sample',
      text: `${group.row.label}: ${s.tradeCount} trades, fewer than the ${context.minSample} a finding needs`,
      dimension: group.dimension,
      key: group.row.key,
      label: group.row.label,
      sampleSize: s.tradeCount,
      netPnl: s.netPnl,
    });
  }
  const large = groups
    .filter((group) => group.row.statistics.tradeCount >= context.minSample)
    .sort((a, b) => a.row.statistics.tradeCount - b.row.statistics.tradeCount);
  for (const group of large) {
    const finding = edgeFinding(context, group, overall);
    if (finding !== null) findings.push(finding);
  }
  return { findings, notes };
}
