import type { DrawdownPeriod } from '@edgelog/core';
import { drawdownRows } from '../../lib/risk-charts';
import { formatDay } from '../../lib/performance-dates';
import { MetricValue } from '../metrics/metric-value';

/** The drawdown periods, deepest first: when each began, bottomed and recovered, and how deep. */
export function DrawdownTable({
  periods,
  currency,
  timeZone,
  limit = 10,
}: {
  periods: readonly DrawdownPeriod[];
  currency: string;
  timeZone: string;
  limit?: number;
}) {
  const rows = drawdownRows(periods, limit);
  const head = 'py-1.5 px-2 font-medium whitespace-nowrap';
  // Relative, so the visually hidden labels of the figures (absolutely placed) scroll with the
  // table instead of widening the page on a phone.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-table="drawdowns">
        <caption className="sr-only">
          The {rows.length} deepest of {periods.length} drawdown periods
        </caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className={`${head} text-left`}>
              Start
            </th>
            <th scope="col" className={`${head} text-left`}>
              Trough
            </th>
            <th scope="col" className={`${head} text-left`}>
              Recovery
            </th>
            <th scope="col" className={`${head} text-right`}>
              Depth
            </th>
            <th scope="col" className={`${head} text-right`}>
              Depth %
            </th>
            <th scope="col" className={`${head} text-right`}>
              Duration
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.startTime} className="border-b last:border-b-0" data-drawdown>
              <td className="px-2 py-1.5 whitespace-nowrap">{formatDay(row.startTime, timeZone)}</td>
              <td className="px-2 py-1.5 whitespace-nowrap">{formatDay(row.troughTime, timeZone)}</td>
              <td className="px-2 py-1.5 whitespace-nowrap">
                {row.endTime === null ? (
                  <span className="text-muted-foreground italic">not recovered</span>
                ) : (
                  formatDay(row.endTime, timeZone)
                )}
              </td>
              <td className="px-2 py-1.5 text-right">
                <MetricValue value={-row.depth} kind="money" currency={currency} signed />
              </td>
              <td className="px-2 py-1.5 text-right">
                <MetricValue
                  value={row.depthPct === null ? null : -row.depthPct}
                  kind="pct"
                  signed
                  reason="The peak was 0 or less: no percentage"
                />
              </td>
              <td className="px-2 py-1.5 text-right">
                <MetricValue value={row.durationMs} kind="ms" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
