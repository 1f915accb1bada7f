import { ASSET_CLASSES, COMMISSION_KINDS, type CommissionKind } from '@edgelog/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/supabase';

/**
 * The rows the trading defaults edit: the trader's accounts (to pick from), default commissions
 * and instrument overrides. Keys start with the table's usual key, so a change made on another
 * page (['accounts', userId] after an account is added) refreshes these too.
 */
export const tradingDefaultsKeys = {
  accounts: (userId: string) => ['accounts', userId, 'settings-choices'] as const,
  commissions: (userId: string) => ['commission-defaults', userId] as const,
  instruments: (userId: string) => ['instruments', userId] as const,
};

const accountChoice = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  status: z.enum(['open', 'closed']),
});
export type AccountChoice = z.infer<typeof accountChoice>;

export function accountChoicesQuery(userId: string) {
  return queryOptions({
    queryKey: tradingDefaultsKeys.accounts(userId),
    queryFn: async (): Promise<AccountChoice[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('accounts')
        .select('id, name, currency, status')
        .neq('kind', 'backtest')
        .order('status', { ascending: false })
        .order('name');
      if (error) throw error;
      return z.array(accountChoice).parse(data);
    },
  });
}

// numeric is read as text so a charge keeps every digit the trader typed.
const commissionRow = z.object({
  id: z.string(),
  account_id: z.string().nullable(),
  symbol: z.string().nullable(),
  kind: z.enum(COMMISSION_KINDS),
  per_unit: z.string(),
  per_fill: z.string(),
  percent: z.string().nullable(),
  min_charge: z.string().nullable(),
  max_charge: z.string().nullable(),
});
export type CommissionDefault = z.infer<typeof commissionRow>;

export function commissionDefaultsQuery(userId: string) {
  return queryOptions({
    queryKey: tradingDefaultsKeys.commissions(userId),
    queryFn: async (): Promise<CommissionDefault[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('commission_defaults')
        .select(
          'id, account_id, symbol, kind, per_unit:per_unit::text, per_fill:per_fill::text, percent:percent::text, min_charge:min_charge::text, max_charge:max_charge::text',
        )
        .order('created_at');
      if (error) throw error;
      return z.array(commissionRow).parse(data);
    },
  });
}

export interface CommissionInput {
  accountId: string | null;
  symbol: string | null;
  kind: CommissionKind;
  perUnit: string;
  perFill: string;
  percent: string | null;
  minCharge: string | null;
  maxCharge: string | null;
}

export async function saveCommissionDefault(id: string | null, input: CommissionInput): Promise<void> {
  const supabase = await loadSupabase();
  const row = {
    account_id: input.accountId,
    symbol: input.symbol,
    kind: input.kind,
    per_unit: input.perUnit,
    per_fill: input.perFill,
    percent: input.percent,
    min_charge: input.minCharge,
    max_charge: input.maxCharge,
  };
  const { error } =
    id === null
      ? await supabase.from('commission_defaults').insert(row)
      : await supabase.from('commission_defaults').update(row).eq('id', id);
  if (error) throw error;
}

const instrumentRow = z.object({
  id: z.string(),
  symbol: z.string(),
  asset_class: z.enum(ASSET_CLASSES),
  multiplier: z.string(),
  tick_size: z.string().nullable(),
  pip_size: z.string().nullable(),
  quote_currency: z.string().nullable(),
});
export type InstrumentRow = z.infer<typeof instrumentRow>;

export function instrumentsQuery(userId: string) {
  return queryOptions({
    queryKey: tradingDefaultsKeys.instruments(userId),
    queryFn: async (): Promise<InstrumentRow[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('instruments')
        .select(
          'id, symbol, asset_class, multiplier:multiplier::text, tick_size:tick_size::text, pip_size:pip_size::text, quote_currency',
        )
        .order('symbol');
      if (error) throw error;
      return z.array(instrumentRow).parse(data);
    },
  });
}

export type InstrumentInput = Omit<InstrumentRow, 'id'>;

export async function saveInstrument(id: string | null, input: InstrumentInput): Promise<void> {
  const supabase = await loadSupabase();
  const { error } =
    id === null
      ? await supabase.from('instruments').insert(input)
      : await supabase.from('instruments').update(input).eq('id', id);
  if (error) throw error;
}
