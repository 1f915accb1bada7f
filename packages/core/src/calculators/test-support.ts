// For the calculators' tests: what a call throws, reduced to what the tests assert on.
import { CalculatorInputError } from './errors.ts';

export interface Thrown {
  code: string;
  field: string | undefined;
}

/** The catalogue code and field of the CalculatorInputError `run` throws; fails on anything else. */
export function thrownBy(run: () => unknown): Thrown {
  try {
    run();
  } catch (error) {
    if (error instanceof CalculatorInputError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('expected the calculator to throw a CalculatorInputError');
}

/** Hands a calculator input its types forbid (text for a number, a missing field) to test its checks. */
export function untyped<T>(input: unknown): T {
  return input as T;
}
