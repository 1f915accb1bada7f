// Pip value: what one pip's move is worth for a position, in the account currency.
//
// Rounding: exact arithmetic on the inputs' decimal values, each result the nearest double to its
// exact value; a USD/JPY pip at 119.80 is 8.347245409015025 USD per lot, not 8.35 (the page formats).
import { checkedResult } from './errors.ts';
import { Exact } from './exact.ts';
import {
  STANDARD_LOT,
  parseCurrency,
  parsePair,
  pipSizeFor,
  quoteToAccountRate,
  readConversion,
  type Conversion,
} from './forex.ts';
import type { CalculatorInfo } from './info.ts';
import { pickOne, readFields, readPositive, readPrice, readQuantity } from './validate.ts';

export interface PipValueInput {
  pair: string;
  /** Needed when the account currency is the pair's base (or the conversion is via the base). */
  pairPrice?: number | null;
  accountCurrency: string;
  /** Position size in standard lots, or give `units`; 1 lot when neither is given. */
  lots?: number | null;
  units?: number | null;
  /** Overrides the pip (0.01 for JPY-quoted pairs, else 0.0001). */
  pipSize?: number | null;
  conversion?: Conversion | null;
}

export interface PipValueResult {
  /** Account currency per pip for the whole position. */
  pipValue: number;
  /** Account currency per pip per unit of the base currency. */
  pipValuePerUnit: number;
  /** Quote currency per pip for the whole position (pip size x units). */
  pipValueQuoteCcy: number;
}

export const pipValueInfo: CalculatorInfo = {
  formula:
    'pip value = pip size x units in the quote currency, converted to the account currency: x 1 when the account is the quote currency, / pair price when it is the base, else through a conversion rate',
  convention:
    'A pip is 0.01 for JPY-quoted pairs and 0.0001 otherwise (not the fractional 5th-digit pipette); a standard lot is 100,000 units.',
  alternatives: [
    'Some platforms quote pipettes (a tenth of a pip), which makes every pip figure ten times smaller.',
    'Some calculators convert at the bid or ask rather than one mid price.',
  ],
};

export function pipValue(input: PipValueInput): PipValueResult {
  const fields = readFields(input);
  const pair = parsePair(fields.pair);
  const accountCurrency = parseCurrency(fields.accountCurrency);
  const pip = Exact.of(readPositive(fields, 'pipSize') ?? pipSizeFor(pair));
  const sizeField = pickOne(fields, ['lots', 'units']);
  const units =
    sizeField === 'units'
      ? Exact.of(readQuantity(fields, 'units', true))
      : Exact.of(readQuantity(fields, 'lots') ?? 1).times(STANDARD_LOT);
  const rate = quoteToAccountRate({
    pair,
    accountCurrency,
    pairPrice: Exact.optional(readPrice(fields, 'pairPrice')),
    conversion: readConversion(fields),
  });
  const pipValuePerUnit = pip.times(rate);
  return checkedResult({
    pipValue: pipValuePerUnit.times(units).toNumber(),
    pipValuePerUnit: pipValuePerUnit.toNumber(),
    pipValueQuoteCcy: pip.times(units).toNumber(),
  });
}
