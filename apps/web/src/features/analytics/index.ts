// What other pages may use of the analytics feature: the engine running in its worker (datasets and
// answers for a filter, live invalidation), the analytics frame with its filter bar, and the figure
// and chart components. Every figure a trader sees is computed by this one engine, so pages outside
// /analytics (playbooks, tags, goals) reach it through this entry only (docs/decisions/0016).
export { AnalyticsPage, type AnalyticsPageProps } from './components/shell/analytics-page';
export { FilterBar } from './components/shell/filter-bar';
export { CurrencyNotice } from './components/shell/currency-notice';
export { KpiCard, type KpiCardProps } from './components/metrics/kpi-card';
export { MetricHelp } from './components/metrics/metric-help';
export { MetricValue, type MetricValueProps } from './components/metrics/metric-value';
export { ChartCard, type ChartCardProps, type WidgetState } from './components/charts/chart-card';
export { EChart, type EChartProps } from './components/charts/echart';
export { EquityChart, type EquityChartProps } from './components/charts/equity-chart';
export { useChartPalette } from './components/charts/chart-palette';
export { useAnalyticsDataset, useDatasetOf } from './hooks/use-analytics-dataset';
export { useAnalytics, type UseAnalyticsOptions } from './hooks/use-analytics';
export { useAnalyticsFilter, type AnalyticsFilterState } from './hooks/use-analytics-filter';
export { useAnalyticsLive } from './hooks/use-analytics-live';
export { evaluateGoals, loadAnalyticsDataset, runAnalytics } from './api/worker-client';
export { useGoalEvaluations } from './components/goals/use-goal-evaluations';
export { ruleBreakDetail } from './components/goals/rule-break-text';
export { journalChanged } from './api/journal-generation';
export { analyticsKeys } from './api/keys';
export { CHART_STATISTICS } from './lib/chart-statistics';
