import { bestSweepCell, type SweepCell } from '@edgelog/core';
import { StarIcon } from 'lucide-react';
import { MaskedText, useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { sweepCellName, sweepFigure, sweepParamText, type SweepFigureKind } from './sweep-cell-text';

export interface SweepGridProps {
  rows: readonly (readonly SweepCell[])[];
  param: string;
  param2: string | null;
  metricLabel: string;
  /** How the metric is written. */
  kind: SweepFigureKind;
  currency: string;
  higherIsBetter: boolean;
  onOpen: (cell: SweepCell) => void;
}

/**
 * The sweep as a heat map: one cell per run, its value written in it (the shade only repeats it),
 * the best cell starred. Each cell is a button that opens that single run.
 */
export function SweepGrid({
  rows,
  param,
  param2,
  metricLabel,
  kind,
  currency,
  higherIsBetter,
  onOpen,
}: SweepGridProps) {
  const format = useFormat();
  const values = rows.flatMap((row) => row.flatMap((cell) => (cell.metric === null ? [] : [cell.metric])));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const best = bestSweepCell(rows, higherIsBetter);
  const columns = rows[0] ?? [];
  // 0 (worst) to 1 (best), for the shade.
  const score = (value: number | null): number => {
    if (value === null || high === low) return 0.5;
    const t = (value - low) / (high - low);
    return higherIsBetter ? t : 1 - t;
  };
  return (
    <div className="relative overflow-x-auto rounded-lg border" data-testid="sweep-grid">
      <table className="w-full border-separate border-spacing-1 text-sm">
        <caption className="sr-only">
          {metricLabel} for each {param}
          {param2 === null ? '' : ` (rows) and ${param2} (columns)`}; the best cell is starred.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left text-xs font-medium text-muted-foreground">
              {param2 === null ? param : `${param} \\ ${param2}`}
            </th>
            {columns.map((cell, j) => (
              <th key={j} scope="col" className="px-2 py-1 text-right text-xs font-medium tabular-nums">
                {param2 === null ? metricLabel : sweepParamText(cell.value2 ?? 0, format)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <th scope="row" className="px-2 py-1 text-right text-xs font-medium tabular-nums">
                {sweepParamText(row[0]?.value ?? 0, format)}
              </th>
              {row.map((cell, j) => {
                const isBest = best !== null && cell === best;
                const shade = score(cell.metric);
                return (
                  <td key={j} className="p-0">
                    <button
                      type="button"
                      onClick={() => onOpen(cell)}
                      aria-label={sweepCellName(
                        cell,
                        { param, param2, metricLabel, kind, currency, best: isBest },
                        format,
                      )}
                      data-testid="sweep-cell"
                      data-best={isBest || undefined}
                      className={cn(
                        'flex min-h-11 w-full min-w-20 flex-col items-end justify-center rounded-md px-2 py-1 text-right tabular-nums outline-none hover:ring-2 hover:ring-ring/60 focus-visible:ring-2 focus-visible:ring-ring',
                        isBest && 'ring-2 ring-foreground',
                      )}
                      style={{
                        backgroundColor:
                          cell.metric === null
                            ? undefined
                            : `color-mix(in oklab, var(--${shade >= 0.5 ? 'success' : 'destructive'}) ${Math.round(
                                Math.abs(shade - 0.5) * 2 * 45,
                              )}%, transparent)`,
                      }}
                    >
                      <span className="flex items-center gap-1 font-medium">
                        {isBest && <StarIcon aria-hidden className="size-3 fill-current" />}
                        <MaskedText text={sweepFigure(cell.metric, kind, currency, format)} />
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {format.count(cell.tradeCount)} tr.
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
