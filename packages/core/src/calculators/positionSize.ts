// Position size: how much to buy or sell so that being stopped out loses the amount at risk.
//
// Rounding: all arithmetic is exact on the inputs' decimal values; the size is floored (never
// rounded up) to the size step, whole contracts or the lot step; every result is then the nearest
// double to its exact value, nothing is rounded to cents (the page formats).
import { checkedResult, fail } from './errors.ts';
import { Exact, floorToStepExact } from './exact.ts';
import {
  STANDARD_LOT,
  parseCurrency,
  parsePair,
  pipSizeFor,
  quoteToAccountRate,
  readConversion,
  readLotStep,
  sizeForexRisk,
  type Conversion,
} from './forex.ts';
import type { CalculatorInfo } from './info.ts';
import {
  INSTRUMENTS,
  readEntryAndStop,
  readRiskAmount,
  readSide,
  type Instrument,
  type Side,
} from './trade.ts';
import { isGiven, readChoice, readFields, readPositive, readPrice, type Fields } from './validate.ts';

export interface PositionSizeInput {
  instrument: Instrument;
  /** Checked against the stop when given; otherwise the stop decides (below entry: long). */
  side?: Side | null;
  accountBalance?: number | null;
  /** Percent of the balance to risk, in (0, 100]; or give `riskAmount`. */
  riskPct?: number | null;
  riskAmount?: number | null;
  entry?: number | null;
  stop?: number | null;
  /** Stocks: default 1 share; crypto: default 0.00000001 coin; futures: default 1 contract. */
  sizeStep?: number | null;
  /** Forex: `BASE/QUOTE`. */
  pair?: string | null;
  /** Forex: defaults to `entry`; needed when the account currency is the base. */
  pairPrice?: number | null;
  /** Forex: the stop distance in pips, instead of entry and stop. */
  stopPips?: number | null;
  /** Forex: defaults to the pair's quote currency. */
  accountCurrency?: string | null;
  conversion?: Conversion | null;
  /** Forex: default 0.01 lot. */
  lotStep?: number | null;
  /** Futures. */
  tickSize?: number | null;
  /** Futures: account currency per tick per contract. */
  tickValue?: number | null;
}

export interface PositionSizeResult {
  riskAmount: number;
  /** Account currency lost per share, coin, unit or contract at the stop. */
  riskPerUnit: number;
  /** riskAmount / riskPerUnit before flooring. */
  sizeRaw: number;
  /** Shares, coins, contracts, or for forex units (lotsFloored x 100,000). */
  size: number;
  /** size x entry (futures: x point value; forex: in the account currency); null without a price. */
  positionValue: number | null;
  /** size x riskPerUnit: what the floored size really risks. */
  actualRisk: number;
  /** Forex: raw units, raw lots, floored lots, pip values in the account currency. */
  units: number | null;
  lots: number | null;
  lotsFloored: number | null;
  pipValuePerUnit: number | null;
  pipValuePerStandardLot: number | null;
  riskAmountInQuote: number | null;
  /** Futures: |entry - stop| / tickSize. */
  stopTicks: number | null;
}

export const positionSizeInfo: CalculatorInfo = {
  formula:
    'size = floor(riskAmount / riskPerUnit, step); riskAmount = balance x risk% / 100; riskPerUnit = |entry - stop| (stocks, crypto), |entry - stop| / tickSize x tickValue (futures), stopPips x pip size x quote-to-account rate (forex, 1 lot = 100,000 units)',
  convention:
    'Risk is the loss at the stop before fees and slippage. The size is rounded down to the share, coin step, whole contract or lot step, so the actual risk never exceeds the amount at risk.',
  alternatives: [
    'Some calculators round the size to the nearest step, which can risk more than planned.',
    'Some add commissions and expected slippage to the risk per unit.',
    'Some forex calculators size in whole micro lots (0.01) only.',
  ],
};

const DEFAULT_SIZE_STEP: Record<Exclude<Instrument, 'forex'>, number> = {
  stock: 1,
  crypto: 0.00000001,
  futures: 1,
};

