import type { AnalyticsFilter, DatasetSummary, Dimension, Statistics } from '@edgelog/core';
import { FileSpreadsheetIcon } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useAnalytics } from '../../hooks/use-analytics';
import { CHART_STATISTICS } from '../../lib/chart-statistics';
import { useAnalyticsDataset } from '../../hooks/use-analytics-dataset';
import type { ChartPalette } from '../../lib/chart-options-theme';
import { barsHeight, netPnlBarsOption } from '../../lib/reports-bars';
import { compareRows, compareToCsv, type CompareRow } from '../../lib/reports-compare';
import { DIMENSION_LABELS, keyLabel } from '../../lib/reports-labels';
import { filterLines, periodText } from '../../lib/reports-print';
import { labelledRows, type ReportRow } from '../../lib/reports-table';
import { ChartCard } from '../charts/chart-card';
import { EChart, type ChartHandle } from '../charts/echart';
import { barColors } from './breakdown-panel';
import { CompareTable } from './compare-table';
import { downloadCsv, fileName } from './download';
import { PrintImage } from './print-image';
import { widgetState } from './widget-state';

const NAMES = { left: 'A', right: 'B' };

function totalsRow(left: Statistics | undefined, right: Statistics | undefined): CompareRow | null {
  if (left === undefined || right === undefined) return null;
  return { key: '', label: 'Total', left, right };
}

/** One side's net P&L bars, in the comparison's row order. */
function SideChart({
  side,
  description,
  rows,
  currency,
  dimensionLabel,
  state,
}: {
  side: 'A' | 'B';
  description: string;
  rows: readonly ReportRow[];
  currency: string;
  dimensionLabel: string;
  state: 'loading' | 'ready' | 'empty' | 'error';
}) {
  const chart = useRef<ChartHandle>(null);
  const option = useMemo(
    () => (palette: ChartPalette) => netPnlBarsOption(rows, currency, barColors(palette)),
    [rows, currency],
  );
  const height = barsHeight(rows.length);
  return (
    <ChartCard
      title={`${side}: net P&L by ${dimensionLabel.toLowerCase()}`}
      subtitle={`${description} · ${currency}`}
      widget={`reports-compare-chart-${side.toLowerCase()}`}
      state={state}
      emptyMessage="No closed trades in this period."
      height={240}
      download={{ chart, fileName: fileName('edgelog', side, 'net-pnl-by', dimensionLabel) }}
    >
      <EChart
        ref={chart}
        option={option}
        height={height}
        ariaLabel={`${side}: net P&L by ${dimensionLabel.toLowerCase()}, ${currency}`}
        summary="The comparison table lists the same figures."
      />
      <PrintImage
        option={option}
        height={height}
        alt={`${side}: net P&L by ${dimensionLabel.toLowerCase()}`}
      />
    </ChartCard>
  );
}

