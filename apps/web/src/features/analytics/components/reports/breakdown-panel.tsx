import type { DatasetSummary, Dimension } from '@edgelog/core';
import { FileSpreadsheetIcon } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { useAnalytics } from '../../hooks/use-analytics';
import { CHART_STATISTICS } from '../../lib/chart-statistics';
import type { ChartPalette } from '../../lib/chart-options-theme';
import { barsHeight, netPnlBarsOption } from '../../lib/reports-bars';
import { DIMENSION_LABELS, keyLabel } from '../../lib/reports-labels';
import { breakdownToCsv, labelledRows, nextSort, sortRows, type TableSort } from '../../lib/reports-table';
import { ChartCard } from '../charts/chart-card';
import { EChart, type ChartHandle } from '../charts/echart';
import { BreakdownTable } from './breakdown-table';
import { downloadCsv, fileName } from './download';
import { PrintImage } from './print-image';
import { widgetState } from './widget-state';

export function barColors(palette: ChartPalette) {
  return {
    positive: palette.profit,
    negative: palette.loss,
    neutral: palette.muted,
    text: palette.foreground,
    muted: palette.muted,
  };
}

/**
 * One dimension's breakdown over the page's filter: the table (sortable, with totals, to CSV) and
 * the net P&L of each key as bars beside it, in the table's order.
 */
/** Rows of a breakdown drawn at once, and added by "Show more". */
export const ROWS_AT_A_TIME = 100;

export function BreakdownPanel({
  dataset,
  dimension,
  periodName,
}: {
  dataset: DatasetSummary;
  dimension: Dimension;
  /** The period in words, for file names. */
  periodName: string;
}) {
  const format = useFormat();
  const breakdown = useAnalytics({ kind: 'breakdown', dimension }, { dataset });
  const totals = useAnalytics(CHART_STATISTICS, { dataset });
  const [sort, setSort] = useState<TableSort | null>(null);
  const chart = useRef<ChartHandle>(null);
  const dimensionLabel = DIMENSION_LABELS[dimension];
  const currency = dataset.currency;

  const rows = useMemo(
    () =>
      sortRows(
        labelledRows(breakdown.data ?? [], (row) => keyLabel(dimension, row.key, row.label, dataset)),
        sort,
      ),
    [breakdown.data, dimension, dataset, sort],
  );
  // A journal of options can hold thousands of symbols: the table and the chart draw them a
  // hundred at a time, in the table's order, and the CSV holds every one.
  const [shownCount, setShownCount] = useState(ROWS_AT_A_TIME);
  const [shownFor, setShownFor] = useState(dimension);
  if (shownFor !== dimension) {
    setShownFor(dimension);
    setShownCount(ROWS_AT_A_TIME);
  }
  const shown = useMemo(() => rows.slice(0, shownCount), [rows, shownCount]);
  const state = widgetState(breakdown, (data) => data.length === 0);
  const option = useMemo(
    () => (palette: ChartPalette) => netPnlBarsOption(shown, currency, barColors(palette)),
    [shown, currency],
  );
  const height = barsHeight(shown.length);
  const name = fileName('edgelog', 'by', dimensionLabel, periodName);

  const exportCsv = () =>
    downloadCsv(name, breakdownToCsv(dimensionLabel, currency, rows, totals.data ?? null));

  return (
    <div className="grid grid-cols-1 gap-4 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ChartCard
        title={`By ${dimensionLabel.toLowerCase()}`}
        subtitle={`${currency}, ${dataset.closedTradeCount} closed trades`}
        widget="reports-breakdown"
        state={state}
        error={breakdown.error}
        onRetry={() => void breakdown.refetch()}
        emptyMessage="No closed trades in this period."
        height={320}
        actions={
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={state !== 'ready'}>
            <FileSpreadsheetIcon aria-hidden />
            Download CSV
          </Button>
        }
      >
        <BreakdownTable
          keyHeader={dimensionLabel}
          rows={shown}
          totals={totals.data ?? null}
          currency={currency}
          sort={sort}
          onSort={(column) => setSort((current) => nextSort(current, column))}
          caption={`Figures by ${dimensionLabel.toLowerCase()}, in ${currency}`}
        />
        {rows.length > shown.length && (
          <div
            className="flex flex-wrap items-center gap-2 pt-3 text-sm text-muted-foreground"
            data-print-hide
          >
            <span data-testid="breakdown-shown">
              {`${format.count(shown.length)} of ${format.count(rows.length)} rows, in the table’s order`}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setShownCount((count) => count + ROWS_AT_A_TIME)}
            >
              {`Show ${format.count(Math.min(ROWS_AT_A_TIME, rows.length - shown.length))} more`}
            </Button>
          </div>
        )}
      </ChartCard>
      <ChartCard
        title={`Net P&L by ${dimensionLabel.toLowerCase()}`}
        subtitle={`${currency}, in the table's order`}
        metric="netPnl"
        widget="reports-breakdown-chart"
        state={state}
        error={breakdown.error}
        onRetry={() => void breakdown.refetch()}
        emptyMessage="No closed trades in this period."
        height={320}
        download={{ chart, fileName: fileName(name, 'net-pnl') }}
      >
        <EChart
          ref={chart}
          option={option}
          height={height}
          ariaLabel={`Net P&L by ${dimensionLabel.toLowerCase()}, ${currency}`}
          summary={`${shown.length} ${shown.length === 1 ? 'bar' : 'bars'}; the table beside it lists the same figures.`}
        />
        <PrintImage option={option} height={height} alt={`Net P&L by ${dimensionLabel.toLowerCase()}`} />
      </ChartCard>
    </div>
  );
}
