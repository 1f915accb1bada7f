import { COMMISSION_KINDS, type CommissionScheduleRow, type InstrumentOverride } from '@edgelog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';
import { tradeKeys } from '../../api/keys';
import {
  fillCommissionOf,
  prefillFillRows,
  scheduleFor,
  simpleFeesOf,
  type PrefillWritten,
} from './commission-defaults';
import type { TradeFormState } from './use-trade-form';

const row = z.object({
  accountId: z.string().nullable(),
  symbol: z.string().nullable(),
  kind: z.enum(COMMISSION_KINDS),
  perUnit: z.string(),
  perFill: z.string(),
  percent: z.string().nullable(),
  minCharge: z.string().nullable(),
  maxCharge: z.string().nullable(),
});

/** The trader's commission schedule (set in the settings), read as text so no digit is lost. */
function commissionDefaultsQuery(userId: string) {
  return queryOptions({
    queryKey: [...tradeKeys.lookups(userId), 'commission-defaults'] as const,
    queryFn: async (): Promise<CommissionScheduleRow[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('commission_defaults')
        .select(
          'accountId:account_id, symbol, kind, perUnit:per_unit::text, perFill:per_fill::text, percent:percent::text, minCharge:min_charge::text, maxCharge:max_charge::text',
        );
      if (error) throw error;
      return z.array(row).parse(data);
    },
  });
}

/**
 * A new trade's commissions from the trader's schedule (core's rule, as imports use it): the
 * simple form's fees (each of the entry and the exit charged) and each fill's commission in the
 * executions editor, as the account, symbol, quantities and prices change. An amount the trader
 * typed is theirs and stays. Gives what it last wrote, so a save can say which amounts are the
 * schedule's (markScheduleFees).
 */
export function useCommissionPrefill(
  form: TradeFormState,
  userId: string,
  overrides: readonly InstrumentOverride[],
  enabled: boolean,
): () => PrefillWritten {
  const defaults = useQuery({ ...commissionDefaultsQuery(userId), enabled });
  // What this hook last wrote, so it replaces only its own amounts.
  const written = useRef<{ fees: string; fills: Map<string, string> }>({ fees: '', fills: new Map() });
  const { values, adopt, changed } = form;

  useEffect(() => {
    const rows = defaults.data;
    if (!enabled || !rows || rows.length === 0) return;
    const schedule = scheduleFor(rows, values, overrides);
    const ours = written.current;
    if (values.mode === 'simple') {
      if (changed('fees') || values.planned) return;
      if (values.fees !== '' && values.fees !== ours.fees) return;
      const amount = schedule ? (simpleFeesOf(schedule, values) ?? '') : '';
      if (amount === values.fees) return;
      ours.fees = amount;
      adopt({ fees: amount });
      return;
    }
    const { fills, touched } = prefillFillRows(
      values.fills,
      (fill) => (schedule ? (fillCommissionOf(schedule, fill) ?? '') : ''),
      ours,
      changed,
    );
    if (touched) adopt({ fills });
  }, [
    defaults.data,
    enabled,
    overrides,
    values.accountId,
    values.symbol,
    values.assetClass,
    values.multiplier,
    values.entryPrice,
    values.mode,
    values.planned,
    values.fees,
    values.quantity,
    values.exitPrice,
    values.fills,
    adopt,
    changed,
  ]);
  return useCallback(() => written.current, []);
}