const NO_EXTRAS = {
  units: null,
  lots: null,
  lotsFloored: null,
  pipValuePerUnit: null,
  pipValuePerStandardLot: null,
  riskAmountInQuote: null,
  stopTicks: null,
} as const;

export function positionSize(input: PositionSizeInput): PositionSizeResult {
  const fields = readFields(input);
  const instrument = readChoice(fields, 'instrument', INSTRUMENTS, true);
  const side = readSide(fields);
  const riskAmount = readRiskAmount(fields);
  if (instrument === 'forex') return forexPositionSize(fields, side, riskAmount);

  const { entry, distance } = readEntryAndStop(fields, side);
  const sizeStep = Exact.of(readPositive(fields, 'sizeStep') ?? DEFAULT_SIZE_STEP[instrument]);
  let riskPerUnit = distance;
  let pointValue = Exact.ONE;
  let stopTicks: Exact | undefined;
  if (instrument === 'futures') {
    const tickSize = readPositive(fields, 'tickSize', true);
    const tickValue = readPositive(fields, 'tickValue', true);
    pointValue = Exact.of(tickValue).div(tickSize);
    stopTicks = distance.div(tickSize);
    riskPerUnit = stopTicks.times(tickValue);
  }
  const sizeRaw = riskAmount.div(riskPerUnit);
  const size = floorToStepExact(sizeRaw, sizeStep);
  return checkedResult({
    riskAmount: riskAmount.toNumber(),
    riskPerUnit: riskPerUnit.toNumber(),
    sizeRaw: sizeRaw.toNumber(),
    size: size.toNumber(),
    positionValue: size.times(entry).times(pointValue).toNumber(),
    actualRisk: size.times(riskPerUnit).toNumber(),
    ...NO_EXTRAS,
    stopTicks: stopTicks ? stopTicks.toNumber() : null,
  });
}

function forexPositionSize(fields: Fields, side: Side | undefined, riskAmount: Exact): PositionSizeResult {
  const pair = parsePair(fields.pair);
  const pip = Exact.of(pipSizeFor(pair));
  const accountCurrency = isGiven(fields, 'accountCurrency')
    ? parseCurrency(fields.accountCurrency)
    : pair.quote;

  let stopPips: Exact;
  let entry: Exact | undefined;
  if (isGiven(fields, 'stopPips')) {
    if (isGiven(fields, 'stop')) fail('VALIDATION-002', 'Give stopPips or a stop price, not both', 'stop');
    stopPips = Exact.of(readPositive(fields, 'stopPips', true));
    entry = Exact.optional(readPrice(fields, 'entry'));
  } else {
    if (!isGiven(fields, 'entry') && !isGiven(fields, 'stop')) {
      fail('VALIDATION-001', 'Give stopPips, or entry and stop prices', 'stopPips');
    }
    const prices = readEntryAndStop(fields, side);
    entry = prices.entry;
    stopPips = prices.distance.div(pip);
  }
  const pairPrice = Exact.optional(readPrice(fields, 'pairPrice')) ?? entry;
  const rate = quoteToAccountRate({ pair, accountCurrency, pairPrice, conversion: readConversion(fields) });

  const sizing = sizeForexRisk({ riskAmount, stopPips, pip, rate, lotStep: readLotStep(fields) });
  const size = sizing.lotsFloored.times(STANDARD_LOT);
  return checkedResult({
    riskAmount: riskAmount.toNumber(),
    riskPerUnit: sizing.riskPerUnit.toNumber(),
    sizeRaw: sizing.units.toNumber(),
    size: size.toNumber(),
    positionValue: pairPrice ? size.times(pairPrice).times(rate).toNumber() : null,
    actualRisk: size.times(sizing.riskPerUnit).toNumber(),
    units: sizing.units.toNumber(),
    lots: sizing.lots.toNumber(),
    lotsFloored: sizing.lotsFloored.toNumber(),
    pipValuePerUnit: sizing.pipValuePerUnit.toNumber(),
    pipValuePerStandardLot: sizing.pipValuePerUnit.times(STANDARD_LOT).toNumber(),
    riskAmountInQuote: sizing.riskAmountInQuote.toNumber(),
    stopTicks: null,
  });
}
