import {
  DEFAULT_DASHBOARD_LAYOUT,
  isDefaultDashboardLayout,
  moveDashboardWidget,
  moveDashboardWidgetTo,
  setDashboardWidgetHidden,
  type DashboardLayout,
  type DashboardLayoutStatus,
  type DashboardWidgetId,
} from '@edgelog/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { dashboardLayoutKey, dashboardLayoutQuery, saveDashboardLayout } from '../../api/dashboard-layout';

export interface DashboardLayoutState {
  layout: DashboardLayout;
  /** False until the saved layout is read: the page waits rather than jump from the default. */
  ready: boolean;
  status: DashboardLayoutStatus | null;
  /** True while a corrupt saved layout is replaced on screen by the default, until acknowledged. */
  corruptNotice: boolean;
  dismissCorruptNotice: () => void;
  isDefault: boolean;
  move: (id: DashboardWidgetId, direction: -1 | 1) => void;
  moveTo: (id: DashboardWidgetId, index: number) => void;
  setHidden: (id: DashboardWidgetId, hidden: boolean) => void;
  reset: () => void;
}

/**
 * The trader's dashboard layout: read once, changed on screen at once, and saved in the order the
 * changes were made (one save at a time, the latest layout last), so quick moves never land out of
 * order on the server.
 */
export function useDashboardLayout(): DashboardLayoutState {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const saved = useQuery({ ...dashboardLayoutQuery(userId), enabled: userId !== '' });
  const [edited, setEdited] = useState<DashboardLayout | null>(null);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const pending = useRef<{ layout: DashboardLayout | null } | null>(null);
  const saving = useRef(false);

  const flush = useCallback(async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      while (pending.current !== null) {
        const { layout } = pending.current;
        pending.current = null;
        await saveDashboardLayout(layout);
        queryClient.setQueryData(dashboardLayoutKey(userId), {
          layout: layout ?? DEFAULT_DASHBOARD_LAYOUT,
          status: layout === null ? 'default' : 'saved',
        });
      }
    } catch (error) {
      pending.current = null;
      handleError(error, { code: 'DASHBOARD-001' });
    } finally {
      saving.current = false;
    }
  }, [handleError, queryClient, userId]);

  const current = edited ?? saved.data?.layout ?? DEFAULT_DASHBOARD_LAYOUT;
  const change = useCallback(
    (next: DashboardLayout, stored: DashboardLayout | null) => {
      if (next === current && stored !== null) return;
      setEdited(next);
      pending.current = { layout: stored };
      void flush();
    },
    [current, flush],
  );

  const status = saved.data?.status ?? null;
  return {
    layout: current,
    ready: saved.data !== undefined || saved.isError,
    status,
    corruptNotice: status === 'corrupt' && edited === null && !noticeDismissed,
    // Acknowledged: the unreadable document is replaced by the default so it is told only once.
    dismissCorruptNotice: () => {
      setNoticeDismissed(true);
      change(DEFAULT_DASHBOARD_LAYOUT, null);
    },
    isDefault: isDefaultDashboardLayout(current),
    move: (id, direction) => {
      const next = moveDashboardWidget(current, id, direction);
      change(next, next);
    },
    moveTo: (id, index) => {
      const next = moveDashboardWidgetTo(current, id, index);
      change(next, next);
    },
    setHidden: (id, hidden) => {
      const next = setDashboardWidgetHidden(current, id, hidden);
      change(next, next);
    },
    reset: () => change(DEFAULT_DASHBOARD_LAYOUT, null),
  };
}
