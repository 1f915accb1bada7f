import { plainAmount, type RuleBreak } from '@edgelog/core';
import { formatMoney } from '../../lib/format';

/** The words a calendar day's label gains when it broke rule goals: "broke Daily stop and Three strikes". */
export function ruleBreakLabel(
  breaks: readonly RuleBreak[] | undefined,
  goals: ReadonlyMap<string, { name: string }>,
): string | null {
  if (breaks === undefined || breaks.length === 0) return null;
  return `broke ${breaks.map((entry) => goals.get(entry.goalId)?.name ?? 'a rule goal').join(' and ')}`;
}

/**
 * A break's sentence with its money in the trader's currency and format ("Lost $3,655.82 (limit
 * $500.00)"; without a currency, plain figures in that format), masked under privacy mode, where
 * the engine wrote plain amounts.
 */
export function ruleBreakDetail(entry: RuleBreak, currency: string | undefined): string {
  let text = '';
  let rest = entry.detail;
  for (const amount of entry.money ?? []) {
    const plain = plainAmount(amount);
    const at = rest.indexOf(plain);
    if (at === -1) continue;
    text += rest.slice(0, at) + formatMoney(amount, currency);
    rest = rest.slice(at + plain.length);
  }
  return text + rest;
}
