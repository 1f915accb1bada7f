import type { TradingDefaults } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

/**
 * The signed-in user's row of public.user_settings. The settings page saves the same row and
 * invalidates this key (['user-settings', userId]), so the calculators read its defaults fresh.
 */
export const userSettingsKeys = {
  all: ['user-settings'] as const,
  of: (userId: string) => ['user-settings', userId] as const,
};

export interface CalculatorSettings {
  defaults: TradingDefaults;
  /** Each calculator's remembered inputs, as saved by save_calculator_inputs. */
  calculatorInputs: Readonly<Record<string, unknown>>;
}

// numeric is read as text so a balance keeps every digit the user saved.
const COLUMNS =
  'currency:default_account_currency, balance:default_account_balance::text, risk:default_risk_pct::text, calculator_inputs';

const row = z.object({
  currency: z.string().nullable(),
  balance: z.string().nullable(),
  risk: z.string().nullable(),
  calculator_inputs: z.record(z.string(), z.unknown()),
});

export function calculatorSettingsQuery(userId: string) {
  return queryOptions({
    queryKey: userSettingsKeys.of(userId),
    queryFn: async (): Promise<CalculatorSettings> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('user_settings').select(COLUMNS).maybeSingle();
      if (error) throw error;
      // No row yet: the user has saved neither defaults nor inputs.
      if (data === null)
        return {
          defaults: { accountCurrency: null, accountBalance: null, riskPct: null },
          calculatorInputs: {},
        };
      const parsed = row.parse(data);
      return {
        defaults: { accountCurrency: parsed.currency, accountBalance: parsed.balance, riskPct: parsed.risk },
        calculatorInputs: parsed.calculator_inputs,
      };
    },
  });
}

/** Files one calculator's inputs on the server, leaving the other calculators' alone. */
export async function saveCalculatorInputs(calculator: string, inputs: unknown): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('save_calculator_inputs', { calculator, inputs });
  if (error) throw error;
}
