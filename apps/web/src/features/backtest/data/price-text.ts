/** A double as plain decimal text (no exponent, no trailing zeros), as the price checks accept. */
export function numberText(value: number): string {
  const fixed = value.toFixed(12);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}
