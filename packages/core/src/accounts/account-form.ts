// The rules of an account as the accounts page takes it. The `public.accounts` table checks the
// same rules (supabase/migrations/20260106000000_accounts.sql), so the form explains, field by
// field, what the database would refuse.
import { MAX_FRACTION_DIGITS, MAX_INTEGER_DIGITS, readDecimalText } from '../trades/decimal-text.ts';

export const ACCOUNT_STATUSES = ['open', 'closed'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const MAX_ACCOUNT_NAME_LENGTH = 80;
export const MAX_BROKER_LENGTH = 80;

/** What the form holds: text as typed. */
export interface AccountFormValues {
  name: string;
  broker: string;
  currency: string;
  balance: string;
  status: string;
}

export type AccountField = keyof AccountFormValues;

export const EMPTY_ACCOUNT_FORM: Readonly<AccountFormValues> = {
  name: '',
  broker: '',
  currency: 'USD',
  balance: '',
  status: 'open',
};

export interface AccountIssue {
  field: AccountField;
  message: string;
}

/** The account as it is stored: trimmed text, the currency in capitals, the balance as plain decimal text. */
export interface AccountDraft {
  name: string;
  broker: string | null;
  currency: string;
  balance: string;
  status: AccountStatus;
}

export type AccountCheck = { ok: true; draft: AccountDraft } | { ok: false; issues: AccountIssue[] };

export interface AccountCheckContext {
  /** Names of the user's other accounts: a name is unique per user, whatever its capitals. */
  otherNames?: readonly string[];
}

const CURRENCY = /^[A-Z]{3}$/;

// Postgres counts characters (code points); a string's length counts UTF-16 units, which would
// count an emoji twice.
const characters = (text: string) => [...text].length;

/** A name as compared for uniqueness: the table's unique index is on lower(name). */
export function accountNameKey(name: string): string {
  return name.trim().toLowerCase();
}

function nameIssue(name: string, otherNames: readonly string[]): string | null {
  if (name === '') return 'Enter a name, like “Main brokerage”.';
  if (characters(name) > MAX_ACCOUNT_NAME_LENGTH) return `Use at most ${MAX_ACCOUNT_NAME_LENGTH} characters.`;
  const key = accountNameKey(name);
  if (otherNames.some((other) => accountNameKey(other) === key))
    return 'You already have an account with this name.';
  return null;
}

function balanceIssue(typed: string): { message: string } | { value: string } {
  if (typed.trim().startsWith('-')) return { message: 'The balance cannot be negative.' };
  const read = readDecimalText(typed);
  if (read.ok && read.value === null)
    return { message: 'Enter the balance, like 10,000; 0 for an empty account.' };
  if (!read.ok)
    return {
      message:
        read.reason === 'format'
          ? 'Enter an amount, like 10,000 or 2,500.50.'
          : `Use at most ${MAX_INTEGER_DIGITS} digits before the decimal point and ${MAX_FRACTION_DIGITS} after it.`,
    };
  return { value: read.value ?? '' };
}

/** Checks the form's values against the account's rules. */
export function checkAccountForm(values: AccountFormValues, context: AccountCheckContext = {}): AccountCheck {
  const issues: AccountIssue[] = [];

  const name = values.name.trim();
  const nameProblem = nameIssue(name, context.otherNames ?? []);
  if (nameProblem) issues.push({ field: 'name', message: nameProblem });

  const broker = values.broker.trim();
  if (characters(broker) > MAX_BROKER_LENGTH)
    issues.push({ field: 'broker', message: `Use at most ${MAX_BROKER_LENGTH} characters.` });

  const currency = values.currency.trim().toUpperCase();
  if (!CURRENCY.test(currency))
    issues.push({ field: 'currency', message: 'Use a three-letter currency code, like USD.' });

  const balance = balanceIssue(values.balance);
  if ('message' in balance) issues.push({ field: 'balance', message: balance.message });

  const status = ACCOUNT_STATUSES.find((known) => known === values.status);
  if (!status) issues.push({ field: 'status', message: 'Choose open or closed.' });

  if (issues.length > 0 || !status || 'message' in balance) return { ok: false, issues };
  return {
    ok: true,
    draft: { name, broker: broker === '' ? null : broker, currency, balance: balance.value, status },
  };
}
