// Numbers written in the Windows locale of the machine that exported them: "5250.25" or
// "5250,25", "$1,250.00" or "1.250,00 €". A platform such as NinjaTrader names no locale, so the
// decimal separator is the one its prices can only be read in: "5250,25" is no number with a point
// decimal, "5,250.25" none with a comma decimal. Values that read either way ("1,250") decide
// nothing; a file where nothing decides is read with the separator the trader chose, else a point.
import { parseNumber, type DecimalSeparator } from '../numbers.ts';
import { askDecimal, chosenDecimal } from '../reading-choices.ts';

/** The decimal separator `values` (a file's prices, say) are written with. */
export function localeDecimal(values: Iterable<string>): DecimalSeparator {
  let comma = 0;
  let point = 0;
  const written: string[] = [];
  for (const value of values) {
    if (value.trim() === '') continue;
    written.push(value);
    const asPoint = parseNumber(value, '.');
    const asComma = parseNumber(value, ',');
    if (asPoint === null && asComma !== null) comma++;
    else if (asComma === null && asPoint !== null) point++;
  }
  if (comma !== point) return comma > point ? ',' : '.';
  // Nothing decides: the trader's choice, else a point, and the question asked.
  const read = chosenDecimal() ?? '.';
  askDecimal(written, read);
  return read;
}

/** True when `text` is money as a locale writes it ("$250.00", "250,00 €", "(EUR 12.50)"), not a bare number. */
export function isCurrencyAmount(text: string): boolean {
  return /[$€£¥₹₩₽₺₪฿]|\b[A-Z]{3}\b/.test(text);
}
