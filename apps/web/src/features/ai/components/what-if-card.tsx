import { tradeCountOf, type WhatIf } from '@edgelog/core';
import { Money } from './figures';
import { FigureList, FindingCard } from './finding-card';
import { FindingLinks } from './finding-links';
import { CompareBars } from './interval-chart';

/** The journal's result as it was and as it would have been, and the trades the figure changes. */
export function WhatIfCard({ whatIf, currency }: { whatIf: WhatIf; currency: string }) {
  return (
    <FindingCard
      id={whatIf.kind}
      kind="what-if"
      badge="What-if"
      title={whatIf.title}
      amount={whatIf.difference}
      impact={
        <>
          <span className="block text-xs text-muted-foreground">Difference</span>
          <span className="text-lg font-semibold">
            <Money value={whatIf.difference} currency={currency} />
          </span>
        </>
      }
    >
      <p className="text-sm text-muted-foreground">{whatIf.basis}</p>
      <FigureList
        rows={[
          {
            key: 'actual',
            label: 'Net P&L as it was',
            value: <Money value={whatIf.actualNetPnl} currency={currency} />,
          },
          {
            key: 'whatIf',
            label: 'Net P&L in this what-if',
            value: <Money value={whatIf.whatIfNetPnl} currency={currency} />,
          },
        ]}
      />
      <CompareBars
        actual={whatIf.actualNetPnl}
        whatIf={whatIf.whatIfNetPnl}
        label={`${whatIf.title}: net P&L as it was against the what-if`}
      />
      <FindingLinks tradeIds={whatIf.tradeIds} total={tradeCountOf(whatIf)} />
    </FindingCard>
  );
}
