import {
  DASHBOARD_LAYOUT_MAX_BYTES,
  restoreDashboardLayout,
  type DashboardLayout,
  type RestoredDashboardLayout,
} from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase';

/**
 * The dashboard layout lives in the trader's user_settings row, beside the calculators' inputs and
 * the trading defaults: under the settings' key, so a change saved elsewhere refreshes it too.
 */
export const dashboardLayoutKey = (userId: string) => ['user-settings', userId, 'dashboard-layout'] as const;

export function dashboardLayoutQuery(userId: string) {
  return queryOptions({
    queryKey: dashboardLayoutKey(userId),
    queryFn: async (): Promise<RestoredDashboardLayout> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('user_settings').select('dashboard_layout').maybeSingle();
      if (error) throw error;
      // No row yet, or no layout saved: the default, and no notice.
      const raw: unknown = (data as { dashboard_layout?: unknown } | null)?.dashboard_layout ?? null;
      return restoreDashboardLayout(raw);
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * Saves the layout (null: back to the default) and touches no other column of the row, so the
 * trading defaults and the calculators' inputs saved from another tab are never overwritten.
 */
export async function saveDashboardLayout(layout: DashboardLayout | null): Promise<void> {
  if (layout !== null && new TextEncoder().encode(JSON.stringify(layout)).length > DASHBOARD_LAYOUT_MAX_BYTES)
    throw new Error('The dashboard layout is too large to save.');
  const supabase = await loadSupabase();
  const { error } = await supabase
    .from('user_settings')
    .upsert({ dashboard_layout: layout }, { onConflict: 'user_id' });
  if (error) throw error;
}
