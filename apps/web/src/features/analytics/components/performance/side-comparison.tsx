import type { BreakdownRow } from '@edgelog/core';
import { SIDES, sideRows } from '../../lib/performance-sides';
import { MetricHelp } from '../metrics/metric-help';
import { MetricValue } from '../metrics/metric-value';

/** Long and short trades side by side, one row per figure. */
export function SideComparison({ rows, currency }: { rows: readonly BreakdownRow[]; currency: string }) {
  // Relative, so the visually hidden labels of the figures (absolutely placed) scroll with the
  // table instead of widening the page on a phone.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1.5 text-left font-medium">
              Figure
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Long
            </th>
            <th scope="col" className="py-1.5 pl-3 text-right font-medium">
              Short
            </th>
          </tr>
        </thead>
        <tbody>
          {sideRows(rows).map((row) => (
            <tr key={row.field} className="border-b last:border-b-0">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                <span className="inline-flex items-center gap-0.5">
                  {row.label}
                  <MetricHelp metric={row.field} />
                </span>
              </th>
              {SIDES.map((side) => (
                <td key={side} className="py-1.5 pl-3 text-right">
                  <MetricValue
                    value={row[side].value}
                    kind={row.kind}
                    currency={currency}
                    signed={row.signed}
                    metric={`${side}.${row.field}`}
                    reason={row[side].missing ?? undefined}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
