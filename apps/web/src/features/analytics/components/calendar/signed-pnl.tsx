import { ArrowDownRightIcon, ArrowUpRightIcon, MinusIcon } from 'lucide-react';
import { MaskedText } from '@/lib/format';
import { cn } from '@/lib/utils';
import { cellMoney } from '../../lib/calendar-text';
import { formatMoney, rawValue, toneLabel, toneOf } from '../../lib/format';
import { toneTextClass } from './shades';

/**
 * A P&L figure told three ways: its sign, an arrow, and the colour, so it reads without colour too;
 * a screen reader hears "gain" or "loss" after it.
 */
export function SignedPnl({
  value,
  currency,
  size = 'full',
  className,
}: {
  value: number;
  currency: string;
  /** full: "+$1,234.50"; compact: "+$1.23K"; tiny (a phone's day cell): "+1.23K", no arrow. */
  size?: 'full' | 'compact' | 'tiny';
  className?: string;
}) {
  const tone = toneOf(value);
  const Arrow = tone === 'profit' ? ArrowUpRightIcon : tone === 'loss' ? ArrowDownRightIcon : MinusIcon;
  const text =
    size === 'full' ? formatMoney(value, currency, true) : cellMoney(value, currency, size !== 'tiny');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 font-medium whitespace-nowrap tabular-nums',
        toneTextClass(tone),
        className,
      )}
      data-value={rawValue(value)}
      title={size === 'full' ? undefined : formatMoney(value, currency, true)}
    >
      {size !== 'tiny' && <Arrow aria-hidden className="size-3 shrink-0" />}
      <span>
        <MaskedText text={text} />
      </span>
      <span className="sr-only"> {toneLabel(tone)}</span>
    </span>
  );
}
