import { accountPnlDirection } from '@edgelog/core';
import { ArrowDownRightIcon, ArrowUpRightIcon } from 'lucide-react';
import { MaskedText, useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { moneyText, pnlText } from '../lib/money-text';

/** An amount of money in tabular figures, every digit the database holds; masked in privacy mode. */
export function Money({ amount, className }: { amount: string; className?: string }) {
  const format = useFormat();
  return <MaskedText className={cn('tabular-nums', className)} text={moneyText(format, amount)} />;
}

/**
 * Profit or loss: the sign and an arrow say which (and a word for screen readers); the colour only
 * repeats it, and zero stays neutral.
 */
export function Pnl({ amount, className }: { amount: string; className?: string }) {
  const format = useFormat();
  const direction = accountPnlDirection(amount);
  return (
    <span
      className={cn(
        'inline-flex items-center justify-end gap-0.5 tabular-nums',
        direction === 'gain' && 'text-success',
        direction === 'loss' && 'text-destructive',
        className,
      )}
      data-direction={direction}
    >
      {direction === 'gain' && <ArrowUpRightIcon aria-hidden className="size-3.5" />}
      {direction === 'loss' && <ArrowDownRightIcon aria-hidden className="size-3.5" />}
      <MaskedText text={pnlText(format, amount)} />
      {direction !== 'flat' && <span className="sr-only"> {direction}</span>}
    </span>
  );
}
