/** What the profile form edits, as the inputs hold it (text fields never null). */
export interface ProfileFormValues {
  fullName: string;
  /** '' when none is chosen. */
  tradingStyle: string;
  markets: string[];
  baseCurrency: string;
  timeZone: string;
  bio: string;
}

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

export interface ProfileSource {
  full_name: string | null;
  trading_style: string | null;
  markets: readonly string[];
  base_currency: string;
  timezone: string;
  bio: string | null;
}

export function formValuesOf(row: ProfileSource): ProfileFormValues {
  return {
    fullName: row.full_name ?? '',
    tradingStyle: row.trading_style ?? '',
    markets: [...row.markets],
    baseCurrency: row.base_currency.trim(),
    timeZone: row.timezone,
    bio: row.bio ?? '',
  };
}

const orNull = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

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
  const columns: ProfileColumns = {};
  const fullName = orNull(values.fullName);
  if (fullName !== before.full_name) columns.full_name = fullName;
  const style = orNull(values.tradingStyle);
  if (style !== before.trading_style) columns.trading_style = style;
  if (!sameSet(values.markets, before.markets)) {
    columns.markets = order.filter((market) => values.markets.includes(market));
  }
  const currency = values.baseCurrency.trim().toUpperCase();
  if (currency !== before.base_currency.trim()) columns.base_currency = currency;
  if (values.timeZone !== before.timezone) {
    columns.timezone = values.timeZone;
    columns.timezone_chosen_at = now.toISOString();
  }
  const bio = orNull(values.bio);
  if (bio !== before.bio) columns.bio = bio;
  return columns;
}
