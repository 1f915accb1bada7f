import type { DatasetSummary } from '@edgelog/core';
import { FileSpreadsheetIcon } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAnalytics } from '../../hooks/use-analytics';
import type { ChartPalette } from '../../lib/chart-options-theme';
import { formatMetric } from '../../lib/format';
import {
  HEATMAP_METRICS,
  heatmapGrid,
  heatmapMetric,
  heatmapOption,
  heatmapToCsv,
} from '../../lib/reports-heatmap';
import { DIMENSION_LABELS, keyLabel } from '../../lib/reports-labels';
import type { ReportsParams } from '../../lib/reports-params';
import { ChartCard } from '../charts/chart-card';
import { EChart, type ChartHandle } from '../charts/echart';
import { DimensionSelect } from './dimension-select';
import { downloadCsv, fileName } from './download';
import { PrintImage } from './print-image';
import { widgetState } from './widget-state';

const CELL_HEIGHT = 30;

/** The cross table of two dimensions as a heatmap, with its rows, columns and figure pickers. */
export function HeatmapPanel({
  dataset,
  choices,
  onChange,
  periodName,
}: {
  dataset: DatasetSummary;
  choices: Pick<ReportsParams, 'crossRows' | 'crossColumns' | 'heatmapMetric'>;
  onChange: (patch: Partial<ReportsParams>) => void;
  periodName: string;
}) {
  const { crossRows, crossColumns, heatmapMetric: metric } = choices;
  const cross = useAnalytics({ kind: 'cross', rows: crossRows, columns: crossColumns }, { dataset });
  const chart = useRef<ChartHandle>(null);
  const currency = dataset.currency;
  const axisNames = { rows: DIMENSION_LABELS[crossRows], columns: DIMENSION_LABELS[crossColumns] };
  const figure = heatmapMetric(metric);

  const grid = useMemo(
    () =>
      cross.data === undefined
        ? null
        : heatmapGrid(cross.data, metric, (side, key, label) =>
            keyLabel(side === 'row' ? crossRows : crossColumns, key, label, dataset),
          ),
    [cross.data, metric, crossRows, crossColumns, dataset],
  );
  const option = useMemo(
    () => (palette: ChartPalette) =>
      grid === null
        ? {}
        : heatmapOption(
            grid,
            metric,
            currency,
            {
              positive: palette.profit,
              negative: palette.loss,
              neutral: palette.card,
              text: palette.foreground,
              muted: palette.muted,
            },
            { rows: DIMENSION_LABELS[crossRows], columns: DIMENSION_LABELS[crossColumns] },
          ),
    [grid, metric, currency, crossRows, crossColumns],
  );
  const state = widgetState(cross, (data) => data.cells.length === 0);
  const height = Math.max(200, 110 + (grid?.rows.length ?? 0) * CELL_HEIGHT);
  const title = `${axisNames.rows} × ${axisNames.columns}`;
  const name = fileName('edgelog', axisNames.rows, 'by', axisNames.columns, figure.label, periodName);

  return (
    <section aria-labelledby="reports-cross-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reports-cross-heading" className="text-lg font-semibold">
          Cross table: {title}, {figure.label}
        </h2>
        <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Cross table" data-print-hide>
          <DimensionSelect
            id="reports-cross-rows"
            label="Rows"
            value={crossRows}
            onChange={(dimension) => onChange({ crossRows: dimension })}
          />
          <DimensionSelect
            id="reports-cross-columns"
            label="Columns"
            value={crossColumns}
            onChange={(dimension) => onChange({ crossColumns: dimension })}
          />
          <div className="flex min-w-36 flex-col gap-1.5">
            <Label htmlFor="reports-cross-metric" className="text-xs text-muted-foreground">
              Figure
            </Label>
            <NativeSelect
              id="reports-cross-metric"
              value={metric}
              onChange={(event) => {
                const picked = HEATMAP_METRICS.find((m) => m.id === event.target.value);
                if (picked) onChange({ heatmapMetric: picked.id });
              }}
            >
              {HEATMAP_METRICS.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      <ChartCard
        title={title}
        subtitle={`${figure.label}${figure.kind === 'money' ? ` (${currency})` : ''} in each cell; blank cells have no trades`}
        metric={metric}
        widget="reports-heatmap"
        state={state}
        error={cross.error}
        onRetry={() => void cross.refetch()}
        emptyMessage="No closed trades in this period."
        height={height}
        download={{ chart, fileName: name }}
        actions={
          <Button
            variant="outline"
            size="sm"
            disabled={grid === null || state !== 'ready'}
            onClick={() => grid && downloadCsv(name, heatmapToCsv(grid, metric, currency, axisNames))}
          >
            <FileSpreadsheetIcon aria-hidden />
            Download CSV
          </Button>
        }
        className="overflow-x-auto"
      >
        <div
          data-heatmap
          data-rows={crossRows}
          data-columns={crossColumns}
          data-metric={metric}
          data-cells={grid?.cells.length ?? 0}
          className="min-w-[36rem]"
        >
          <EChart
            ref={chart}
            option={option}
            height={height}
            ariaLabel={`${figure.label} by ${axisNames.rows.toLowerCase()} and ${axisNames.columns.toLowerCase()}`}
            summary={
              grid === null ? undefined : (
                <table>
                  <caption>{title}</caption>
                  <tbody>
                    {grid.cells.map((cell) => (
                      <tr key={`${cell.row}-${cell.column}`}>
                        <th scope="row">
                          {grid.rows[cell.row]?.label}, {grid.columns[cell.column]?.label}
                        </th>
                        <td>
                          {formatMetric(cell.value, figure.kind, {
                            currency,
                            signed: figure.kind === 'money',
                          })}
                          , {cell.tradeCount} {cell.tradeCount === 1 ? 'trade' : 'trades'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )
            }
          />
          <PrintImage option={option} height={height} alt={`${title}: ${figure.label}`} />
        </div>
      </ChartCard>
    </section>
  );
}
