// The sample journal: deterministic, realistic, any size. See docs/decisions/0012-journal-model.md.
export { generateDemoJournal, SAMPLE_JOURNAL_SEED, SAMPLE_JOURNAL_TRADES } from './generate.ts';
export {
  demoAccountRow,
  demoJournalDayRow,
  demoStrategyRow,
  demoTagRow,
  demoTradeInput,
  demoTransactionRow,
} from './rows.ts';
export type {
  DemoAccountRow,
  DemoFillInput,
  DemoJournalDayRow,
  DemoRefIds,
  DemoStrategyRow,
  DemoTagRow,
  DemoTradeInput,
  DemoTransactionRow,
} from './rows.ts';
export type {
  DemoAccount,
  DemoAccountKind,
  DemoAssetClass,
  DemoExecution,
  DemoJournal,
  DemoJournalDay,
  DemoJournalOptions,
  DemoStrategy,
  DemoStrategyRule,
  DemoTag,
  DemoTagGroup,
  DemoTrade,
  DemoTransaction,
  DemoTransactionKind,
} from './types.ts';
