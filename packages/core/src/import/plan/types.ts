// What planning an import takes and gives: the file's fills checked against what the account
// already holds, cut into trades as rpc/import_batch (and rpc/save_trades) takes them.
import type { AssetClass } from '../../trades/trade-form.ts';
import type { InstrumentOverride } from '../../journal/instruments.ts';
import type { CommissionScheduleRow } from '../../trades/commission-schedule.ts';
import type { ImportedExecution, ImportWarning } from '../types.ts';

/** A fill as the import writes it; `id` only on a stored fill of a trade the import extends. */
export interface SaveExecutionInput {
  id?: string;
  /** ISO 8601 with offset. */
  executed_at: string;
  side: 'buy' | 'sell';
  /** Decimal text: no digit passes through a double on the way to the database. */
  quantity: string;
  price: string;
  commission: string;
  fees: string;
  currency: string | null;
  broker_execution_id: string | null;
  order_id: string | null;
  /** The fill's dedup key (fingerprintExecutions); null on a stored fill saved without one. */
  import_key: string | null;
  /** Set on a new fill the trader's commission schedule charged (its file carried no costs). */
  fees_from_schedule?: true;
}

/** One trade to write: a new one (no `id`) or an open one extended (its `id`, all its fills). */
export interface SaveTradeInput {
  id?: string;
  account_id: string;
  symbol: string;
  asset_class: AssetClass;
  multiplier: string;
  currency: string | null;
  /** The complete fills in time order: the stored ones (with `id`) first when extending. */
  executions: SaveExecutionInput[];
}

/** A stored fill of an open trade, as rest/v1 or rpc/import_keys hands it out. */
export interface StoredFill {
  id: string;
  executed_at: string;
  side: 'buy' | 'sell';
  quantity: number | string;
  price: number | string;
  commission: number | string;
  fees: number | string;
  currency: string | null;
  broker_execution_id: string | null;
  order_id: string | null;
  import_key: string | null;
}

/** A trade of the account still open: fills of the file that continue it extend it. */
export interface OpenTrade {
  id: string;
  symbol: string;
  asset_class: AssetClass;
  multiplier: number | string;
  currency: string | null;
  executions: StoredFill[];
}

/** What the account already holds over the file's time range (rpc/import_keys). */
export interface ExistingImport {
  brokerExecutionIds: readonly string[];
  importKeys: readonly string[];
  /** Every open trade of the account, whenever it opened. */
  openTrades: readonly OpenTrade[];
}

export interface PlanImportInput {
  executions: readonly ImportedExecution[];
  accountId: string;
  /** fingerprintExecutions(executions, accountId): computed once, kept for the batch. */
  keys: readonly string[];
  existing: ExistingImport;
  instruments: readonly InstrumentOverride[];
  /** The file's zone, named in warnings about times. */
  timeZone?: string;
  /**
   * The trader's commission schedule, and for each fill (by index) whether the schedule may charge
   * it: only fills of a file that carries no costs at all (fileCarriesCosts). Left out: none is.
   */
  schedule?: { rows: readonly CommissionScheduleRow[]; chargeable: readonly boolean[] };
}

export interface ImportPlan {
  /** New trades first, in time order, then the extended ones. */
  trades: SaveTradeInput[];
  /** Fills of the file that will be written. */
  newFills: number;
  /** Fills of the file already in the account (or twice in the file with one broker id). */
  duplicates: number;
  tradesCreated: number;
  tradesExtended: number;
  warnings: ImportWarning[];
  /** New fills charged by the commission schedule (planImport always says; 0 when none). */
  scheduledFills?: number;
}
