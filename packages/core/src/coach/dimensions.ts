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
  positions: Int32Array;
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
      const positions = members[idOfKey.get(row.key) ?? -1] ?? new Int32Array(0);
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
  for (let k = 0; k < group.positions.length; k++)
    values[k] = (journal.netCents[group.positions[k] ?? 0] ?? 0) / 100;
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
