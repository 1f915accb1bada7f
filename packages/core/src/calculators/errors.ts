// Errors the calculators throw for input they cannot compute with. Each carries a code of the app's
// error catalogue (SPEC section 8) so callers switch on `code`, never on the message text.

export type CalculatorErrorCode =
  | 'VALIDATION-001' // required field
  | 'VALIDATION-002' // invalid format (unknown option, conflicting fields)
  | 'VALIDATION-009' // out of range
  | 'VALIDATION-010' // invalid type (not a finite number, not a whole number, not a list)
  | 'TRADE-001' // invalid symbol (currency pair, currency code)
  | 'TRADE-002' // invalid price (non-positive, stop on the wrong side, high below low)
  | 'TRADE-003' // invalid quantity
  | 'TRADE-006'; // calculation error (a result that is not a finite number)

export class CalculatorInputError extends Error {
  override readonly name = 'CalculatorInputError';
  readonly code: CalculatorErrorCode;
  /** The input field at fault, dotted for nested fields (`conversion.price`, `closes[3]`). */
  readonly field: string | undefined;
  /** A sentence a trader can read: what is wrong and what would be right. */
  readonly reason: string;

  constructor(code: CalculatorErrorCode, reason: string, field?: string) {
    super(reason);
    this.code = code;
    this.reason = reason;
    this.field = field;
  }
}

export function fail(code: CalculatorErrorCode, reason: string, field?: string): never {
  throw new CalculatorInputError(code, reason, field);
}

function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasNonFinite);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasNonFinite);
  return false;
}

/**
 * Every calculator returns through this: a result that overflowed to Infinity (or became NaN) is a
 * calculation error, so the page never shows NaN or Infinity. Values that do not exist are null.
 */
export function checkedResult<T extends object>(result: T): T {
  if (hasNonFinite(result)) fail('TRADE-006', 'The result is too large to compute; check the inputs');
  return result;
}
