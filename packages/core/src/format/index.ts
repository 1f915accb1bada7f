export * from './format-options.ts';
export { fixedDigits, type FixedDigits } from './fixed-digits.ts';
export * from './number-format.ts';
export * from './minor-units.ts';
export * from './money-format.ts';
export * from './date-format.ts';
