import { accountMoneyText, accountPnlDirection, accountPnlText } from '@edgelog/core';
import { ArrowDownRightIcon, ArrowUpRightIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** An amount of money in tabular figures, every digit the database holds. */
export function Money({ amount, className }: { amount: string; className?: string }) {
  return <span className={cn('tabular-nums', className)}>{accountMoneyText(amount)}</span>;
}

/**
 * Profit or loss: the sign and an arrow say which (and a word for screen readers); the colour only
 * repeats it, and zero stays neutral.
 */
export function Pnl({ amount, className }: { amount: string; className?: string }) {
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
      {accountPnlText(amount)}
      {direction !== 'flat' && <span className="sr-only"> {direction}</span>}
    </span>
  );
}
