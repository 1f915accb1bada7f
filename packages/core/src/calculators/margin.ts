// Margin: what a position ties up (position mode), and where an account stands (account mode,
// chosen by giving `balance`).
//
// Rounding: exact arithmetic on the inputs' decimal values, each result the nearest double to its
// exact value; nothing is rounded to cents.
import { CalculatorInputError, checkedResult, fail } from './errors.ts';
import { Exact } from './exact.ts';
import {
  STANDARD_LOT,
  parseCurrency,
  parsePair,
  quoteToAccountRate,
  rateBetween,
  readConversion,
  type Conversion,
} from './forex.ts';
import type { CalculatorInfo } from './info.ts';
import { INSTRUMENTS, type Instrument } from './trade.ts';
import {
  isGiven,
  pickOne,
  readChoice,
  readFields,
  readNumber,
  readPositive,
  readPrice,
  readQuantity,
  type Fields,
} from './validate.ts';

export interface MarginPositionInput {
  /** Forex when a pair is given and no instrument. */
  instrument?: Instrument | null;
  pair?: string | null;
  /** Forex price (quote per base); `price` is accepted too. */
  pairPrice?: number | null;
  price?: number | null;
  /**
   * The size. Forex: `units` (or `quantity`) of the base currency, or `lots` x contractSize
   * (default 100,000). Others: `quantity` (or `lots`, `units`) x contractSize (default 1).
   */
  quantity?: number | null;
  lots?: number | null;
  units?: number | null;
  contractSize?: number | null;
  /** 30 for 30:1, or give `marginRequirementPct` (3.33 for 30:1). */
  leverage?: number | null;
  marginRequirementPct?: number | null;
  /** Forex: defaults to the quote currency. Others: needed with a conversion. */
  accountCurrency?: string | null;
  /**
   * Forex: as in pip value. Others: a rate between the account currency and the currency the
   * price is in (EUR/USD for a EUR-priced index in a USD account).
   */
  conversion?: Conversion | null;
}

export interface MarginPositionResult {
  /** price x size, in the currency the price is quoted in. */
  notional: number;
  notionalAccountCcy: number;
  /** notionalAccountCcy / leverage. */
  requiredMargin: number;
  /** notional / margin: the leverage, or 100 / marginRequirementPct. */
  equivalentLeverage: number;
}

export interface MarginAccountInput {
  balance: number;
  /** Open positions' unrealised P&L; default 0. */
  floatingPnl?: number | null;
  /** Margin in use, or give `positions` to add theirs up; default 0. */
  usedMargin?: number | null;
  positions?: readonly MarginPositionInput[] | null;
}

export interface MarginAccountResult {
  /** balance + floatingPnl. */
  equity: number;
  usedMargin: number;
  /** requiredMargin of each position given, in order; empty when usedMargin was given. */
  positionMargins: number[];
  /** equity - usedMargin. */
  freeMargin: number;
  /** equity / usedMargin x 100; null with no margin in use. */
  marginLevelPct: number | null;
}

export const marginInfo: CalculatorInfo = {
  formula:
    'required margin = price x size (x contract size) in the account currency / leverage (= x margin requirement %); equity = balance + floating P&L; free margin = equity - used margin; margin level = equity / used margin x 100',
  convention:
    'Margin is on the notional at the current price converted to the account currency; margin level is equity over used margin in percent, as MetaTrader shows it.',
  alternatives: [
    'Some brokers compute forex margin at the opening price rather than the current price.',
    'Some platforms show a margin ratio (used margin / equity) instead of the margin level.',
    'Some brokers use tiered margin that rises with position size.',
  ],
};

export function margin(input: MarginAccountInput): MarginAccountResult;
export function margin(input: MarginPositionInput): MarginPositionResult;
export function margin(
  input: MarginAccountInput | MarginPositionInput,
): MarginAccountResult | MarginPositionResult {
  const fields = readFields(input);
  if (isGiven(fields, 'balance')) return checkedResult(account(fields));
  const { notional, notionalAccountCcy, requiredMargin, leverage } = position(fields);
  return checkedResult({
    notional: notional.toNumber(),
    notionalAccountCcy: notionalAccountCcy.toNumber(),
    requiredMargin: requiredMargin.toNumber(),
    equivalentLeverage: leverage.toNumber(),
  });
}

interface PositionMargin {
  notional: Exact;
  notionalAccountCcy: Exact;
  requiredMargin: Exact;
  leverage: Exact;
}

