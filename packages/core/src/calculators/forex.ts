// Currency pairs, pips, lots and converting quote-currency amounts into the account currency.
import { fail } from './errors.ts';
import { Exact, floorToStepExact } from './exact.ts';
import { isGiven, readPositive, readPrice, readFields, type Fields } from './validate.ts';

export const STANDARD_LOT = 100_000;
export const MINI_LOT = 10_000;
export const MICRO_LOT = 1_000;

export interface CurrencyPair {
  base: string;
  quote: string;
}

/** A conversion rate between two currencies, written like a pair: `price` quote units per base unit. */
export interface Conversion {
  pair: string;
  price: number;
}

const CURRENCY = /^[A-Z]{3}$/;
const PAIR = /^([A-Z]{3})\/([A-Z]{3})$/;

/** `EUR/USD` (any case, surrounding spaces ignored) into its base and quote currencies. */
export function parsePair(value: unknown, field = 'pair'): CurrencyPair {
  if (value === undefined || value === null || value === '')
    fail('VALIDATION-001', `${field} is required`, field);
  const match = typeof value === 'string' ? PAIR.exec(value.trim().toUpperCase()) : null;
  if (!match) fail('TRADE-001', `${field} must be a currency pair written BASE/QUOTE, like EUR/USD`, field);
  const [, base = '', quote = ''] = match;
  if (base === quote) fail('TRADE-001', `${field} must name two different currencies`, field);
  return { base, quote };
}

/** A three-letter currency code such as USD (any case). */
export function parseCurrency(value: unknown, field = 'accountCurrency'): string {
  if (value === undefined || value === null || value === '')
    fail('VALIDATION-001', `${field} is required`, field);
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!CURRENCY.test(code))
    fail('VALIDATION-002', `${field} must be a three-letter currency code, like USD`, field);
  return code;
}

/** 0.01 for pairs quoted in yen, 0.0001 for every other pair. */
export function pipSizeFor(pair: string | CurrencyPair): number {
  const { quote } = typeof pair === 'string' ? parsePair(pair) : pair;
  return quote === 'JPY' ? 0.01 : 0.0001;
}

export interface ParsedConversion {
  pair: CurrencyPair;
  price: Exact;
}

export function readConversion(fields: Fields, field = 'conversion'): ParsedConversion | undefined {
  if (!isGiven(fields, field)) return undefined;
  const conversion = readFields(fields[field], field);
  return {
    pair: parsePair(conversion.pair, `${field}.pair`),
    // read under its dotted name so an error points at `conversion.price`
    price: Exact.of(readPrice({ [`${field}.price`]: conversion.price }, `${field}.price`, true)),
  };
}

/**
 * The rate that turns an amount in `from` into `to` using a conversion quoted either way round
 * (`to/from` or `from/to`), or undefined when the conversion does not join the two currencies.
 */
export function rateBetween(from: string, to: string, conversion: ParsedConversion): Exact | undefined {
  const { pair, price } = conversion;
  if (pair.base === from && pair.quote === to) return price;
  if (pair.base === to && pair.quote === from) return Exact.ONE.div(price);
  return undefined;
}

export interface QuoteToAccountArgs {
  pair: CurrencyPair;
  accountCurrency: string;
  /** Quote units per base unit; needed when the account currency is the base. */
  pairPrice: Exact | undefined;
  conversion: ParsedConversion | undefined;
}

/**
 * The rate that turns an amount in the pair's quote currency (a pip's worth, a P&L) into the
 * account currency:
 * - account = quote: 1;
 * - account = base: 1 / pairPrice;
 * - otherwise a conversion between the account and the quote currency, either way round
 *   (USD account, EUR/GBP: GBP/USD or USD/GBP), or between the account and the base currency,
 *   either way round, applied after 1 / pairPrice (USD account, GBP/JPY: GBP/USD).
 * A conversion given when the account is on either side of the pair is not needed and not read.
 */
export function quoteToAccountRate(args: QuoteToAccountArgs): Exact {
  const { pair, accountCurrency, pairPrice, conversion } = args;
  const needPairPrice = (): Exact =>
    pairPrice ??
    fail(
      'VALIDATION-001',
      `pairPrice is required to convert ${pair.quote} into ${accountCurrency}`,
      'pairPrice',
    );

  if (accountCurrency === pair.quote) return Exact.ONE;
  if (accountCurrency === pair.base) return Exact.ONE.div(needPairPrice());
  if (!conversion) {
    fail(
      'VALIDATION-001',
      `conversion is required: a ${accountCurrency}/${pair.quote} or ${pair.quote}/${accountCurrency} rate to turn ${pair.quote} into ${accountCurrency}`,
      'conversion',
    );
  }
  const direct = rateBetween(pair.quote, accountCurrency, conversion);
  if (direct) return direct;
  const viaBase = rateBetween(pair.base, accountCurrency, conversion);
  if (viaBase) return viaBase.div(needPairPrice());
  return fail(
    'TRADE-001',
    `conversion.pair must join ${accountCurrency} with ${pair.quote} (${accountCurrency}/${pair.quote} or ${pair.quote}/${accountCurrency})`,
    'conversion.pair',
  );
}

export interface ForexSizing {
  /** Account currency per pip per unit of the base currency. */
  pipValuePerUnit: Exact;
  /** Account currency lost per unit at the stop. */
  riskPerUnit: Exact;
  /** Units that risk exactly the risk amount, before flooring. */
  units: Exact;
  lots: Exact;
  /** Lots floored to the lot step. */
  lotsFloored: Exact;
  riskAmountInQuote: Exact;
}

/** Units = risk / (stop pips x pip x quote->account rate); lots floored to `lotStep`. */
export function sizeForexRisk(args: {
  riskAmount: Exact;
  stopPips: Exact;
  pip: Exact;
  rate: Exact;
  lotStep: Exact;
}): ForexSizing {
  const { riskAmount, stopPips, pip, rate, lotStep } = args;
  const pipValuePerUnit = pip.times(rate);
  const riskPerUnit = stopPips.times(pipValuePerUnit);
  const units = riskAmount.div(riskPerUnit);
  const lots = units.div(STANDARD_LOT);
  return {
    pipValuePerUnit,
    riskPerUnit,
    units,
    lots,
    lotsFloored: floorToStepExact(lots, lotStep),
    riskAmountInQuote: riskAmount.div(rate),
  };
}

export function readLotStep(fields: Fields): Exact {
  return Exact.of(readPositive(fields, 'lotStep') ?? 0.01);
}
