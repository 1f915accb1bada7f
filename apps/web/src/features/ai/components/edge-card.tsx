import { tradeCountOf, type EdgeFinding } from '@edgelog/core';
import { MetricValue } from '@/features/analytics';
import { useFormat } from '@/lib/format';
import { countText } from '../lib/figure-text';
import { DIMENSION_NAMES } from '../lib/findings';
import { Money, ConfidenceText } from './figures';
import { FigureList, FindingCard } from './finding-card';
import { FindingLinks } from './finding-links';
import { FindingTrades } from './finding-trades';
import { IntervalChart } from './interval-chart';

/** A group of a dimension that does better or worse than the journal, with its evidence. */
export function EdgeCard({
  finding,
  currency,
  label,
}: {
  finding: EdgeFinding;
  currency: string;
  label: string;
}) {
  const format = useFormat();
  const dimension = DIMENSION_NAMES[finding.dimension];
  const title = `${dimension}: ${label}`;
  return (
    <FindingCard
      id={finding.id}
      kind={finding.kind}
      badge={finding.kind === 'strength' ? 'Strength' : 'Weakness'}
      title={title}
      amount={finding.impact}
      impact={
        <>
          <span className="block text-xs text-muted-foreground">Effect against your average</span>
          <span className="text-lg font-semibold">
            <Money value={finding.effect} currency={currency} />
          </span>
          {finding.effectR !== null && (
            <span className="block">
              <MetricValue value={finding.effectR} kind="r" signed />
            </span>
          )}
        </>
      }
    >
      <FigureList
        rows={[
          { key: 'n', label: 'Trades', value: countText(format, finding.sampleSize, 'trade', 'trades') },
          { key: 'net', label: 'Net P&L', value: <Money value={finding.netPnl} currency={currency} /> },
          {
            key: 'exp',
            label: 'Average per trade',
            value: <Money value={finding.expectancy} currency={currency} />,
          },
          ...(finding.expectancyR === null
            ? []
            : [
                {
                  key: 'expR',
                  label: 'Average R per trade',
                  value: <MetricValue value={finding.expectancyR} kind="r" signed />,
                },
              ]),
        ]}
      />
      <IntervalChart
        confidence={finding.confidence}
        value={finding.expectancy}
        referenceLabel="your average"
        label={`${title}: 95 % interval of the average per trade against your journal's average`}
      />
      <ConfidenceText
        confidence={finding.confidence}
        currency={currency}
        referenceName="your journal's average"
      />
      <FindingTrades
        tradeIds={finding.tradeIds}
        total={tradeCountOf(finding)}
        caption={`Trades of ${title}`}
      />
      <FindingLinks tradeIds={finding.tradeIds} total={tradeCountOf(finding)} dimension={finding.dimension} />
    </FindingCard>
  );
}
