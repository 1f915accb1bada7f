import type { DatasetSummary, DashboardWidgetId } from '@edgelog/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { DailyPnlWidget } from '../components/dashboard/daily-pnl-widget';
import { EquityWidget } from '../components/dashboard/equity-widget';
import { KpiWidget } from '../components/dashboard/kpi-widget';
import { CorruptLayoutNotice, LayoutBar } from '../components/dashboard/layout-bar';
import { MiniCalendarWidget } from '../components/dashboard/mini-calendar-widget';
import { RecentTradesWidget } from '../components/dashboard/recent-trades-widget';
import { UnitToggle } from '../components/dashboard/unit-toggle';
import { useDashboardLayout, type DashboardLayoutState } from '../components/dashboard/use-dashboard-layout';
import { WidgetBoundary } from '../components/dashboard/widget-boundary';
import { WidgetCard } from '../components/dashboard/widget-card';
import { WIDGET_DRAG_TYPE, WidgetControls } from '../components/dashboard/widget-controls';
import type { DashboardWidgetProps } from '../components/dashboard/widget-props';
import { WIDE_WIDGETS, WIDGET_TITLES } from '../components/dashboard/widget-titles';
import { WinLossWidget } from '../components/dashboard/win-loss-widget';
import { BrokenRulesNotice } from '../components/goals/broken-rules-notice';
import { AnalyticsPage } from '../components/shell/analytics-page';
import { useAnalyticsFilter } from '../hooks/use-analytics-filter';
import { readDashboardUnit, writeDashboardUnit, type DashboardUnit } from '../lib/dashboard-unit';

function widgetOf(id: DashboardWidgetId, props: DashboardWidgetProps, now: Date): ReactNode {
  switch (id) {
    case 'kpis':
      return <KpiWidget {...props} />;
    case 'equity-curve':
      return <EquityWidget {...props} />;
    case 'daily-pnl':
      return <DailyPnlWidget {...props} />;
    case 'win-loss':
      return <WinLossWidget {...props} />;
    case 'recent-trades':
      return <RecentTradesWidget {...props} />;
    case 'mini-calendar':
      return <MiniCalendarWidget {...props} now={now} />;
  }
}

function useDashboardUnit(): [DashboardUnit, (unit: DashboardUnit) => void] {
  const [params, setParams] = useSearchParams();
  const set = (unit: DashboardUnit) =>
    setParams((current) => writeDashboardUnit(current, unit), { replace: true });
  return [readDashboardUnit(params), set];
}

function DashboardWidgets({
  dataset,
  unit,
  layout,
}: {
  dataset: DatasetSummary;
  unit: DashboardUnit;
  layout: DashboardLayoutState;
}) {
  const { filter, search } = useAnalyticsFilter();
  // The instant "this month" is told against: fixed for the page's life, like the filter's presets.
  const [now] = useState(() => new Date());
  const [dropTarget, setDropTarget] = useState<DashboardWidgetId | null>(null);
  const shown = layout.layout.widgets.filter((widget) => !widget.hidden);

  const onDrop = (event: DragEvent<HTMLDivElement>, target: DashboardWidgetId) => {
    const dragged = event.dataTransfer.getData(WIDGET_DRAG_TYPE);
    setDropTarget(null);
    const moving = layout.layout.widgets.find((widget) => widget.id === dragged);
    if (moving === undefined || moving.id === target) return;
    event.preventDefault();
    layout.moveTo(
      moving.id,
      layout.layout.widgets.findIndex((widget) => widget.id === target),
    );
  };

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2" data-testid="dashboard-widgets">
      {shown.map((widget, index) => {
        const title = WIDGET_TITLES[widget.id];
        const controls = (
          <WidgetControls
            id={widget.id}
            title={title}
            canMoveUp={index > 0}
            canMoveDown={index < shown.length - 1}
            onMove={(direction) => layout.move(widget.id, direction)}
            onHide={() => layout.setHidden(widget.id, true)}
          />
        );
        const props: DashboardWidgetProps = {
          dataset,
          unit,
          basis: filter.basis,
          filterSearch: search,
          controls,
        };
        return (
          <div
            key={widget.id}
            data-widget-slot={widget.id}
            className={cn(
              'min-w-0 rounded-xl transition-shadow',
              WIDE_WIDGETS.has(widget.id) && 'lg:col-span-2',
              dropTarget === widget.id && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
            )}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(WIDGET_DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              if (dropTarget !== widget.id) setDropTarget(widget.id);
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
            }}
            onDrop={(event) => onDrop(event, widget.id)}
          >
            <WidgetBoundary
              resetKey={`${dataset.datasetId}:${unit}`}
              fallback={(retry) => (
                <WidgetCard
                  id={widget.id}
                  title={title}
                  state="error"
                  controls={controls}
                  onRetry={retry}
                  skeleton={null}
                />
              )}
            >
              {widgetOf(widget.id, props, now)}
            </WidgetBoundary>
          </div>
        );
      })}
    </div>
  );
}

export function DashboardPage() {
  const [unit, setUnit] = useDashboardUnit();
  const layout = useDashboardLayout();
  return (
    <AnalyticsPage
      title="Dashboard"
      description="Your trading at a glance: equity, recent trades, win rate and the days that mattered."
      actions={<UnitToggle unit={unit} onChange={setUnit} />}
    >
      {(dataset) => (
        <>
          {layout.corruptNotice && <CorruptLayoutNotice onDismiss={layout.dismissCorruptNotice} />}
          <BrokenRulesNotice dataset={dataset} />
          <LayoutBar
            layout={layout.layout}
            isDefault={layout.isDefault}
            onShow={(id) => layout.setHidden(id, false)}
            onReset={layout.reset}
          />
          {layout.ready ? (
            <DashboardWidgets dataset={dataset} unit={unit} layout={layout} />
          ) : (
            <Skeleton className="h-96 w-full" />
          )}
        </>
      )}
    </AnalyticsPage>
  );
}