function position(fields: Fields): PositionMargin {
  const instrument = readChoice(fields, 'instrument', INSTRUMENTS);
  const forex = instrument === 'forex' || (instrument === undefined && isGiven(fields, 'pair'));
  const { notional, rate } = forex ? forexNotional(fields) : otherNotional(fields);

  const marginField = pickOne(fields, ['leverage', 'marginRequirementPct']);
  if (!marginField) fail('VALIDATION-001', 'Give leverage or marginRequirementPct', 'leverage');
  const leverage =
    marginField === 'leverage'
      ? Exact.of(readNumber(fields, 'leverage', { required: true, min: 1, minInclusive: true }))
      : Exact.of(100).div(readNumber(fields, 'marginRequirementPct', { required: true, min: 0, max: 100 }));

  const notionalAccountCcy = notional.times(rate);
  return { notional, notionalAccountCcy, requiredMargin: notionalAccountCcy.div(leverage), leverage };
}

interface Notional {
  notional: Exact;
  /** Turns the notional's currency into the account currency. */
  rate: Exact;
}

function forexNotional(fields: Fields): Notional {
  const pair = parsePair(fields.pair);
  const priceField = pickOne(fields, ['pairPrice', 'price']) ?? 'pairPrice';
  const price = Exact.of(readPrice(fields, priceField, true));
  const sizeField = pickOne(fields, ['units', 'quantity', 'lots']);
  if (!sizeField) fail('VALIDATION-001', 'Give the size: units or lots', 'units');
  let units = Exact.of(readQuantity(fields, sizeField, true));
  if (sizeField === 'lots') units = units.times(readPositive(fields, 'contractSize') ?? STANDARD_LOT);
  const accountCurrency = isGiven(fields, 'accountCurrency')
    ? parseCurrency(fields.accountCurrency)
    : pair.quote;
  const rate = quoteToAccountRate({
    pair,
    accountCurrency,
    pairPrice: price,
    conversion: readConversion(fields),
  });
  return { notional: units.times(price), rate };
}

function otherNotional(fields: Fields): Notional {
  const price = Exact.of(readPrice(fields, 'price', true));
  const sizeField = pickOne(fields, ['quantity', 'lots', 'units']);
  if (!sizeField) fail('VALIDATION-001', 'Give the size: quantity', 'quantity');
  const size = Exact.of(readQuantity(fields, sizeField, true)).times(
    readPositive(fields, 'contractSize') ?? 1,
  );
  const conversion = readConversion(fields);
  if (!conversion) return { notional: size.times(price), rate: Exact.ONE };
  const account = parseCurrency(fields.accountCurrency);
  const priceCurrency = conversion.pair.base === account ? conversion.pair.quote : conversion.pair.base;
  const rate = rateBetween(priceCurrency, account, conversion);
  if (!rate)
    fail('TRADE-001', `conversion.pair must include the account currency ${account}`, 'conversion.pair');
  return { notional: size.times(price), rate };
}

function account(fields: Fields): MarginAccountResult {
  const balance = Exact.of(readPositive(fields, 'balance', true));
  const equity = balance.plus(readNumber(fields, 'floatingPnl') ?? 0);
  let usedMargin = Exact.of(readNumber(fields, 'usedMargin', { min: 0, minInclusive: true }) ?? 0);
  const positionMargins: number[] = [];
  if (pickOne(fields, ['usedMargin', 'positions']) === 'positions') {
    const positions = fields.positions;
    if (!Array.isArray(positions)) fail('VALIDATION-010', 'positions must be a list', 'positions');
    positions.forEach((item: unknown, index) => {
      const required = positionMarginAt(item, index);
      usedMargin = usedMargin.plus(required);
      positionMargins.push(required.toNumber());
    });
  }
  return {
    equity: equity.toNumber(),
    usedMargin: usedMargin.toNumber(),
    positionMargins,
    freeMargin: equity.minus(usedMargin).toNumber(),
    marginLevelPct: usedMargin.isZero() ? null : equity.div(usedMargin).times(100).toNumber(),
  };
}

/** One position's required margin, with its errors pointing at `positions[index]`. */
function positionMarginAt(item: unknown, index: number): Exact {
  const at = `positions[${index}]`;
  const fields = readFields(item, at);
  try {
    return position(fields).requiredMargin;
  } catch (error) {
    if (!(error instanceof CalculatorInputError)) throw error;
    const field = error.field ? `${at}.${error.field}` : at;
    throw new CalculatorInputError(error.code, `${at}: ${error.reason}`, field);
  }
}
