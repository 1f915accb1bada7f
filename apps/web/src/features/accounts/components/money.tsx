import { accountPnlDirection } from '@edgelog/core';
import { ArrowDownRightIcon, ArrowUpRightIcon } from 'lucide-react';
import { MaskedText, useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { moneyText, signedMoneyText } from '../lib/money-text';

/** An amount of money in tabular figures, in its currency's minor units; masked in privacy mode. */
export function Money({
  amount,
  currency,
  className,
}: {
  amount: string;
  currency: string;
  className?: string;
}) {
  const format = useFormat();
  return <MaskedText className={cn('tabular-nums', className)} text={moneyText(format, amount, currency)} />;
}

/**
 * Profit or loss: the sign and an arrow say which (and a word for screen readers); the colour only
 * repeats it, and zero stays neutral.
 */
export function Pnl({
  amount,
  currency,
  className,
}: {
  amount: string;
  currency: string;
  className?: string;
}) {
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
      <MaskedText text={signedMoneyText(format, amount, currency)} />
      {direction !== 'flat' && <span className="sr-only"> {direction}</span>}
    </span>
  );
}

/**
 * Money paid in or taken out (deposits, withdrawals, fees, interest): signed, but neither a gain
 * nor a loss, so no trading colour and no such word for a screen reader; it says which way it went.
 */
export function CashFlow({
  amount,
  currency,
  className,
}: {
  amount: string;
  currency: string;
  className?: string;
}) {
  const format = useFormat();
  const direction = accountPnlDirection(amount);
  return (
    <span className={cn('tabular-nums', className)} data-direction={direction === 'flat' ? 'flat' : 'flow'}>
      <MaskedText text={signedMoneyText(format, amount, currency)} />
      {direction !== 'flat' && (
        <span className="sr-only"> {direction === 'gain' ? 'paid in' : 'taken out'}</span>
      )}
    </span>
  );
}
