import type { Confidence } from '@edgelog/core';
import { MetricValue } from '@/features/analytics';
import { useFormat } from '@/lib/format';
import { methodText, verdictOf } from '../lib/findings';

/** A sum of money with its sign, arrow and spoken gain or loss. */
export function Money({
  value,
  currency,
  signed = true,
}: {
  value: number | null;
  currency: string;
  signed?: boolean;
}) {
  return <MetricValue value={value} kind="money" currency={currency} signed={signed} />;
}

const MEANING = {
  above: 'better than it beyond what chance explains at this sample size',
  below: 'worse than it beyond what chance explains at this sample size',
  overlaps: 'no different from it that chance could not explain',
} as const;

/**
 * The interval in words: where 95 % of the plausible averages lie, against what, and what that
 * means for the trader. The chart beside it draws the same figures.
 */
export function ConfidenceText({
  confidence,
  currency,
  referenceName,
}: {
  confidence: Confidence;
  currency: string;
  /** "your journal's average", "your other trades' average". */
  referenceName: string;
}) {
  const verdict = verdictOf(confidence);
  const format = useFormat();
  return (
    <p className="text-sm text-muted-foreground" data-verdict={verdict}>
      95 % interval of the average per trade: <Money value={confidence.low} currency={currency} /> to{' '}
      <Money value={confidence.high} currency={currency} /> ({methodText(confidence, format)}). Against{' '}
      {referenceName} (<Money value={confidence.reference} currency={currency} />) this is {MEANING[verdict]}.
    </p>
  );
}
