// The journal's trade math: fills cut into round trips, each trade's figures, instrument defaults.
// Definitions and formulas: docs/metrics.md. Data model: docs/decisions/0012-journal-model.md.
export { JournalInputError, type Execution, type JournalErrorCode } from './execution.ts';
export { splitRoundTrips, SPLIT_COST_PLACES, type RoundTrip } from './round-trips.ts';
export { deriveTrade, type DeriveTradeInput, type TradeDerivation } from './derive-trade.ts';
export {
  resolveInstrument,
  type InstrumentOverride,
  type ResolvedInstrument,
  type ResolveInstrumentOptions,
} from './instruments.ts';
export {
  parseFutureSymbol,
  parseOptionSymbol,
  parsePairSymbol,
  type FutureSymbol,
  type OptionSymbol,
  type PairSymbol,
} from './instrument-symbols.ts';
export { FUTURES, type FutureSpec } from './instrument-defaults.ts';
