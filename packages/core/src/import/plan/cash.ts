// Deposits and withdrawals read from a broker statement, as the account's transactions: each with
// a key so the same statement (or an overlapping one) imported again adds none twice, in the
// account's own currency only (a row in another currency is left out with a warning, never
// converted), and summed exactly for the preview.
import { add, readDecimal, toText, ZERO, type Decimal } from '../../journal/decimal.ts';
import { instantOf } from '../../journal/instant.ts';
import type { CashTransaction, ImportWarning } from '../types.ts';
import { hash128 } from './fingerprint.ts';

/** A cash row of a file; `reference` is the file's own id for it, when the broker writes one. */
export interface ImportedCash extends CashTransaction {
  reference?: string;
}

/** One account transaction as rpc/import_batch writes it (`amount` signed, as the ledger keeps it). */
export interface SaveCashInput {
  kind: 'deposit' | 'withdrawal';
  /** ISO 8601 with offset, as the file gave it. */
  occurred_at: string;
  /** Decimal text: > 0 for a deposit, < 0 for a withdrawal. */
  amount: string;
  import_key: string;
  note: string | null;
}

/** A cash row as the preview lists it. */
export interface CashPreviewRow {
  line: number;
  time: string;
  kind: 'deposit' | 'withdrawal';
  /** Positive decimal text; the direction is `kind`. */
  amount: string;
  currency: string;
  /** Already in the account (imported before), so not written again. */
  duplicate: boolean;
}

export interface PlanCashInput {
  transactions: readonly ImportedCash[];
  accountId: string;
  /** The account's currency: the only one its ledger holds. */
  accountCurrency: string;
  /** fingerprintCash(transactions, accountId). */
  keys: readonly string[];
  /** The keys of the account's imported transactions over the file's time range (rpc/import_keys). */
  storedKeys: readonly string[];
  /** Each row's note (the file it came from), in the rows' order. */
  notes?: readonly (string | undefined)[];
}

export interface CashPlan {
  /** The new transactions, in file order. */
  transactions: SaveCashInput[];
  /** Every row in the account's currency, new and duplicate, in file order. */
  rows: CashPreviewRow[];
  duplicates: number;
  /** Net of the new transactions (deposits less withdrawals), decimal text in the account's currency. */
  total: string;
  /** Rows left out because they are in another currency than the account's. */
  otherCurrency: number;
  warnings: ImportWarning[];
}

function amountText(value: number): Decimal | undefined {
  return Number.isFinite(value) && value > 0 ? readDecimal(value) : undefined;
}

/** What tells one cash row from another: kind, instant, amount, and the file's reference. */
function describe(row: CashTransaction & { reference?: string }, accountId: string): string {
  const at = instantOf(row.time);
  return [
    accountId,
    'cash',
    row.kind,
    Number.isNaN(at) ? row.time : String(at),
    String(row.amount),
    (row.currency ?? '').toUpperCase(),
    row.reference ?? '',
  ].join('\u001f');
}

/**
 * One key per cash row, in order; the n-th identical row of a file gets the n-th key, so two equal
 * deposits on one day stay two, and the same file read again gives the same keys.
 */
export function fingerprintCash(rows: readonly ImportedCash[], accountId: string): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const text = describe(row, accountId);
    const occurrence = seen.get(text) ?? 0;
    seen.set(text, occurrence + 1);
    return `cash:${hash128(`${text}\u001f${occurrence}`)}`;
  });
}

/** The new deposits and withdrawals of a file for one account, and what the preview shows of them. */
export function planCash(input: PlanCashInput): CashPlan {
  const { transactions, keys } = input;
  if (keys.length !== transactions.length)
    throw new RangeError(`${keys.length} keys for ${transactions.length} cash rows: one key per row`);
  const currency = input.accountCurrency.toUpperCase();
  const stored = new Set(input.storedKeys);
  const plan: CashPlan = {
    transactions: [],
    rows: [],
    duplicates: 0,
    total: '0',
    otherCurrency: 0,
    warnings: [],
  };
  let total = ZERO;
  for (let index = 0; index < transactions.length; index++) {
    const row = transactions[index];
    const key = keys[index];
    if (row === undefined || key === undefined) continue;
    const rowCurrency = row.currency?.toUpperCase() ?? currency;
    const amount = amountText(row.amount);
    const at = instantOf(row.time);
    if (rowCurrency !== currency) {
      plan.otherCurrency++;
      plan.warnings.push({
        line: row.line,
        message: `A ${row.kind} of ${row.amount} ${rowCurrency} is left out: the account is in ${currency}, and amounts are never converted. Record it by hand in the account's currency.`,
      });
      continue;
    }
    if (amount === undefined || Number.isNaN(at)) {
      plan.warnings.push({
        line: row.line,
        message: `A ${row.kind} without a readable amount or time is left out.`,
      });
      continue;
    }
    const duplicate = stored.has(key);
    plan.rows.push({
      line: row.line,
      time: row.time,
      kind: row.kind,
      amount: toText(amount),
      currency,
      duplicate,
    });
    if (duplicate) {
      plan.duplicates++;
      continue;
    }
    // Kept once: an identical key twice in one plan would be the same row planned twice.
    stored.add(key);
    const signed: Decimal =
      row.kind === 'withdrawal' ? { units: -amount.units, scale: amount.scale } : amount;
    total = add(total, signed);
    plan.transactions.push({
      kind: row.kind,
      occurred_at: row.time,
      amount: toText(signed),
      import_key: key,
      note: input.notes?.[index] ?? null,
    });
  }
  plan.total = toText(total);
  return plan;
}
