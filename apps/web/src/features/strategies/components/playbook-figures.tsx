import { rCoverage, type DatasetSummary } from '@edgelog/core';
import { CHART_STATISTICS, ChartCard, EquityChart, KpiCard, useAnalytics } from '@/features/analytics';
import { Skeleton } from '@/components/ui/skeleton';

/** The playbook's performance from the analytics engine, over its trades in the page's filter. */
export function PlaybookFigures({ dataset }: { dataset: DatasetSummary }) {
  const statistics = useAnalytics(CHART_STATISTICS, { dataset });
  const { currency, timeZone } = dataset;
  const data = statistics.data;
  const state = statistics.isError
    ? 'error'
    : data === undefined
      ? 'loading'
      : data.tradeCount === 0
        ? 'empty'
        : 'ready';
  return (
    <section
      aria-label="Performance"
      className="flex min-w-0 flex-col gap-4"
      data-testid="playbook-performance"
    >
      <h2 className="text-lg font-semibold">Performance</h2>
      {data === undefined ? (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
          <KpiCard metric="tradeCount" kind="count" value={data.tradeCount} />
          <KpiCard metric="winRatePct" kind="pct" value={data.winRatePct} />
          <KpiCard metric="netPnl" kind="money" currency={currency} signed value={data.netPnl} />
          <KpiCard metric="expectancy" kind="money" currency={currency} signed value={data.expectancy} />
          <KpiCard
            metric="expectancyR"
            kind="r"
            signed
            value={data.expectancyR}
            {...(data.tradesWithR > 0
              ? { sub: `Average R ${rCoverage(data.tradesWithR, data.tradeCount)}` }
              : {})}
            reason="No trade of this playbook has a stop, so none has an R multiple."
          />
          <KpiCard metric="profitFactor" kind="ratio" value={data.profitFactor} />
        </div>
      )}
      <ChartCard
        widget="playbook-equity"
        title="Net P&L curve"
        subtitle={`${currency}, cumulative net P&L of this playbook's trades, from zero`}
        state={state}
        error={statistics.error}
        onRetry={() => void statistics.refetch()}
        emptyMessage="No closed trade of this playbook in this period."
        height={260}
      >
        {data && data.tradeCount > 0 && (
          <EquityChart
            curve={data.equityCurve}
            startingEquity={dataset.startingEquity}
            currency={currency}
            kind="trades"
            timeZone={timeZone}
            ariaLabel="Cumulative net P&L of this playbook's trades"
          />
        )}
      </ChartCard>
    </section>
  );
}
