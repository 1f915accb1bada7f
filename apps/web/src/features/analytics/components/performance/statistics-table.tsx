import type { SummaryStatistics } from '@edgelog/core';
import { statisticsTable } from '../../lib/performance-statistics';
import { MetricHelp } from '../metrics/metric-help';
import { MetricValue } from '../metrics/metric-value';

/** Every figure of the summary, grouped, each with its definition a hover or a tap away. */
export function StatisticsTable({
  statistics,
  currency,
}: {
  statistics: SummaryStatistics;
  currency: string;
}) {
  const groups = statisticsTable(statistics);
  return (
    <div className="grid grid-cols-1 items-start gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-3">
      {groups.map((group) => (
        <table key={group.id} className="w-full text-sm" data-group={group.id}>
          <caption className="pb-1 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group.title}
          </caption>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.field} className="border-b last:border-b-0">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  <span className="inline-flex items-center gap-0.5">
                    {row.label}
                    <MetricHelp metric={row.field} />
                  </span>
                  {row.note && <span className="block text-xs text-muted-foreground">{row.note}</span>}
                </th>
                <td className="py-1.5 text-right">
                  <MetricValue
                    value={row.value}
                    kind={row.kind}
                    currency={currency}
                    signed={row.signed}
                    metric={row.field}
                    reason={row.missing ?? undefined}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
