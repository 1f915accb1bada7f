// Money that moves an account's balance outside its trades: deposits, withdrawals, fees, interest
// and adjustments. The trader types an amount without a sign and the kind gives it one, so a
// withdrawal of 500 is stored as -500; interest and adjustments go either way and take a typed minus.
// `public.account_transactions` refuses the same (decision 0012): a deposit > 0, a withdrawal and a
// fee < 0, interest and an adjustment any non-zero amount.
import { MAX_FRACTION_DIGITS, MAX_INTEGER_DIGITS, readDecimalText } from '../trades/decimal-text.ts';
import { isLocalDateTime } from './calendar-date.ts';
import { negateDecimal, signOfDecimal } from './signed-decimal.ts';

export const TRANSACTION_KINDS = ['deposit', 'withdrawal', 'fee', 'interest', 'adjustment'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const TRANSACTION_KIND_LABELS: Readonly<Record<TransactionKind, string>> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  fee: 'Fee',
  interest: 'Interest',
  adjustment: 'Adjustment',
};

/** What the amount field says for each kind: which way it moves the balance. */
export const TRANSACTION_KIND_HINTS: Readonly<Record<TransactionKind, string>> = {
  deposit: 'Money paid in: adds to the balance.',
  withdrawal: 'Money taken out: subtracts from the balance.',
  fee: 'A charge outside trades, like platform or data fees: subtracts from the balance.',
  interest: 'Interest earned adds to the balance; put a minus before interest paid.',
  adjustment: 'A correction either way: adds, or subtracts with a minus before the amount.',
};

/** Kinds whose direction the trader types; the others take theirs from the kind. */
const SIGNED_KINDS: ReadonlySet<TransactionKind> = new Set(['interest', 'adjustment']);
const NEGATIVE_KINDS: ReadonlySet<TransactionKind> = new Set(['withdrawal', 'fee']);

export const MAX_TRANSACTION_NOTE_LENGTH = 2000;

/** What the form holds: text as typed. */
export interface TransactionFormValues {
  kind: string;
  /** `YYYY-MM-DDTHH:mm` as a datetime-local input gives it, in the trader's time zone. */
  occurredAt: string;
  amount: string;
  note: string;
}

export type TransactionField = keyof TransactionFormValues;

export interface TransactionIssue {
  field: TransactionField;
  message: string;
}

/**
 * The transaction as it is stored, except its time: `occurredAt` is still the wall-clock time the
 * trader typed, which only the browser can place in their time zone. `amount` is signed decimal text.
 */
export interface TransactionDraft {
  kind: TransactionKind;
  occurredAt: string;
  amount: string;
  note: string | null;
}

export type TransactionCheck =
  { ok: true; draft: TransactionDraft } | { ok: false; issues: TransactionIssue[] };

export function emptyTransactionForm(occurredAt: string): TransactionFormValues {
  return { kind: 'deposit', occurredAt, amount: '', note: '' };
}

const characters = (text: string) => [...text].length;

function amountIssue(
  kind: TransactionKind | undefined,
  typed: string,
): { message: string } | { value: string } {
  const trimmed = typed.trim();
  const signed = kind !== undefined && SIGNED_KINDS.has(kind);
  const negative = trimmed.startsWith('-');
  if (!signed && (negative || trimmed.startsWith('+')))
    return {
      message:
        kind === undefined
          ? 'Enter the amount without a sign.'
          : `Enter the amount without a sign: a ${TRANSACTION_KIND_LABELS[kind].toLowerCase()} ${
              NEGATIVE_KINDS.has(kind) ? 'subtracts' : 'adds'
            } it.`,
    };
  const read = readDecimalText(signed ? trimmed.replace(/^[+-]\s*/, '') : trimmed);
  if (!read.ok)
    return {
      message:
        read.reason === 'format'
          ? 'Enter an amount, like 500 or 1,250.75.'
          : `Use at most ${MAX_INTEGER_DIGITS} digits before the decimal point and ${MAX_FRACTION_DIGITS} after it.`,
    };
  if (read.value === null) return { message: 'Enter the amount, like 500.' };
  if (signOfDecimal(read.value) === 0) return { message: 'Enter an amount above 0.' };
  const outward = (kind !== undefined && NEGATIVE_KINDS.has(kind)) || (signed && negative);
  return { value: outward ? negateDecimal(read.value) : read.value };
}

/** Checks the form's values against the transaction's rules, each reason on its field. */
export function checkTransactionForm(values: TransactionFormValues): TransactionCheck {
  const issues: TransactionIssue[] = [];

  const kind = TRANSACTION_KINDS.find((known) => known === values.kind);
  if (!kind)
    issues.push({ field: 'kind', message: 'Choose deposit, withdrawal, fee, interest or adjustment.' });

  const occurredAt = values.occurredAt.trim();
  if (!isLocalDateTime(occurredAt))
    issues.push({ field: 'occurredAt', message: 'Enter the date and time, like 2026-01-05 09:30.' });

  const amount = amountIssue(kind, values.amount);
  if ('message' in amount) issues.push({ field: 'amount', message: amount.message });

  const note = values.note.trim();
  if (characters(note) > MAX_TRANSACTION_NOTE_LENGTH)
    issues.push({ field: 'note', message: `Use at most ${MAX_TRANSACTION_NOTE_LENGTH} characters.` });

  if (issues.length > 0 || !kind || 'message' in amount) return { ok: false, issues };
  return { ok: true, draft: { kind, occurredAt, amount: amount.value, note: note === '' ? null : note } };
}

/** A stored signed amount as the form shows it: without the sign its kind gives. */
export function typedTransactionAmount(kind: TransactionKind, amount: string): string {
  return SIGNED_KINDS.has(kind) || signOfDecimal(amount) >= 0 ? amount : negateDecimal(amount);
}
