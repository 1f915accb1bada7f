import { profileRow, type ProfileFormValues } from '@edgelog/core';

/** The columns of public.profiles the form writes. */
export interface ProfileColumns {
  full_name?: string | null;
  trading_style?: string | null;
  markets?: string[];
  base_currency?: string;
  timezone?: string;
  timezone_chosen_at?: string;
  bio?: string | null;
}

/** The form's values as the inputs hold them (the ticked markets a list the form replaces). */
export type ProfileFormState = ProfileFormValues & { markets: string[] };

export interface ProfileSource {
  full_name: string | null;
  trading_style: string | null;
  markets: readonly string[];
  base_currency: string;
  timezone: string;
  bio: string | null;
}

export function formValuesOf(row: ProfileSource): ProfileFormState {
  return {
    fullName: row.full_name ?? '',
    tradingStyle: row.trading_style ?? '',
    markets: [...row.markets],
    baseCurrency: row.base_currency.trim(),
    timeZone: row.timezone,
    bio: row.bio ?? '',
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * Only the columns whose value changed, so a save touches nothing else (the zone's stamp is set
 * only when the trader picks another zone, the name goes to the sign-in only when it changed).
 * Markets keep the order of `order` whatever order they were ticked in.
 */
export function changedColumns(
  before: ProfileSource,
  values: ProfileFormValues,
  now: Date,
  order: readonly string[],
): ProfileColumns {
  const row = profileRow(values, order);
  const columns: ProfileColumns = {};
  if (row.full_name !== before.full_name) columns.full_name = row.full_name;
  if (row.trading_style !== before.trading_style) columns.trading_style = row.trading_style;
  if (!sameSet(row.markets, before.markets)) columns.markets = row.markets;
  if (row.base_currency !== before.base_currency.trim()) columns.base_currency = row.base_currency;
  if (row.timezone !== before.timezone) {
    columns.timezone = row.timezone;
    columns.timezone_chosen_at = now.toISOString();
  }
  if (row.bio !== before.bio) columns.bio = row.bio;
  return columns;
}
