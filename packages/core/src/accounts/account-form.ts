// The rules of an account as the accounts page takes it. The `public.accounts` table checks the
// same rules (supabase/migrations/20260106000000_accounts.sql and the journal's migrations, decision
// 0012), so the form explains, field by field, what the database would refuse.
import { MAX_FRACTION_DIGITS, MAX_INTEGER_DIGITS, readDecimalText } from '../trades/decimal-text.ts';
import { isCalendarDate } from './calendar-date.ts';

export const ACCOUNT_STATUSES = ['open', 'closed'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_KINDS = ['live', 'demo', 'prop', 'paper', 'backtest'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** How each kind reads in a list or a picker. */
export const ACCOUNT_KIND_LABELS: Readonly<Record<AccountKind, string>> = {
  live: 'Live',
  demo: 'Demo',
  prop: 'Prop firm',
  paper: 'Paper',
  backtest: 'Backtest',
};

export const MAX_ACCOUNT_NAME_LENGTH = 80;
export const MAX_BROKER_LENGTH = 80;

/** What the form holds: text as typed. */
export interface AccountFormValues {
  name: string;
  broker: string;
  kind: string;
  currency: string;
  startingBalance: string;
  /** `YYYY-MM-DD` as a date input gives it, or empty for none. */
  startingDate: string;
  breakEvenTolerance: string;
  status: string;
}

export type AccountField = keyof AccountFormValues;

export const EMPTY_ACCOUNT_FORM: Readonly<AccountFormValues> = {
  name: '',
  broker: '',
  kind: 'live',
  currency: 'USD',
  startingBalance: '',
  startingDate: '',
  breakEvenTolerance: '0',
  status: 'open',
};

export interface AccountIssue {
  field: AccountField;
  message: string;
}

/**
 * The account as it is stored: trimmed text, the currency in capitals, money as plain decimal
 * text. The balance is not here: the database derives it from the starting balance, the
 * transactions and the closed trades.
 */
export interface AccountDraft {
  name: string;
  broker: string | null;
  kind: AccountKind;
  currency: string;
  startingBalance: string;
  startingDate: string | null;
  breakEvenTolerance: string;
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

const TOO_LONG = `Use at most ${MAX_INTEGER_DIGITS} digits before the decimal point and ${MAX_FRACTION_DIGITS} after it.`;

/** A non-negative amount of money; `empty` is what to say (or the value to take) when nothing is typed. */
function moneyIssue(
  typed: string,
  messages: { negative: string; empty: string | { value: string } },
): { message: string } | { value: string } {
  if (typed.trim().startsWith('-')) return { message: messages.negative };
  const read = readDecimalText(typed);
  if (!read.ok)
    return { message: read.reason === 'format' ? 'Enter an amount, like 10,000 or 2,500.50.' : TOO_LONG };
  if (read.value === null)
    return typeof messages.empty === 'string' ? { message: messages.empty } : messages.empty;
  return { value: read.value };
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

  const kind = ACCOUNT_KINDS.find((known) => known === values.kind);
  if (!kind) issues.push({ field: 'kind', message: 'Choose live, demo, prop firm, paper or backtest.' });

  const currency = values.currency.trim().toUpperCase();
  if (!CURRENCY.test(currency))
    issues.push({ field: 'currency', message: 'Use a three-letter currency code, like USD.' });

  const startingBalance = moneyIssue(values.startingBalance, {
    negative: 'The starting balance cannot be negative.',
    empty: 'Enter the starting balance, like 10,000; 0 for an empty account.',
  });
  if ('message' in startingBalance)
    issues.push({ field: 'startingBalance', message: startingBalance.message });

  const startingDate = values.startingDate.trim();
  if (startingDate !== '' && !isCalendarDate(startingDate))
    issues.push({ field: 'startingDate', message: 'Enter a date, like 2026-01-02, or leave it empty.' });

  // Nothing typed is no tolerance: only an exact zero is break-even.
  const tolerance = moneyIssue(values.breakEvenTolerance, {
    negative: 'The tolerance cannot be negative.',
    empty: { value: '0' },
  });
  if ('message' in tolerance) issues.push({ field: 'breakEvenTolerance', message: tolerance.message });

  const status = ACCOUNT_STATUSES.find((known) => known === values.status);
  if (!status) issues.push({ field: 'status', message: 'Choose open or closed.' });

  if (issues.length > 0 || !kind || !status || 'message' in startingBalance || 'message' in tolerance)
    return { ok: false, issues };
  return {
    ok: true,
    draft: {
      name,
      broker: broker === '' ? null : broker,
      kind,
      currency,
      startingBalance: startingBalance.value,
      startingDate: startingDate === '' ? null : startingDate,
      breakEvenTolerance: tolerance.value,
      status,
    },
  };
}
