import { ArrowDownRightIcon, ArrowUpRightIcon } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { MaskedText, useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { fittedFontSize } from '../../lib/fitted-figure';
import { formatMetric, rawValue, toneLabel, toneOf, type MetricKind } from '../../lib/format';

export interface MetricValueProps {
  value: number | null;
  kind: MetricKind;
  /** The figures' currency, for money. */
  currency?: string;
  /** A gain or a loss: sign, arrow and a spoken label beside the colour. */
  signed?: boolean;
  /** The statistics field shown: `data-metric`, read by the tests and the bench. */
  metric?: string;
  /** Why the figure is missing, told on hover and focus when the value is null. */
  reason?: string;
  className?: string;
  /** Sized to its container's width and its own length (a headline in a card), at most this size. */
  fitTo?: string;
}

const TONE_CLASS = {
  profit: 'text-success',
  loss: 'text-destructive',
  neutral: '',
} as const;

/** One figure in tabular digits, written by its kind; a gain or loss never told by colour alone. */
export function MetricValue({
  value,
  kind,
  currency,
  signed = false,
  metric,
  reason,
  className,
  fitTo,
}: MetricValueProps) {
  // Subscribes to the trader's formats: formatMetric reads them as they are now.
  useFormat();
  const text = formatMetric(value, kind, { currency, signed });
  const tone = signed ? toneOf(value) : 'neutral';
  const markers = { 'data-metric': metric, 'data-value': rawValue(value) };
  if (value === null && reason) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <span
            {...markers}
            tabIndex={0}
            data-numeric
            className={cn('cursor-help rounded-sm tabular-nums text-muted-foreground', className)}
          >
            {text}
            <span className="sr-only">: {reason}</span>
          </span>
        </TooltipTrigger>
        <TooltipContent className="max-w-64">{reason}</TooltipContent>
      </Tooltip>
    );
  }
  const Arrow = tone === 'profit' ? ArrowUpRightIcon : tone === 'loss' ? ArrowDownRightIcon : null;
  return (
    <span
      {...markers}
      data-numeric
      data-tone={signed ? tone : undefined}
      style={fitTo === undefined ? undefined : { fontSize: fittedFontSize(text, Arrow !== null, fitTo) }}
      className={cn(
        'inline-flex items-center gap-0.5 tabular-nums whitespace-nowrap',
        TONE_CLASS[tone],
        className,
      )}
    >
      {Arrow && <Arrow aria-hidden className="size-[0.9em] shrink-0" />}
      <MaskedText text={text} />
      {signed && tone !== 'neutral' && <span className="sr-only"> ({toneLabel(tone)})</span>}
    </span>
  );
}
