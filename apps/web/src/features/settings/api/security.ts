import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

/** Query keys of the settings page's security reads; each starts with ['settings', userId]. */
export const settingsKeys = {
  all: ['settings'] as const,
  factors: (userId: string) => ['settings', userId, 'factors'] as const,
  activity: (userId: string) => ['settings', userId, 'sign-in-activity'] as const,
};

export interface FactorRow {
  id: string;
  name: string;
  createdAt: string;
  verified: boolean;
}

/** The trader's TOTP factors as the server knows them now (not the copy in the stored session). */
export const factorsQuery = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.factors(userId),
    queryFn: async (): Promise<FactorRow[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.auth.mfa.listFactors();
      if (error) throw error;
      return data.all
        .filter((factor) => factor.factor_type === 'totp')
        .map((factor) => ({
          id: factor.id,
          name: factor.friendly_name ?? '',
          createdAt: factor.created_at,
          verified: factor.status === 'verified',
        }));
    },
  });

const activitySchema = z.array(
  z.object({
    at: z.string(),
    action: z.string(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
  }),
);

export type ActivityEntry = z.infer<typeof activitySchema>[number];

/** How many entries the activity list shows. */
export const ACTIVITY_LIMIT = 20;

export const activityQuery = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.activity(userId),
    queryFn: async (): Promise<ActivityEntry[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.rpc('sign_in_activity', { p_limit: ACTIVITY_LIMIT });
      if (error) throw error;
      return activitySchema.parse(data);
    },
  });
