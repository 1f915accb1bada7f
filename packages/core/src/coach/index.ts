// The coach: strengths, weaknesses, habits and what-ifs computed from the trader's own trades.
export { analyzeJournal, DEFAULT_MIN_SAMPLE } from './analyze.ts';
export * from './types.ts';
export * from './api.ts';
export {
  sentAnalysis,
  SENT_TRADE_IDS,
  SENT_SMALL_SAMPLES,
  tradeCountOf,
  type AnalysisNames,
} from './sent-analysis.ts';