/** Both sides loaded: the table of both with the change, and each side's bars. */
function ComparedFigures({
  dimension,
  left,
  right,
  leftFilter,
  rightFilter,
}: {
  dimension: Dimension;
  left: DatasetSummary;
  right: DatasetSummary;
  leftFilter: AnalyticsFilter;
  rightFilter: AnalyticsFilter;
}) {
  const leftRows = useAnalytics({ kind: 'breakdown', dimension }, { dataset: left });
  const rightRows = useAnalytics({ kind: 'breakdown', dimension }, { dataset: right });
  const leftTotals = useAnalytics(CHART_STATISTICS, { dataset: left });
  const rightTotals = useAnalytics(CHART_STATISTICS, { dataset: right });
  const dimensionLabel = DIMENSION_LABELS[dimension];
  const currency = left.currency;

  const labelled = useMemo(() => {
    const names = {
      accounts: [...left.accounts, ...right.accounts],
      strategies: left.strategies,
      tags: left.tags,
    };
    const label = (rows: typeof leftRows.data) =>
      labelledRows(rows ?? [], (row) => keyLabel(dimension, row.key, row.label, names));
    return { left: label(leftRows.data), right: label(rightRows.data) };
  }, [leftRows.data, rightRows.data, dimension, left, right]);
  const rows = useMemo(() => compareRows(labelled.left, labelled.right), [labelled]);
  const totals = totalsRow(leftTotals.data, rightTotals.data);
  const leftState = widgetState(leftRows, (data) => data.length === 0);
  const rightState = widgetState(rightRows, (data) => data.length === 0);
  const state =
    leftState === 'loading' || rightState === 'loading'
      ? 'loading'
      : leftState === 'error' || rightState === 'error'
        ? 'error'
        : rows.length === 0
          ? 'empty'
          : 'ready';
  const descriptions = { left: periodText(leftFilter, left), right: periodText(rightFilter, right) };
  const currencyDiffers = right.currency !== left.currency;

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-2 rounded-md border bg-muted/30 p-3 text-sm sm:grid-cols-2" data-compare-sides>
        {(['left', 'right'] as const).map((side) => (
          <div key={side} data-side={side}>
            <dt className="font-semibold">
              {NAMES[side]}: {descriptions[side]}
            </dt>
            <dd className="text-muted-foreground">
              {filterLines(side === 'left' ? leftFilter : rightFilter, side === 'left' ? left : right).join(
                ' · ',
              )}
              {' · '}
              {(side === 'left' ? left : right).closedTradeCount} closed trades
            </dd>
          </div>
        ))}
      </dl>
      {currencyDiffers && (
        <p role="status" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          A is in {left.currency} and B in {right.currency}: the changes subtract figures in different
          currencies. Pick the same currency on both sides, or add exchange rates to convert both to{' '}
          {left.baseCurrency}.
        </p>
      )}
      <ChartCard
        title={`A and B by ${dimensionLabel.toLowerCase()}`}
        subtitle={`Change = B − A; win rate changes in points. ${currency}.`}
        widget="reports-compare"
        state={state}
        error={leftRows.error ?? rightRows.error}
        onRetry={() => {
          void leftRows.refetch();
          void rightRows.refetch();
        }}
        emptyMessage="Neither side has closed trades."
        height={280}
        actions={
          <Button
            variant="outline"
            size="sm"
            disabled={state !== 'ready'}
            onClick={() =>
              downloadCsv(
                fileName('edgelog', 'compare', dimensionLabel, descriptions.left, 'vs', descriptions.right),
                compareToCsv(dimensionLabel, NAMES, currency, rows, totals),
              )
            }
          >
            <FileSpreadsheetIcon aria-hidden />
            Download CSV
          </Button>
        }
      >
        <CompareTable
          keyHeader={dimensionLabel}
          names={NAMES}
          rows={rows}
          totals={totals}
          currency={currency}
        />
      </ChartCard>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SideChart
          side="A"
          description={descriptions.left}
          rows={labelled.left}
          currency={left.currency}
          dimensionLabel={dimensionLabel}
          state={leftState}
        />
        <SideChart
          side="B"
          description={descriptions.right}
          rows={labelled.right}
          currency={right.currency}
          dimensionLabel={dimensionLabel}
          state={rightState}
        />
      </div>
    </div>
  );
}

/**
 * Two periods or two filters side by side: A is the page's filter, B the comparison's own, loaded
 * as a second dataset in the worker beside the first.
 */
export function ComparePanel({
  dimension,
  left,
  leftFilter,
  rightFilter,
}: {
  dimension: Dimension;
  left: DatasetSummary;
  leftFilter: AnalyticsFilter;
  rightFilter: AnalyticsFilter;
}) {
  const right = useAnalyticsDataset(rightFilter);
  if (right.data === undefined) {
    return (
      <ChartCard
        title="B"
        widget="reports-compare"
        state={right.isError ? 'error' : 'loading'}
        error={right.error}
        onRetry={() => void right.refetch()}
        height={280}
      />
    );
  }
  return (
    <ComparedFigures
      dimension={dimension}
      left={left}
      right={right.data}
      leftFilter={leftFilter}
      rightFilter={rightFilter}
    />
  );
}
