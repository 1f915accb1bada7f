// The defaults a trader plans with (account currency, balance, risk per trade), kept per user in
// `public.user_settings` and offered by the calculators. The table checks the same rules.
import { exactOf, readDecimalText } from './decimal-text.ts';

export interface TradingDefaultsForm {
  accountCurrency: string;
  accountBalance: string;
  riskPct: string;
}

/** Each default is optional: null means "not set", and the calculators keep their own. */
export interface TradingDefaults {
  accountCurrency: string | null;
  accountBalance: string | null;
  riskPct: string | null;
}

export interface TradingDefaultsIssue {
  field: keyof TradingDefaultsForm;
  message: string;
}

export type TradingDefaultsCheck =
  { ok: true; defaults: TradingDefaults } | { ok: false; issues: TradingDefaultsIssue[] };

const CURRENCY = /^[A-Z]{3}$/;

export function checkTradingDefaults(form: TradingDefaultsForm): TradingDefaultsCheck {
  const issues: TradingDefaultsIssue[] = [];
  const currency = form.accountCurrency.trim().toUpperCase();
  if (currency !== '' && !CURRENCY.test(currency))
    issues.push({ field: 'accountCurrency', message: 'Use a three-letter currency code, like USD.' });

  const balance = readDecimalText(form.accountBalance);
  if (!balance.ok) issues.push({ field: 'accountBalance', message: 'Enter an amount, like 10,000.' });
  else if (balance.value !== null && exactOf(balance.value).sign() <= 0)
    issues.push({ field: 'accountBalance', message: 'The balance must be greater than 0.' });

  const risk = readDecimalText(form.riskPct);
  if (!risk.ok) issues.push({ field: 'riskPct', message: 'Enter a percentage, like 1 or 0.5.' });
  else if (risk.value !== null) {
    const value = exactOf(risk.value);
    if (value.sign() <= 0 || value.cmp(100) > 0)
      issues.push({ field: 'riskPct', message: 'The risk must be more than 0% and at most 100%.' });
  }

  if (issues.length > 0 || !balance.ok || !risk.ok) return { ok: false, issues };
  return {
    ok: true,
    defaults: {
      accountCurrency: currency === '' ? null : currency,
      accountBalance: balance.value,
      riskPct: risk.value,
    },
  };
}

/**
 * A stored numeric as a calculator field shows it: "25000" as "25,000", keeping every decimal
 * ("1234.5" as "1,234.5") because the figure is the trader's, not a rounded display.
 */
export function groupThousands(plain: string): string {
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
