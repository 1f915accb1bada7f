import { STATISTIC_DEFINITIONS } from '@edgelog/core';
import { MetricHelp, MetricValue } from '@/features/analytics';
import type { BacktestSession } from '../api/sessions';
import { KEY_STATISTICS, statisticDisplay, statisticValue } from '../rules/run-statistics';
import { runSummary } from './run-summary';

/** Two to four saved runs side by side: one column per run, one row per key figure. */
export function CompareRuns({ runs }: { runs: readonly BacktestSession[] }) {
  const summaries = runs.map((run) => ({ run, summary: runSummary(run) }));
  return (
    <div className="relative overflow-x-auto rounded-lg border" data-testid="compare-runs">
      <table className="w-full text-sm">
        <caption className="sr-only">Key figures of the compared runs</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left text-xs font-medium text-muted-foreground">
              Figure
            </th>
            {summaries.map(({ run }) => (
              <th key={run.id} scope="col" className="max-w-48 px-3 py-2 text-right font-medium">
                <span className="line-clamp-2 break-words">{run.name}</span>
                <span className="block text-xs font-normal text-muted-foreground">
                  {[run.symbol, run.timeframe].filter(Boolean).join(' · ')}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KEY_STATISTICS.map((metric) => (
            <tr key={metric} className="border-t">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                <span className="inline-flex items-center gap-1">
                  {STATISTIC_DEFINITIONS[metric].label}
                  <MetricHelp metric={metric} label={STATISTIC_DEFINITIONS[metric].label} />
                </span>
              </th>
              {summaries.map(({ run, summary }) => (
                <td key={run.id} className="px-3 py-1.5 text-right">
                  <MetricValue
                    value={statisticValue(summary.statistics, metric)}
                    currency={summary.currency}
                    metric={metric}
                    {...statisticDisplay(metric)}
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
