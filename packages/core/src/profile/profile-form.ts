// The profile form's rules, field by field. public.profiles checks the same
// (supabase/migrations/20260101000000_profiles.sql and 20260112000000_profile_settings.sql), so the
// form says what the database would refuse before it is sent.
import { isBaseCurrency, isMarket, isTradingStyle } from './lists.ts';
import { isTimeZoneName } from './time-zones.ts';

export const MAX_FULL_NAME_LENGTH = 200;
export const MAX_BIO_LENGTH = 500;

/** What the form holds, as typed and picked. An empty trading style is none. */
export interface ProfileFormValues {
  fullName: string;
  bio: string;
  baseCurrency: string;
  timeZone: string;
  tradingStyle: string;
  markets: readonly string[];
}

export type ProfileField = keyof ProfileFormValues;

export interface ProfileIssue {
  field: ProfileField;
  /** An error catalogue code. */
  code: 'VALIDATION-001' | 'VALIDATION-002' | 'VALIDATION-011';
  message: string;
}

export interface ProfileCheckOptions {
  /** The zone names to accept; by default the ones this runtime knows. */
  timeZones?: readonly string[];
}

// Characters, as the database counts them (char_length), not UTF-16 units.
const length = (text: string) => [...text].length;

export function checkProfileForm(
  values: ProfileFormValues,
  options: ProfileCheckOptions = {},
): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  if (length(values.fullName.trim()) > MAX_FULL_NAME_LENGTH) {
    issues.push({
      field: 'fullName',
      code: 'VALIDATION-011',
      message: `Keep the name to ${MAX_FULL_NAME_LENGTH} characters.`,
    });
  }
  if (length(values.bio.trim()) > MAX_BIO_LENGTH) {
    issues.push({
      field: 'bio',
      code: 'VALIDATION-011',
      message: `Keep the bio to ${MAX_BIO_LENGTH} characters.`,
    });
  }
  const currency = values.baseCurrency.trim().toUpperCase();
  if (currency === '') {
    issues.push({ field: 'baseCurrency', code: 'VALIDATION-001', message: 'Choose a base currency.' });
  } else if (!isBaseCurrency(currency)) {
    issues.push({
      field: 'baseCurrency',
      code: 'VALIDATION-002',
      message: 'Choose a currency from the list, like USD or EUR.',
    });
  }
  const zone = values.timeZone.trim();
  if (zone === '') {
    issues.push({ field: 'timeZone', code: 'VALIDATION-001', message: 'Choose a time zone.' });
  } else if (!isTimeZoneName(zone, options.timeZones)) {
    issues.push({
      field: 'timeZone',
      code: 'VALIDATION-002',
      message: 'Choose a time zone from the list, like Europe/London.',
    });
  }
  if (values.tradingStyle !== '' && !isTradingStyle(values.tradingStyle)) {
    issues.push({
      field: 'tradingStyle',
      code: 'VALIDATION-002',
      message: 'Choose a trading style from the list.',
    });
  }
  if (!values.markets.every(isMarket)) {
    issues.push({ field: 'markets', code: 'VALIDATION-002', message: 'Choose markets from the list.' });
  } else if (new Set(values.markets).size !== values.markets.length) {
    issues.push({ field: 'markets', code: 'VALIDATION-002', message: 'Choose each market once.' });
  }
  return issues;
}

/** The columns of public.profiles a checked form saves: trimmed, none as null, markets in list order. */
export interface ProfileRow {
  full_name: string | null;
  bio: string | null;
  base_currency: string;
  timezone: string;
  trading_style: string | null;
  markets: string[];
}

export function profileRow(values: ProfileFormValues, marketOrder: readonly string[]): ProfileRow {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    full_name: orNull(values.fullName),
    bio: orNull(values.bio),
    base_currency: values.baseCurrency.trim().toUpperCase(),
    timezone: values.timeZone.trim(),
    trading_style: values.tradingStyle === '' ? null : values.tradingStyle,
    markets: marketOrder.filter((market) => values.markets.includes(market)),
  };
}
