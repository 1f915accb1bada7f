// What reading an import file gives back: fills ready for the journal, and everything else the
// file held, accounted for (row errors, skipped cash rows, deposits and withdrawals, warnings).
import type { AssetClass } from '../trades/trade-form.ts';
import type { DecimalSeparator } from './numbers.ts';

export interface ImportedExecution {
  /** ISO 8601 with the offset written in the file, or the file zone's offset for naive times. */
  time: string;
  symbol: string;
  side: 'buy' | 'sell';
  /** > 0. */
  quantity: number;
  /** > 0. */
  price: number;
  /** >= 0, in the fill's currency. */
  commission: number;
  /** >= 0: exchange, regulatory and other fees apart from the broker's commission. */
  fees: number;
  assetClass: AssetClass;
  multiplier?: number;
  currency?: string;
  brokerExecutionId?: string;
  orderId?: string;
  accountRef?: string;
}

export interface ImportRowError {
  /** 1-based physical line the row starts on. */
  line: number;
  /** The header of the column at fault, when one is. */
  column?: string;
  /** A catalogue code: TRADE-002, VALIDATION-008... */
  code: string;
  message: string;
}

export interface ImportWarning {
  line?: number;
  message: string;
}

/** A row that is not a trade and not an error: a dividend, interest, a fee, a transfer. */
export interface SkippedRow {
  line: number;
  kind: string;
  description: string;
}

export interface CashTransaction {
  line: number;
  time: string;
  /** > 0; the direction is `kind`. */
  amount: number;
  currency?: string;
  kind: 'deposit' | 'withdrawal';
  accountRef?: string;
}

export interface ImportResult {
  /** The format's id, null when none recognised the file. */
  format: string | null;
  executions: ImportedExecution[];
  rowErrors: ImportRowError[];
  warnings: ImportWarning[];
  skipped: SkippedRow[];
  cashTransactions: CashTransaction[];
}

/** Which column holds what, for files no format knows (saved by the mapping screen as a template). */
export interface ColumnMapping {
  columns: {
    /** A date and time in one column... */
    time?: string;
    /** ...or in two. */
    date?: string;
    clock?: string;
    symbol: string;
    side?: string;
    /** Signed quantities (negative for sells) when no side column is mapped. */
    quantity: string;
    price: string;
    commission?: string;
    fees?: string;
    assetClass?: string;
    multiplier?: string;
    currency?: string;
    brokerExecutionId?: string;
    orderId?: string;
    accountRef?: string;
  };
  /** Layout of the time ("YYYY-MM-DD HH:mm:ss", "DD.MM.YYYY HH:mm"); detected when absent. */
  dateFormat?: string;
  decimal?: DecimalSeparator;
  /** The zone of naive times in this file; the request's zone when absent. */
  timeZone?: string;
  /** Asset class for rows without an asset class column; read from the symbol when absent. */
  assetClass?: AssetClass;
}

export interface ParseImportFileInput {
  fileName: string;
  content: string | Uint8Array;
  /** IANA zone of naive timestamps (the account's zone unless the trader picks another). */
  timeZone: string;
  /** A format id: skips detection. */
  format?: string;
  mapping?: ColumnMapping;
}
