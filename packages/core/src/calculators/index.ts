// The nine calculators (volatility has two functions) and the helpers the pages share with them.
export { CalculatorInputError, type CalculatorErrorCode } from './errors.ts';
export { Exact, floorToStep, tidy } from './exact.ts';
export {
  MICRO_LOT,
  MINI_LOT,
  STANDARD_LOT,
  parseCurrency,
  parsePair,
  pipSizeFor,
  type Conversion,
  type CurrencyPair,
} from './forex.ts';
export type { CalculatorInfo } from './info.ts';
export { INSTRUMENTS, SIDES, type Instrument, type Side } from './trade.ts';
export * from './positionSize.ts';
export * from './riskReward.ts';
export * from './lotSize.ts';
export * from './pipValue.ts';
export * from './compoundInterest.ts';
export * from './profitLoss.ts';
export * from './margin.ts';
export * from './historicalVolatility.ts';
export * from './averageTrueRange.ts';
export * from './fibonacci.ts';
