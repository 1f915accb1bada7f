import type { DailyRisk } from '@edgelog/core';
import { MetricHelp } from '../metrics/metric-help';
import { MetricValue } from '../metrics/metric-value';

const NO_DAYS = 'No trading days in this period';

/** VaR and CVaR of the daily P&L at 95 % and 99 %, and the days they rest on. */
export function TailRiskTable({ risk, currency }: { risk: DailyRisk; currency: string }) {
  const rows = [
    { level: '95 %', tail: risk.var95, var: 'var95', cvar: 'cvar95' },
    { level: '99 %', tail: risk.var99, var: 'var99', cvar: 'cvar99' },
  ] as const;
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1.5 text-left font-medium">
              Confidence
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              <span className="inline-flex items-center gap-0.5">
                VaR
                <MetricHelp metric="var95" label="VaR" />
              </span>
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              <span className="inline-flex items-center gap-0.5">
                CVaR
                <MetricHelp metric="cvar95" label="CVaR" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.level} className="border-b last:border-b-0">
              <th scope="row" className="py-1.5 text-left font-normal">
                {row.level}
              </th>
              <td className="py-1.5 text-right">
                <MetricValue
                  value={row.tail?.valueAtRisk ?? null}
                  kind="money"
                  currency={currency}
                  metric={row.var}
                  reason={NO_DAYS}
                />
              </td>
              <td className="py-1.5 text-right">
                <MetricValue
                  value={row.tail?.conditionalValueAtRisk ?? null}
                  kind="money"
                  currency={currency}
                  metric={row.cvar}
                  reason={NO_DAYS}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground">
        Over <MetricValue value={risk.days} kind="count" metric="days" /> trading days (days without an exit
        count as 0). A positive figure is a loss: on 95 % of days the loss was no more than VaR 95 %.
        {risk.days < 100 && ' With fewer than 100 days, the 99 % figures rest on the single worst day.'}
      </p>
    </div>
  );
}
