// A fill as the journal reads it, and the errors raised for fills that cannot make a trade.
import { add, readDecimal, type Decimal } from './decimal.ts';
import { instantOf } from './instant.ts';

/**
 * One fill. Numbers come as numbers or as decimal text (the database hands `numeric` out as text
 * to keep every digit); both are read exactly. A fill may carry any other field (id,
 * brokerExecutionId, note...): splitRoundTrips passes it through untouched. No index signature, so
 * an interface with more fields is an Execution too.
 */
export interface Execution {
  /** ISO 8601 with a UTC offset: "2026-03-09T09:30:00-04:00", "2026-03-09T13:30:00Z". */
  time: string;
  side: 'buy' | 'sell';
  /** > 0, in shares, contracts, units or coins. */
  quantity: number | string;
  price: number | string;
  commission?: number | string | null;
  fees?: number | string | null;
}

export type JournalErrorCode = 'TRADE-002' | 'TRADE-003' | 'TRADE-004' | 'TRADE-007' | 'VALIDATION-010';

export class JournalInputError extends Error {
  override readonly name = 'JournalInputError';
  readonly code: JournalErrorCode;
  /** The input field at fault, such as `executions[2].quantity`. */
  readonly field: string | undefined;

  constructor(code: JournalErrorCode, reason: string, field?: string) {
    super(`${code}: ${reason}`);
    this.code = code;
    this.field = field;
  }
}

/** Where an input sits, for the error: `executions[2].quantity`, or `multiplier` (index -1). */
function fieldAt(index: number, key: string): string {
  return index < 0 ? key : `executions[${index}].${key}`;
}

export function readNumber(
  value: number | string,
  code: JournalErrorCode,
  what: string,
  index: number,
  key: string,
): Decimal {
  const read = readDecimal(value);
  if (read === undefined)
    throw new JournalInputError(
      code,
      `${what} "${String(value)}" is not a decimal number`,
      fieldAt(index, key),
    );
  return read;
}

/** An optional input: absent, null and empty text (a field left blank) are all "not given". */
export function readOptional(
  value: number | string | null | undefined,
  code: JournalErrorCode,
  what: string,
  index: number,
  key: string,
): Decimal | undefined {
  return value === undefined || value === null || value === ''
    ? undefined
    : readNumber(value, code, what, index, key);
}

export function readInstant(time: string, index: number): number {
  const at = typeof time === 'string' ? instantOf(time) : NaN;
  if (Number.isNaN(at))
    throw new JournalInputError(
      'TRADE-004',
      `The time "${String(time)}" is not an ISO 8601 date and time with a UTC offset`,
      fieldAt(index, 'time'),
    );
  return at;
}

/** true for a buy. */
export function readSide(side: string, index: number): boolean {
  if (side === 'buy') return true;
  if (side === 'sell') return false;
  throw new JournalInputError(
    'VALIDATION-010',
    `The side "${String(side)}" is neither buy nor sell`,
    fieldAt(index, 'side'),
  );
}

export function readQuantity(value: number | string, index: number): Decimal {
  const quantity = readNumber(value, 'TRADE-003', 'The quantity', index, 'quantity');
  if (quantity.units <= 0n)
    throw new JournalInputError(
      'TRADE-003',
      `The quantity must be greater than 0, not ${String(value)}`,
      fieldAt(index, 'quantity'),
    );
  return quantity;
}

export function readPrice(value: number | string, index: number): Decimal {
  return readNumber(value, 'TRADE-002', 'The price', index, 'price');
}

/** Commission plus fees of a fill; either may be missing. */
export function readCosts(fill: Execution, index: number): Decimal | undefined {
  const commission = readOptional(fill.commission, 'VALIDATION-010', 'The commission', index, 'commission');
  const fees = readOptional(fill.fees, 'VALIDATION-010', 'The fees', index, 'fees');
  if (commission === undefined) return fees;
  return fees === undefined ? commission : add(commission, fees);
}

/**
 * Indexes of `instants` in time order; equal instants keep their given order. Most
 * fills arrive in order already, which costs one comparison each.
 */
export function chronologicalOrder(instants: readonly number[]): number[] {
  const order = instants.map((_, index) => index);
  let sorted = true;
  for (let i = 1; i < instants.length; i++)
    if ((instants[i] ?? 0) < (instants[i - 1] ?? 0)) {
      sorted = false;
      break;
    }
  // Array.prototype.sort is stable, so fills at one instant keep their order.
  if (!sorted) order.sort((a, b) => (instants[a] ?? 0) - (instants[b] ?? 0));
  return order;
}
