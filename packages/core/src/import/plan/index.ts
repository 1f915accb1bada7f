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
export { chargeableFills, fileCarriesCosts } from './schedule.ts';
export type { CashPlan, CashPreviewRow, ImportedCash, PlanCashInput, SaveCashInput } from './cash.ts';
export { summariseSymbols } from './symbol-summary.ts';
export type {
  StatedFigure,
  SummariseSymbolsInput,
  SymbolSummaries,
  SymbolSummary,
} from './symbol-summary.ts';
export { fileNotes, groupSkipped, skippedPhrase } from './file-diagnostics.ts';
export type { FileNote, SkippedGroup } from './file-diagnostics.ts';
export { cellValues, type CellRef } from './row-cells.ts';
