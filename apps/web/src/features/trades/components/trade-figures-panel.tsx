import { parsePair, tradeFigures, type TradeFormValues } from '@edgelog/core';
import { useMemo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const price = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });
const ratio = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function signed(value: number): string {
  return `${value > 0 ? '+' : ''}${amount.format(value)}`;
}

/** The pair's quote currency, in which a forex trade's money is counted; none otherwise. */
function moneyUnit(values: TradeFormValues): string {
  if (values.instrument === 'futures') return 'points';
  if (values.instrument !== 'forex') return '';
  try {
    return parsePair(values.symbol).quote;
  } catch {
    return '';
  }
}

/** Risk, reward and result of the trade as the form holds it, recomputed as the user types. */
export function TradeFiguresPanel({ values }: { values: TradeFormValues }) {
  const figures = useMemo(() => tradeFigures(values), [values]);
  const unit = moneyUnit(values);
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  const rows: { id: string; label: string; value: string | null; tone?: 'gain' | 'loss' }[] = [
    {
      id: 'risk-per-unit',
      label: 'Risk per unit',
      value: figures.riskPerUnit === null ? null : price.format(figures.riskPerUnit),
    },
    {
      id: 'total-risk',
      label: 'Total risk',
      value: figures.totalRisk === null ? null : withUnit(amount.format(figures.totalRisk)),
    },
    {
      id: 'reward-to-risk',
      label: 'Risk : reward',
      value: figures.rewardToRisk === null ? null : `1 : ${ratio.format(figures.rewardToRisk)}`,
    },
    {
      id: 'breakeven',
      label: 'Break-even win rate',
      value: figures.breakevenWinRatePct === null ? null : `${ratio.format(figures.breakevenWinRatePct)}%`,
    },
  ];
  if (values.status === 'closed') {
    const tone = figures.netPnl === null ? undefined : figures.netPnl >= 0 ? 'gain' : 'loss';
    rows.push(
      {
        id: 'net-pnl',
        label: 'Net P&L',
        value: figures.netPnl === null ? null : withUnit(signed(figures.netPnl)),
        tone,
      },
      {
        id: 'return',
        label: 'Return',
        value: figures.returnPct === null ? null : `${signed(figures.returnPct)}%`,
        tone,
      },
      {
        id: 'r-multiple',
        label: 'R multiple',
        value: figures.rMultiple === null ? null : `${signed(figures.rMultiple)} R`,
        tone,
      },
    );
  }
  return (
    <Card aria-labelledby="trade-figures-title" className="lg:sticky lg:top-20">
      <CardHeader className="pb-3">
        <CardTitle id="trade-figures-title" className="text-base">
          Figures
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-2 text-sm" aria-live="polite">
          {rows.map((row) => (
            <div
              key={row.id}
              className="flex items-baseline justify-between gap-4 border-b pb-2 last:border-0"
            >
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd
                data-testid={`figure-${row.id}`}
                className={cn(
                  'text-right font-medium tabular-nums',
                  row.tone === 'gain' && 'text-emerald-600 dark:text-emerald-400',
                  row.tone === 'loss' && 'text-destructive',
                )}
              >
                {row.value ?? '—'}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          Risk needs the entry and a stop on the losing side; the ratio also a target; profit or loss a closed
          trade with its exit and quantity. Fees are subtracted from the P&amp;L
          {values.instrument === 'futures' ? '; futures are counted in price points times contracts' : ''}.
        </p>
      </CardContent>
    </Card>
  );
}
