import { tradeCountOf, type BehaviourFinding, type BehaviourName, type CoachDimension } from '@edgelog/core';
import { MetricValue } from '@/features/analytics';
import { useFormat, usePrivacyMode } from '@/lib/format';
import { evidenceRows, type EvidenceRow } from '../lib/evidence';
import { evidenceNumberText, pValueText } from '../lib/figure-text';
import { numberOf } from '../lib/findings';
import { maskAmounts } from '../lib/privacy-text';
import { ConfidenceText, Money } from './figures';
import { FigureList, FindingCard } from './finding-card';
import { FindingLinks } from './finding-links';
import { FindingTrades } from './finding-trades';
import { IntervalChart } from './interval-chart';

/** The report that breaks the journal down the way a habit shows (none for some). */
const REPORT_OF: Partial<Record<BehaviourName, CoachDimension>> = {
  'losers-held-longer': 'holdingTime',
  'size-after-losses': 'positionSize',
  'mistake-tag': 'tag',
  'rule-breaks': 'strategy',
  'last-hour': 'hour',
  fading: 'hour',
};

function Figure({ row, currency }: { row: EvidenceRow; currency: string }) {
  const format = useFormat();
  const value = row.value;
  if (typeof value !== 'number') return <>{value ?? '—'}</>;
  if (row.kind === 'money') return <Money value={value} currency={currency} />;
  if (row.kind === 'r') return <MetricValue value={value} kind="r" />;
  if (row.kind === 'pct') return <MetricValue value={value} kind="pct" />;
  if (row.key === 'p') return <span>{pValueText(format, value)}</span>;
  return <span>{evidenceNumberText(format, value)}</span>;
}

/** A habit seen in the trades: its cost, what to do, the figures and the trades that show it. */
export function BehaviourCard({ finding, currency }: { finding: BehaviourFinding; currency: string }) {
  const privacy = usePrivacyMode();
  const expectancy = numberOf(finding.evidence.expectancy);
  return (
    <FindingCard
      id={finding.id}
      kind="behaviour"
      badge="Habit"
      title={finding.title}
      amount={finding.impact}
      impact={
        <>
          <span className="block text-xs text-muted-foreground">{finding.cost < 0 ? 'Cost' : 'Brought'}</span>
          <span className="text-lg font-semibold">
            <Money value={finding.cost} currency={currency} />
          </span>
          {finding.costR !== null && (
            <span className="block">
              <MetricValue value={finding.costR} kind="r" signed />
            </span>
          )}
        </>
      }
    >
      <p className="text-sm">
        <span className="font-medium">Suggestion: </span>
        {privacy ? maskAmounts(finding.suggestion) : finding.suggestion}
      </p>
      <FigureList
        rows={evidenceRows(finding.evidence).map((row) => ({
          key: row.key,
          label: row.label,
          value: <Figure row={row} currency={currency} />,
        }))}
      />
      {finding.confidence && expectancy !== null && (
        <>
          <IntervalChart
            confidence={finding.confidence}
            value={expectancy}
            referenceLabel="other trades"
            label={`${finding.title}: 95 % interval of the average per trade against your other trades' average`}
          />
          <ConfidenceText
            confidence={finding.confidence}
            currency={currency}
            referenceName="your other trades' average"
          />
        </>
      )}
      <FindingTrades
        tradeIds={finding.tradeIds}
        total={tradeCountOf(finding)}
        caption={`Trades showing: ${finding.title}`}
      />
      <FindingLinks
        tradeIds={finding.tradeIds}
        total={tradeCountOf(finding)}
        dimension={REPORT_OF[finding.behaviour]}
      />
    </FindingCard>
  );
}
