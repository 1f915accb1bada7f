// Mistakes the trader named: each mistake-group tag, and trades that skipped rules of their
// strategy's checklist. A strategy's rules are those its trades were ever checked against: the
// journal keeps each trade's followed rules, not the checklist itself.
import { MIN_PATTERN_TRADES, type CoachContext } from '../context.ts';
import { idsOf } from '../journal.ts';
import { money, plural } from '../text.ts';
import type { BehaviourFinding, CoachNote } from '../types.ts';
import { compareFlagged } from './compare.ts';

const MISTAKE_GROUP = 'mistake';

export function detectMistakeTags(context: CoachContext): {
  findings: BehaviourFinding[];
  notes: CoachNote[];
} {
  const { journal } = context;
  const byTag = new Map<string, { name: string; positions: number[] }>();
  for (let i = 0; i < journal.n; i++) {
    for (const tag of journal.trades[i]?.tags ?? []) {
      if (tag.group.toLowerCase() !== MISTAKE_GROUP) continue;
      const entry = byTag.get(tag.id) ?? { name: tag.name, positions: [] };
      if (entry.positions[entry.positions.length - 1] !== i) entry.positions.push(i);
      byTag.set(tag.id, entry);
    }
  }
  const findings: BehaviourFinding[] = [];
  const notes: CoachNote[] = [];
  for (const [id, { name, positions }] of byTag) {
    if (positions.length < MIN_PATTERN_TRADES || positions.length === journal.n) {
      notes.push({
        kind: 'small-sample',
        text: `Mistake "${name}": ${plural(positions.length, 'trade')}, too few to measure its cost`,
        key: id,
        label: name,
        sampleSize: positions.length,
      });
      continue;
    }
    const c = compareFlagged(context, positions, `mistake:${id}`);
    findings.push({
      kind: 'behaviour',
      id: `mistake-tag:${id}`,
      behaviour: 'mistake-tag',
      title: `Mistake: ${name}`,
      tradeIds: idsOf(journal, positions),
      cost: c.cost,
      costR: c.costR,
      suggestion:
        `Write one check against "${name}" into your pre-trade routine: the ${plural(c.count, 'trade')} ` +
        `tagged with it made ${money(c.expectancy)} each against ${money(c.othersExpectancy)} for the others` +
        (c.cost < 0 ? `, ${money(c.cost)} in all.` : '.'),
      evidence: {
        tag: name,
        trades: c.count,
        netPnl: c.netCents / 100,
        expectancy: c.expectancy,
        othersExpectancy: c.othersExpectancy,
      },
      confidence: c.confidence,
      impact: c.cost,
    });
  }
  return { findings, notes };
}

export function detectRuleBreaks(context: CoachContext): {
  finding: BehaviourFinding | null;
  notes: CoachNote[];
} {
  const { journal } = context;
  const rules = new Map<string, Set<string>>();
  for (const trade of journal.trades) {
    if (!trade.strategyId || trade.followedRuleIds === undefined) continue;
    const known = rules.get(trade.strategyId) ?? new Set<string>();
    for (const rule of trade.followedRuleIds) known.add(rule);
    rules.set(trade.strategyId, known);
  }
  if ([...rules.values()].every((known) => known.size === 0))
    return {
      finding: null,
      notes: [
        {
          kind: 'not-measurable',
          text: 'Rule breaks: no trade records which rules of its strategy it followed',
        },
      ],
    };
  const checklists = new Map([...rules].map(([strategy, known]) => [strategy, [...known]]));
  const broken: number[] = [];
  const missed = new Map<string, number>();
  for (let i = 0; i < journal.n; i++) {
    const trade = journal.trades[i];
    if (!trade?.strategyId || trade.followedRuleIds === undefined) continue;
    // A checklist holds a handful of rules: a scan beats building a set per trade.
    const followed = trade.followedRuleIds;
    let breaks = false;
    for (const rule of checklists.get(trade.strategyId) ?? []) {
      if (followed.includes(rule)) continue;
      breaks = true;
      missed.set(rule, (missed.get(rule) ?? 0) + 1);
    }
    if (breaks) broken.push(i);
  }
  if (broken.length < MIN_PATTERN_TRADES || broken.length === journal.n) return { finding: null, notes: [] };
  const c = compareFlagged(context, broken, 'rule-breaks');
  const mostMissed = [...missed].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return {
    finding: {
      kind: 'behaviour',
      id: 'rule-breaks',
      behaviour: 'rule-breaks',
      title: 'Trades that skipped rules of their strategy',
      tradeIds: idsOf(journal, broken),
      cost: c.cost,
      costR: c.costR,
      suggestion:
        `Go through the checklist before each entry: the ${plural(c.count, 'trade')} that skipped a rule ` +
        `made ${money(c.expectancy)} each against ${money(c.othersExpectancy)} for the others` +
        (c.cost < 0 ? `, ${money(c.cost)} in all.` : '.'),
      evidence: {
        trades: c.count,
        netPnl: c.netCents / 100,
        expectancy: c.expectancy,
        othersExpectancy: c.othersExpectancy,
        ...Object.fromEntries(mostMissed.map(([rule, count]) => [`missed:${rule}`, count])),
      },
      confidence: c.confidence,
      impact: c.cost,
    },
    notes: [],
  };
}
