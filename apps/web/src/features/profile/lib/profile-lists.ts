import { z } from 'zod';
import type { ProfileFormValues } from './profile-form';

export const BIO_LIMIT = 500;
export const NAME_LIMIT = 200;

export const STYLE_OPTIONS = [
  { value: 'scalping', label: 'Scalping' },
  { value: 'day', label: 'Day trading' },
  { value: 'swing', label: 'Swing trading' },
  { value: 'position', label: 'Position trading' },
  { value: 'investing', label: 'Investing' },
] as const;

export const MARKET_OPTIONS = [
  { value: 'stock', label: 'Stocks' },
  { value: 'option', label: 'Options' },
  { value: 'future', label: 'Futures' },
  { value: 'forex', label: 'Forex' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'cfd', label: 'CFDs' },
] as const;

export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'NZD'] as const;

export const profileFormSchema = z.object({
  fullName: z.string().max(NAME_LIMIT, `Keep the name to ${NAME_LIMIT} characters.`),
  tradingStyle: z.string(),
  markets: z.array(z.string()),
  baseCurrency: z.string(),
  timeZone: z.string().min(1, 'Choose a time zone.'),
  bio: z.string().max(BIO_LIMIT, `Keep the bio to ${BIO_LIMIT} characters.`),
}) satisfies z.ZodType<ProfileFormValues>;
