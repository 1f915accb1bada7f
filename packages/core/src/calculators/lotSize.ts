// Forex lot size: how many lots risk a percentage of the account over a stop given in pips.
//
// Rounding: exact arithmetic on the inputs' decimal values; `lotsFloored` is floored to the lot
// step exactly (0.29 lots stays 0.29); the other results are the nearest doubles to their exact
// values, not rounded to cents or lot steps.
import { checkedResult } from './errors.ts';
import { Exact } from './exact.ts';
import {
  MICRO_LOT,
  MINI_LOT,
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
import { riskOfBalance } from './trade.ts';
import { readFields, readPositive, readPrice } from './validate.ts';

export interface LotSizeInput {
  accountCurrency: string;
  accountBalance: number;
  riskPct: number;
  stopPips: number;
  pair: string;
  /** Needed when the account currency is the pair's base (or the conversion is via the base). */
  pairPrice?: number | null;
  conversion?: Conversion | null;
  /** Default 0.01 (a micro lot). */
  lotStep?: number | null;
}

export interface LotSizeResult {
  riskAmount: number;
  /** Account currency per pip for 100,000 units. */
  pipValuePerStandardLot: number;
  /** Unfloored sizes: standard (100,000 units), mini (10,000), micro (1,000). */
  standardLots: number;
  miniLots: number;
  microLots: number;
  units: number;
  /** standardLots floored to the lot step: the size to enter on the platform. */
  lotsFloored: number;
}

export const lotSizeInfo: CalculatorInfo = {
  formula:
    'lots = (balance x risk% / 100) / (stop pips x pip value per standard lot); pip value per lot = 100,000 x pip size (0.01 for JPY-quoted pairs, else 0.0001) converted from the quote to the account currency',
  convention:
    'A standard lot is 100,000 units, a mini lot 10,000 and a micro lot 1,000. Lots are rounded down to the lot step (0.01 by default).',
  alternatives: [
    'Some brokers use other lot sizes for metals and indices; this calculator is for currency pairs.',
    'Some calculators round lots to the nearest step instead of down.',
  ],
};

export function lotSize(input: LotSizeInput): LotSizeResult {
  const fields = readFields(input);
  const accountCurrency = parseCurrency(fields.accountCurrency);
  const pair = parsePair(fields.pair);
  const riskAmount = riskOfBalance(fields);
  const stopPips = Exact.of(readPositive(fields, 'stopPips', true));
  const rate = quoteToAccountRate({
    pair,
    accountCurrency,
    pairPrice: Exact.optional(readPrice(fields, 'pairPrice')),
    conversion: readConversion(fields),
  });
  const sizing = sizeForexRisk({
    riskAmount,
    stopPips,
    pip: Exact.of(pipSizeFor(pair)),
    rate,
    lotStep: readLotStep(fields),
  });
  return checkedResult({
    riskAmount: riskAmount.toNumber(),
    pipValuePerStandardLot: sizing.pipValuePerUnit.times(STANDARD_LOT).toNumber(),
    standardLots: sizing.lots.toNumber(),
    miniLots: sizing.units.div(MINI_LOT).toNumber(),
    microLots: sizing.units.div(MICRO_LOT).toNumber(),
    units: sizing.units.toNumber(),
    lotsFloored: sizing.lotsFloored.toNumber(),
  });
}
