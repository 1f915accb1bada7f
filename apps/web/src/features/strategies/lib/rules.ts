import type { PlaybookRule } from '@edgelog/core';

/** One line of a playbook's checklist; trades name the rules they followed by `id`. */
export type { PlaybookRule };

/** The database's limits on a playbook's checklist (journal.strategy_rules_valid). */
export const MAX_RULES = 100;
export const MAX_RULE_LENGTH = 500;

/**
 * A rule id no rule of this playbook has had: trades keep the ids of the rules they followed, so a
 * new rule taking a removed rule's id would inherit that rule's history. `used` holds every id the
 * playbook had when it was opened and every id given since; `random` is the source of candidates.
 */
export function newRuleId(used: ReadonlySet<string>, random: () => string): string {
  for (;;) {
    const id = `r-${random()}`;
    if (!used.has(id)) return id;
  }
}

/** The list with `rule` appended. */
export function addRule(rules: readonly PlaybookRule[], rule: PlaybookRule): PlaybookRule[] {
  return [...rules, rule];
}

/** The list with the rule of `id` given new text; its id, and so its history, stays. */
export function editRule(rules: readonly PlaybookRule[], id: string, text: string): PlaybookRule[] {
  return rules.map((rule) => (rule.id === id ? { ...rule, text } : rule));
}

export function removeRule(rules: readonly PlaybookRule[], id: string): PlaybookRule[] {
  return rules.filter((rule) => rule.id !== id);
}

/**
 * The list with the rule of `id` moved `offset` places (-1 up, +1 down), kept within the list; the
 * same list when it cannot move.
 */
export function moveRule(rules: readonly PlaybookRule[], id: string, offset: number): PlaybookRule[] {
  const from = rules.findIndex((rule) => rule.id === id);
  const to = Math.min(rules.length - 1, Math.max(0, from + offset));
  if (from === -1 || to === from) return [...rules];
  const moved = [...rules];
  const [rule] = moved.splice(from, 1);
  if (rule) moved.splice(to, 0, rule);
  return moved;
}
