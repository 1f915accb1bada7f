import { countOf } from '@/lib/plural';

export { countOf };

/** What deleting a playbook does to the trades filed under it. */
export function deleteConsequence(name: string, tradeCount: number): string {
  if (tradeCount === 0)
    return `${name} has no trades. Deleting it moves it, its rules and its examples to the Trash for 30 days.`;
  const them = tradeCount === 1 ? 'It keeps' : 'They keep';
  return `${countOf(tradeCount, 'trade carries', 'trades carry')} ${name}. ${them} ${tradeCount === 1 ? 'its' : 'their'} fills, P&L and tags and stay in your figures; they lose the playbook and its rule checklist until it is restored. Deleting ${name} moves it, its rules and its examples to the Trash for 30 days.`;
}
