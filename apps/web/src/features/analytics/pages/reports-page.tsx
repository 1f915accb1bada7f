import { GitCompareArrowsIcon, PrinterIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { BreakdownPanel } from '../components/reports/breakdown-panel';
import { CompareControls } from '../components/reports/compare-controls';
import { ComparePanel } from '../components/reports/compare-panel';
import { DimensionSelect } from '../components/reports/dimension-select';
import { HeatmapPanel } from '../components/reports/heatmap-panel';
import { PrintHeader } from '../components/reports/print-header';
import { AnalyticsPage } from '../components/shell/analytics-page';
import { useReportsParams } from '../components/reports/use-reports-params';
import { useAnalyticsDataset } from '../hooks/use-analytics-dataset';
import { useAnalyticsFilter } from '../hooks/use-analytics-filter';
import { DIMENSION_LABELS } from '../lib/reports-labels';
import { defaultComparison } from '../lib/reports-params';
import { periodText, traderName } from '../lib/reports-print';
import '../styles/reports-print.css';

export function ReportsPage() {
  const { user } = useAuth();
  const { filter } = useAnalyticsFilter();
  const dataset = useAnalyticsDataset();
  const [choices, setChoices] = useReportsParams();
  const comparing = choices.compare !== null;
  const periodName = useMemo(
    () => (dataset.data === undefined ? 'report' : periodText(filter, dataset.data)),
    [filter, dataset.data],
  );

  const actions = (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Report">
      <Button
        variant={comparing ? 'secondary' : 'outline'}
        aria-pressed={comparing}
        onClick={() => setChoices({ compare: comparing ? null : defaultComparison(filter) })}
      >
        <GitCompareArrowsIcon aria-hidden />
        Compare
      </Button>
      <Button variant="outline" onClick={() => window.print()} disabled={dataset.data === undefined}>
        <PrinterIcon aria-hidden />
        Print report
      </Button>
    </div>
  );

  return (
    <div data-reports-page className="contents">
      <AnalyticsPage
        title="Reports"
        description="Your results by instrument, strategy, tag, weekday and time of day; two periods side by side; tables to CSV and a printable statement."
        actions={actions}
      >
        {(summary) => (
          <>
            <PrintHeader trader={traderName(user)} filter={filter} dataset={summary} printedAt={new Date()} />
            <section aria-labelledby="reports-breakdown-heading" className="flex flex-col gap-3">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h2 id="reports-breakdown-heading" className="text-lg font-semibold">
                  Breakdown by {DIMENSION_LABELS[choices.dimension].toLowerCase()}
                </h2>
                <div className="flex flex-wrap items-end gap-3" data-print-hide>
                  <DimensionSelect
                    id="reports-dimension"
                    label="Break down by"
                    value={choices.dimension}
                    onChange={(dimension) => setChoices({ dimension })}
                  />
                  {choices.compare !== null && (
                    <CompareControls
                      filter={choices.compare}
                      accounts={summary.accounts}
                      onChange={(compare) => setChoices({ compare })}
                    />
                  )}
                </div>
              </div>
              {choices.compare === null ? (
                <BreakdownPanel dataset={summary} dimension={choices.dimension} periodName={periodName} />
              ) : (
                <ComparePanel
                  dimension={choices.dimension}
                  left={summary}
                  leftFilter={filter}
                  rightFilter={choices.compare}
                />
              )}
            </section>
            <HeatmapPanel dataset={summary} choices={choices} onChange={setChoices} periodName={periodName} />
          </>
        )}
      </AnalyticsPage>
    </div>
  );
}
