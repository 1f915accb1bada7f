// What reading an import file gives back: fills ready for the journal, and everything else the
// file held, accounted for (row errors, skipped cash rows, deposits and withdrawals, warnings).
import type { AssetClass } from '../trades/trade-form.ts';
import type { DecimalSeparator } from './numbers.ts';
import type { DateOrder, ReadingQuestion } from './reading-choices.ts';

export interface ImportedExecution {
  /** ISO 8601 with the offset written in the file, or the file zone's offset for naive times. */
  time: string;
  symbol: string;
  side: 'buy' | 'sell';
  /** > 0. */
  quantity: number;
  /** > 0; 0 only for an option that expired worthless (its closing fill at expiry). */
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
  /**
   * Whether the broker says the fill opens or closes a position ("Sell to Open", IBKR's O/C, MT5's
   * in/out). Absent when the file does not say.
   */
  positionEffect?: 'open' | 'close';
  /** Why the fill exists when it is not an order filled at market: an expiry, an assignment, an exercise. */
  event?: 'expiry' | 'assignment' | 'exercise' | 'settlement';
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

/**
 * A realised P&L the file itself states, on a closing row or as a total, kept so the importer can
 * compare it with what the fills give (a price read in the wrong notation shows up there).
 */
export interface StatedPnl {
  /** The line of the row, or of the total, that states it. */
  line: number;
  /** As written, in the fills' currency; a loss is negative. */
  amount: number;
  /**
   * 'gross' before the fills' commission and fees, 'net' after them, 'either' when the broker does
   * not say (the check accepts a match with either).
   */
  basis: 'gross' | 'net' | 'either';
  /** The fills it covers: one symbol's (in one account when given), or every fill when absent. */
  symbol?: string;
  accountRef?: string;
}

/** The file's own P&L beside what its fills give, per symbol (or for the whole file). */
export interface PnlCheck {
  symbol: string | null;
  accountRef: string | null;
  /** Lines the file states it on. */
  lines: number[];
  stated: number;
  basis: StatedPnl['basis'];
  /** What the fills give: gross and net realised P&L of their closed round trips and closed parts. */
  derivedGross: number;
  derivedNet: number;
  /** Within a cent (per stated row) of the derived figure on the stated basis. */
  agrees: boolean;
}

export interface ImportResult {
  /** The format's id, null when none recognised the file. */
  format: string | null;
  executions: ImportedExecution[];
  rowErrors: ImportRowError[];
  warnings: ImportWarning[];
  skipped: SkippedRow[];
  cashTransactions: CashTransaction[];
  /** The realised P&L the file states, where it states any. */
  statedPnl?: StatedPnl[];
  /** Those figures compared with the fills (present with statedPnl). */
  pnlChecks?: PnlCheck[];
  /**
   * Set when nothing in the file can be imported whatever is mapped (empty, a PDF, a binary file,
   * a protected workbook, a cut-off statement): one sentence saying what it is and what to do.
   */
  refusal?: string;
  /** Set when a format recognised the file and it holds no trades: one sentence saying what it holds. */
  noTrades?: string;
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
    /** Round-trip rows: when the trade closed, in one column or in two (as `time`, or `date` and `clock`). */
    closeTime?: string;
    closeDate?: string;
    closeClock?: string;
    /** Round-trip rows: the exit price (`price` is the entry's). */
    exitPrice?: string;
    /** The realised P&L the file states on a row, compared with what the fills give. */
    pnl?: string;
  };
  /**
   * What a row is: one fill (absent, as every mapping before round trips), or a whole trade with its
   * entry and exit ('round-trips'; `side` then reads as the direction, long or short).
   */
  rows?: 'fills' | 'round-trips';
  /** Whether the `pnl` column is before costs ('gross') or after ('net'); 'either' when absent. */
  pnlBasis?: 'gross' | 'net' | 'either';
  /** The workbook's sheet, by name; the first sheet when absent. */
  sheet?: string;
  /** The table of an HTML statement, 1-based in document order; the first when absent. */
  table?: number;
  /** The header row, 1-based among the table's non-blank rows; 0: the file has none; the first when absent. */
  headerRow?: number;
  /** The first row of data, 1-based; the row after the header when absent. */
  firstRow?: number;
  /** Rows left out at the end of the table (totals, a footer). */
  skipLast?: number;
  /** The table ends before the first row whose first cell reads this (a section title such as "Orders"). */
  stopAt?: string;
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
  /** The trader's order for dates that read either way (every day 12 or below); asked, never guessed. */
  dateOrder?: DateOrder;
  /** The trader's decimal separator for numbers that read either way ("1,250"). */
  decimal?: DecimalSeparator;
  /** Told of each choice the file leaves open, with samples read both ways, chosen or not. */
  onQuestion?: (question: ReadingQuestion) => void;
}
