// What-if figures: the journal's net P&L had the costliest habit's trades not been taken, had every
// loss been held to its initial risk (-1R), or had only the setups that proved better been traded.
import type { CoachContext } from './context.ts';
import { fromCents, idsOf } from './journal.ts';
import type { BehaviourFinding, EdgeFinding, Finding, WhatIf } from './types.ts';

function withoutWorstPattern(context: CoachContext, findings: readonly Finding[]): WhatIf | null {
  const worst = findings
    .filter((f): f is BehaviourFinding => f.kind === 'behaviour' && f.impact < 0)
    .reduce<BehaviourFinding | null>((a, b) => (a === null || b.impact < a.impact ? b : a), null);
  if (worst === null) return null;
  const { journal } = context;
  const left = new Set(worst.tradeIds);
  let removed = 0;
  for (let i = 0; i < journal.n; i++)
    if (left.has(journal.trades[i]?.id ?? '')) removed += journal.netCents[i] ?? 0;
  return result(
    'without-worst-pattern',
    `Without "${worst.title}"`,
    context,
    -removed,
    worst.tradeIds,
    worst.id,
  );
}

function lossesCapped(context: CoachContext): WhatIf | null {
  const { journal } = context;
  const changed: number[] = [];
  let gained = 0;
  let withRisk = 0;
  for (let i = 0; i < journal.n; i++) {
    const risk = journal.riskCents[i] ?? NaN;
    if (Number.isNaN(risk)) continue;
    withRisk++;
    const net = journal.netCents[i] ?? 0;
    if (net >= -risk) continue;
    changed.push(i);
    gained += -risk - net;
  }
  if (withRisk === 0) return null;
  return result(
    'losses-capped-1r',
    'Every loss held to its initial risk (-1R)',
    context,
    gained,
    idsOf(journal, changed),
    `${withRisk} trades with an initial stop`,
  );
}

function bestSetupsOnly(context: CoachContext, findings: readonly Finding[]): WhatIf | null {
  const best = findings.filter(
    (f): f is EdgeFinding => f.kind === 'strength' && (f.dimension === 'strategy' || f.dimension === 'tag'),
  );
  if (best.length === 0) return null;
  const kept = new Set(best.flatMap((f) => f.tradeIds));
  const { journal } = context;
  let removed = 0;
  const left: string[] = [];
  for (let i = 0; i < journal.n; i++) {
    const id = journal.trades[i]?.id ?? '';
    if (kept.has(id)) continue;
    removed += journal.netCents[i] ?? 0;
    left.push(id);
  }
  return result(
    'best-setups-only',
    'Only the setups that proved better',
    context,
    -removed,
    left,
    best.map((f) => f.id).join(', '),
  );
}

function result(
  kind: WhatIf['kind'],
  title: string,
  context: CoachContext,
  changeCents: number,
  tradeIds: string[],
  basis: string,
): WhatIf {
  const actual = context.journal.totalCents;
  return {
    kind,
    title,
    actualNetPnl: fromCents(actual),
    whatIfNetPnl: fromCents(actual + changeCents),
    difference: fromCents(changeCents),
    tradeIds,
    basis,
  };
}

export function whatIfs(context: CoachContext, findings: readonly Finding[]): WhatIf[] {
  return [
    withoutWorstPattern(context, findings),
    lossesCapped(context),
    bestSetupsOnly(context, findings),
  ].filter((w): w is WhatIf => w !== null);
}
