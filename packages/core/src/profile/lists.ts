// The choices of the profile form. The values are what public.profiles stores and checks
// (supabase/migrations/20260112000000_profile_settings.sql); the labels are what the form shows.

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export const TRADING_STYLES = [
  { value: 'scalping', label: 'Scalping' },
  { value: 'day', label: 'Day trading' },
  { value: 'swing', label: 'Swing trading' },
  { value: 'position', label: 'Position trading' },
  { value: 'investing', label: 'Investing' },
] as const satisfies readonly Choice<string>[];
export type TradingStyle = (typeof TRADING_STYLES)[number]['value'];

export const MARKETS = [
  { value: 'stock', label: 'Stocks' },
  { value: 'option', label: 'Options' },
  { value: 'future', label: 'Futures' },
  { value: 'forex', label: 'Forex' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'cfd', label: 'CFDs' },
] as const satisfies readonly Choice<string>[];
export type Market = (typeof MARKETS)[number]['value'];

/**
 * The currencies the journal can total in (ISO 4217): the fiat currencies forex pairs are made of,
 * so every account's money converts through the exchange rates the analytics use.
 */
export const BASE_CURRENCIES = [
  { value: 'USD', label: 'US dollar' },
  { value: 'EUR', label: 'Euro' },
  { value: 'GBP', label: 'Pound sterling' },
  { value: 'JPY', label: 'Japanese yen' },
  { value: 'CHF', label: 'Swiss franc' },
  { value: 'CAD', label: 'Canadian dollar' },
  { value: 'AUD', label: 'Australian dollar' },
  { value: 'NZD', label: 'New Zealand dollar' },
  { value: 'SEK', label: 'Swedish krona' },
  { value: 'NOK', label: 'Norwegian krone' },
  { value: 'DKK', label: 'Danish krone' },
  { value: 'PLN', label: 'Polish złoty' },
  { value: 'CZK', label: 'Czech koruna' },
  { value: 'HUF', label: 'Hungarian forint' },
  { value: 'TRY', label: 'Turkish lira' },
  { value: 'ZAR', label: 'South African rand' },
  { value: 'MXN', label: 'Mexican peso' },
  { value: 'BRL', label: 'Brazilian real' },
  { value: 'CLP', label: 'Chilean peso' },
  { value: 'COP', label: 'Colombian peso' },
  { value: 'SGD', label: 'Singapore dollar' },
  { value: 'HKD', label: 'Hong Kong dollar' },
  { value: 'CNY', label: 'Chinese yuan' },
  { value: 'INR', label: 'Indian rupee' },
  { value: 'KRW', label: 'South Korean won' },
  { value: 'TWD', label: 'New Taiwan dollar' },
  { value: 'THB', label: 'Thai baht' },
  { value: 'PHP', label: 'Philippine peso' },
  { value: 'IDR', label: 'Indonesian rupiah' },
  { value: 'MYR', label: 'Malaysian ringgit' },
  { value: 'ILS', label: 'Israeli new shekel' },
  { value: 'SAR', label: 'Saudi riyal' },
  { value: 'AED', label: 'UAE dirham' },
] as const satisfies readonly Choice<string>[];

export const isTradingStyle = (value: string): value is TradingStyle =>
  TRADING_STYLES.some((style) => style.value === value);
export const isMarket = (value: string): value is Market => MARKETS.some((market) => market.value === value);
export const isBaseCurrency = (value: string): boolean => BASE_CURRENCIES.some((c) => c.value === value);
