// The checks every imported fill goes through, whatever the format: a price above zero, a
// quantity that is not zero, costs that are numbers. Each failure is a row error with its
// catalogue code and the column it came from.
import { parseNumber, type DecimalSeparator } from './numbers.ts';

export interface ValueError {
  code: string;
  message: string;
}

export type ValueResult = { ok: true; value: number } | ({ ok: false } & ValueError);

function fail(code: string, message: string): ValueResult {
  return { ok: false, code, message };
}

/** A price: a number above zero (TRADE-002 otherwise). */
export function readPrice(text: string, decimal: DecimalSeparator = '.'): ValueResult {
  const value = parseNumber(text, decimal);
  if (value === null)
    return fail(
      'TRADE-002',
      text.trim() === '' ? 'The price is missing' : `The price "${text.trim()}" is not a number`,
    );
  if (value <= 0) return fail('TRADE-002', `The price ${text.trim()} is not above zero`);
  return { ok: true, value };
}

/** A quantity, its sign kept (some brokers write sells as negative quantities); zero is TRADE-003. */
export function readQuantity(text: string, decimal: DecimalSeparator = '.'): ValueResult {
  const value = parseNumber(text, decimal);
  if (value === null)
    return fail(
      'TRADE-003',
      text.trim() === '' ? 'The quantity is missing' : `The quantity "${text.trim()}" is not a number`,
    );
  if (value === 0) return fail('TRADE-003', 'The quantity is zero');
  return { ok: true, value };
}

/**
 * A commission or fee as a cost: blank is none, and brokers that write costs as negative cash
 * ("-1.25") and those that write them as positive amounts both give 1.25.
 */
export function readCost(text: string, decimal: DecimalSeparator = '.', what = 'commission'): ValueResult {
  if (text.trim() === '') return { ok: true, value: 0 };
  const value = parseNumber(text, decimal);
  if (value === null) return fail('VALIDATION-010', `The ${what} "${text.trim()}" is not a number`);
  return { ok: true, value: Math.abs(value) };
}

/** A multiplier: a number above zero, blank meaning "not given". */
export function readMultiplier(text: string, decimal: DecimalSeparator = '.'): ValueResult | null {
  if (text.trim() === '') return null;
  const value = parseNumber(text, decimal);
  if (value === null || value <= 0)
    return fail('VALIDATION-009', `The multiplier "${text.trim()}" is not above zero`);
  return { ok: true, value };
}

const SIDES: Record<string, 'buy' | 'sell'> = {
  B: 'buy',
  BUY: 'buy',
  BOT: 'buy',
  BOUGHT: 'buy',
  LONG: 'buy',
  'BUY TO OPEN': 'buy',
  'BUY TO CLOSE': 'buy',
  BTO: 'buy',
  BTC: 'buy',
  COVER: 'buy',
  S: 'sell',
  SELL: 'sell',
  SLD: 'sell',
  SOLD: 'sell',
  SHORT: 'sell',
  'SELL SHORT': 'sell',
  SS: 'sell',
  'SELL TO OPEN': 'sell',
  'SELL TO CLOSE': 'sell',
  STO: 'sell',
  STC: 'sell',
  // The words European brokers' exports use.
  KAUF: 'buy',
  VERKAUF: 'sell',
  ACHAT: 'buy',
  VENTE: 'sell',
  COMPRA: 'buy',
  VENTA: 'sell',
  ACQUISTO: 'buy',
  VENDITA: 'sell',
  AANKOOP: 'buy',
  VERKOOP: 'sell',
};

/** A side as brokers write it ("BOT", "Sell Short", "buy to open"), or null. */
export function readSide(text: string): 'buy' | 'sell' | null {
  return SIDES[text.trim().toUpperCase().replace(/\s+/g, ' ')] ?? null;
}
