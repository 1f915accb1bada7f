import { ArrowDownRightIcon, ArrowUpRightIcon, MinusIcon } from 'lucide-react';
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
  compact = false,
  className,
}: {
  value: number;
  currency: string;
  compact?: boolean;
  className?: string;
}) {
  const tone = toneOf(value);
  const Arrow = tone === 'profit' ? ArrowUpRightIcon : tone === 'loss' ? ArrowDownRightIcon : MinusIcon;
  const text = compact ? cellMoney(value, currency) : formatMoney(value, currency, true);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 font-medium tabular-nums',
        toneTextClass(tone),
        className,
      )}
      data-value={rawValue(value)}
      title={compact ? formatMoney(value, currency, true) : undefined}
    >
      <Arrow aria-hidden className="size-3 shrink-0" />
      <span>{text}</span>
      <span className="sr-only"> {toneLabel(tone)}</span>
    </span>
  );
}
