// Import batches: which fills of a file are new, and the trades they make or extend.
export type {
  ExistingImport,
  ImportPlan,
  OpenTrade,
  PlanImportInput,
  SaveExecutionInput,
  SaveTradeInput,
  StoredFill,
} from './types.ts';
export { fingerprintExecutions } from './fingerprint.ts';
export { planImport, OPENING_PART_SUFFIX } from './plan-import.ts';
export { fingerprintCash, planCash } from './cash.ts';
export type { CashPlan, CashPreviewRow, ImportedCash, PlanCashInput, SaveCashInput } from './cash.ts';
