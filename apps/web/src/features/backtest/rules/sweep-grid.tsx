import { bestSweepCell, type SweepCell } from '@edgelog/core';
import { StarIcon } from 'lucide-react';
import { useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';

export interface SweepGridProps {
  rows: readonly (readonly SweepCell[])[];
  param: string;
  param2: string | null;
  metricLabel: string;
  /** How the metric is written. */
  kind: 'money' | 'ratio' | 'pct' | 'r' | 'count';
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
  const write = (value: number | null): string => {
    if (value === null) return '—';
    if (kind === 'money') return format.money(value, { currency, signed: true });
    if (kind === 'pct') return format.percent(value, { decimals: 1 });
    if (kind === 'r') return format.r(value, { signed: true });
    if (kind === 'count') return format.count(value);
    return format.number(value, { decimals: 2 });
  };
  // 0 (worst) to 1 (best), for the shade.
  const score = (value: number | null): number => {
    if (value === null || high === low) return 0.5;
    const t = (value - low) / (high - low);
    return higherIsBetter ? t : 1 - t;
  };
  return (
    <div className="overflow-x-auto rounded-lg border" data-testid="sweep-grid">
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
                {param2 === null
                  ? metricLabel
                  : format.number(cell.value2 ?? 0, { decimals: 0, maxDecimals: 4 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <th scope="row" className="px-2 py-1 text-right text-xs font-medium tabular-nums">
                {format.number(row[0]?.value ?? 0, { decimals: 0, maxDecimals: 4 })}
              </th>
              {row.map((cell, j) => {
                const isBest = best !== null && cell === best;
                const shade = score(cell.metric);
                const name = `${param} ${cell.value}${param2 === null ? '' : `, ${param2} ${cell.value2 ?? ''}`}`;
                return (
                  <td key={j} className="p-0">
                    <button
                      type="button"
                      onClick={() => onOpen(cell)}
                      aria-label={`${name}: ${metricLabel} ${write(cell.metric)}, ${cell.tradeCount} trades${isBest ? ', best cell' : ''}. Open this run`}
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
                        {write(cell.metric)}
                      </span>
                      <span className="text-xs text-muted-foreground">{cell.tradeCount} tr.</span>
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
