// A headline figure sized to its card: "+$12,110.06" must stay whole in a sixth of a wide screen
// and in half a phone, and "$1,234,567.89" in either. The size follows the card's width (container
// query units) and the figure's own length, never above the largest size the design allows.

/** Ems one character of a tabular figure takes at most (digits, signs and symbols of the UI font). */
const EM_PER_CHARACTER = 0.62;
/** Ems the gain or loss arrow and its gap take. */
const ARROW_EMS = 1.05;

/** The CSS font size at which `text` (and its arrow) fits the card's width, at most `largest`. */
export function fittedFontSize(text: string, arrow: boolean, largest = '1.5rem'): string {
  const ems = Math.max(1, [...text].length) * EM_PER_CHARACTER + (arrow ? ARROW_EMS : 0);
  return `min(${largest}, calc(100cqi / ${Math.round(ems * 100) / 100}))`;
}
