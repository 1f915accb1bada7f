import type { RuleBreak } from '@edgelog/core';

/** The words a calendar day's label gains when it broke rule goals: "broke Daily stop and Three strikes". */
export function ruleBreakLabel(
  breaks: readonly RuleBreak[] | undefined,
  goals: ReadonlyMap<string, { name: string }>,
): string | null {
  if (breaks === undefined || breaks.length === 0) return null;
  return `broke ${breaks.map((entry) => goals.get(entry.goalId)?.name ?? 'a rule goal').join(' and ')}`;
}
