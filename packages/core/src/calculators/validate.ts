// Reading calculator inputs. Every calculator takes one object that may come straight from a form,
// so each field is checked at run time whatever its TypeScript type says.
import { fail, type CalculatorErrorCode } from './errors.ts';

export type Fields = Readonly<Record<string, unknown>>;

/** The calculator's input object, or a nested one such as `conversion` when `field` names it. */
export function readFields(input: unknown, field?: string): Fields {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    fail('VALIDATION-010', `${field ?? 'The calculator input'} must be an object of named fields`, field);
  }
  return input as Fields;
}

/** `undefined`, `null` and an empty string (a cleared form field) all mean "not given". */
export function isGiven(fields: Fields, field: string): boolean {
  const value = fields[field];
  return value !== undefined && value !== null && value !== '';
}

/** Checks a value (not a field of an object) is a finite number. */
export function checkFinite(value: unknown, field: string): number {
  if (typeof value !== 'number') fail('VALIDATION-010', `${field} must be a number`, field);
  if (!Number.isFinite(value)) fail('VALIDATION-010', `${field} must be a finite number`, field);
  return value;
}

export interface NumberRule {
  required?: boolean;
  /** Lower bound; exclusive unless `minInclusive`. */
  min?: number;
  minInclusive?: boolean;
  /** Upper bound, inclusive. */
  max?: number;
  integer?: boolean;
  /** Code for a value outside the bounds; VALIDATION-009 unless given. */
  code?: CalculatorErrorCode;
}

export function readNumber(fields: Fields, field: string, rule: NumberRule & { required: true }): number;
export function readNumber(fields: Fields, field: string, rule?: NumberRule): number | undefined;
export function readNumber(fields: Fields, field: string, rule: NumberRule = {}): number | undefined {
  if (!isGiven(fields, field)) {
    if (rule.required) fail('VALIDATION-001', `${field} is required`, field);
    return undefined;
  }
  const value = checkFinite(fields[field], field);
  if (rule.integer && !Number.isInteger(value)) {
    fail('VALIDATION-010', `${field} must be a whole number`, field);
  }
  const code = rule.code ?? 'VALIDATION-009';
  if (rule.min !== undefined) {
    const below = rule.minInclusive ? value < rule.min : value <= rule.min;
    if (below) {
      const bound = rule.minInclusive ? 'at least' : 'greater than';
      fail(code, `${field} must be ${bound} ${rule.min}`, field);
    }
  }
  if (rule.max !== undefined && value > rule.max) {
    fail(code, `${field} must be at most ${rule.max}`, field);
  }
  return value;
}

/** A price: greater than zero (TRADE-002). */
export function readPrice(fields: Fields, field: string, required: true): number;
export function readPrice(fields: Fields, field: string, required?: boolean): number | undefined;
export function readPrice(fields: Fields, field: string, required = false): number | undefined {
  return readNumber(fields, field, { required, min: 0, code: 'TRADE-002' });
}

/** A quantity of shares, coins, units, lots or contracts: greater than zero (TRADE-003). */
export function readQuantity(fields: Fields, field: string, required: true): number;
export function readQuantity(fields: Fields, field: string, required?: boolean): number | undefined;
export function readQuantity(fields: Fields, field: string, required = false): number | undefined {
  return readNumber(fields, field, { required, min: 0, code: 'TRADE-003' });
}

/** A strictly positive amount, step or count (VALIDATION-009). */
export function readPositive(fields: Fields, field: string, required: true): number;
export function readPositive(fields: Fields, field: string, required?: boolean): number | undefined;
export function readPositive(fields: Fields, field: string, required = false): number | undefined {
  return readNumber(fields, field, { required, min: 0 });
}

/** A fee, contribution or other amount that may be zero but not negative (VALIDATION-009). */
export function readNonNegative(fields: Fields, field: string): number | undefined {
  return readNumber(fields, field, { min: 0, minInclusive: true });
}

export function readChoice<T extends string>(
  fields: Fields,
  field: string,
  options: readonly T[],
  required: true,
): T;
export function readChoice<T extends string>(
  fields: Fields,
  field: string,
  options: readonly T[],
  required?: boolean,
): T | undefined;
export function readChoice<T extends string>(
  fields: Fields,
  field: string,
  options: readonly T[],
  required = false,
): T | undefined {
  if (!isGiven(fields, field)) {
    if (required) fail('VALIDATION-001', `${field} is required (one of ${options.join(', ')})`, field);
    return undefined;
  }
  const value = fields[field];
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    fail('VALIDATION-002', `${field} must be one of ${options.join(', ')}`, field);
  }
  return value as T;
}

/**
 * For fields that say the same thing in different units (quantity | units | contracts): returns the
 * one given, or undefined; giving several is an error rather than a silent choice.
 */
export function pickOne<T extends string>(fields: Fields, options: readonly T[]): T | undefined {
  const given = options.filter((field) => isGiven(fields, field));
  if (given.length > 1) fail('VALIDATION-002', `Give only one of ${given.join(', ')}`, given[1]);
  return given[0];
}

/** A list of finite numbers. */
export function readNumberList(fields: Fields, field: string): number[] {
  if (!isGiven(fields, field)) fail('VALIDATION-001', `${field} is required`, field);
  const list = fields[field];
  if (!Array.isArray(list)) fail('VALIDATION-010', `${field} must be a list of numbers`, field);
  return list.map((value: unknown, index) => checkFinite(value, `${field}[${index}]`));
}
