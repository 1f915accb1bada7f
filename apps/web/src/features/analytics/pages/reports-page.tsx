import { GitCompareArrowsIcon, PrinterIcon } from 'lucide-react';
import { useMemo } from 'react';
import { PageFrame } from '@/components/page-frame';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { BreakdownPanel } from '../components/reports/breakdown-panel';
import { CompareControls } from '../components/reports/compare-controls';
import { ComparePanel } from '../components/reports/compare-panel';
import { DimensionSelect } from '../components/reports/dimension-select';
import { HeatmapPanel } from '../components/reports/heatmap-panel';
import { PrintHeader } from '../components/reports/print-header';
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
      <PageFrame
        title="Reports"
        description="Your results by instrument, strategy, tag, weekday and time of day; two periods side by side; tables to CSV and a printable statement."
        actions={actions}
      >
        <div aria-busy={dataset.isPending || undefined} className="flex flex-col gap-6">
          {dataset.data !== undefined && (
            <>
              <PrintHeader
                trader={traderName(user)}
                filter={filter}
                dataset={dataset.data}
                printedAt={new Date()}
              />
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
                        accounts={dataset.data.accounts}
                        onChange={(compare) => setChoices({ compare })}
                      />
                    )}
                  </div>
                </div>
                {choices.compare === null ? (
                  <BreakdownPanel
                    dataset={dataset.data}
                    dimension={choices.dimension}
                    periodName={periodName}
                  />
                ) : (
                  <ComparePanel
                    dimension={choices.dimension}
                    left={dataset.data}
                    leftFilter={filter}
                    rightFilter={choices.compare}
                  />
                )}
              </section>
              <HeatmapPanel
                dataset={dataset.data}
                choices={choices}
                onChange={setChoices}
                periodName={periodName}
              />
            </>
          )}
        </div>
      </PageFrame>
    </div>
  );
}
