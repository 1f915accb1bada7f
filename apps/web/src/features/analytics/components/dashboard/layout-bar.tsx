import type { DashboardLayout, DashboardWidgetId } from '@edgelog/core';
import { EyeIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { WIDGET_TITLES } from './widget-titles';

/** The hidden widgets, each restored with one click, and Reset layout. */
export function LayoutBar({
  layout,
  isDefault,
  onShow,
  onReset,
}: {
  layout: DashboardLayout;
  isDefault: boolean;
  onShow: (id: DashboardWidgetId) => void;
  onReset: () => void;
}) {
  const hidden = layout.widgets.filter((widget) => widget.hidden);
  if (hidden.length === 0 && isDefault) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed px-3 py-2 text-sm"
      data-testid="dashboard-layout-bar"
    >
      {hidden.length > 0 && (
        <>
          <span className="text-muted-foreground">Hidden:</span>
          <ul className="flex flex-wrap gap-1.5">
            {hidden.map((widget) => (
              <li key={widget.id}>
                <Button variant="outline" size="sm" onClick={() => onShow(widget.id)}>
                  <EyeIcon aria-hidden />
                  Show {WIDGET_TITLES[widget.id]}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {!isDefault && (
        <Button variant="ghost" size="sm" className="ml-auto" onClick={onReset}>
          <RotateCcwIcon aria-hidden />
          Reset layout
        </Button>
      )}
    </div>
  );
}

/** Told once when the saved layout could not be read: the default is on screen instead. */
export function CorruptLayoutNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Alert data-testid="dashboard-layout-corrupt" role="status">
      <AlertTitle>Your saved dashboard layout could not be read</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        <span>The default layout is shown instead, and is saved in its place once you confirm.</span>
        <Button variant="outline" size="sm" onClick={onDismiss}>
          <XIcon aria-hidden />
          Keep the default layout
        </Button>
      </AlertDescription>
    </Alert>
  );
}
