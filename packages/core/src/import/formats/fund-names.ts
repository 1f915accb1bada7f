// UK platform ledgers name what was traded in words ("Bar ETF – Accumulating (BAR)", "Emerging
// Markets Stock Index Fund - Accumulation"), often without a ticker, while the journal keeps
// symbols of at most MAX_SYMBOL_LENGTH characters. The ticker in parentheses is the symbol when
// there is one; otherwise the name, its dashes and spaces made one, cut at a word when too long.
import { MAX_SYMBOL_LENGTH } from '../../trades/trade-form.ts';
import type { ImportSink } from '../format.ts';

const TICKER = /\(([A-Z0-9.]{1,12})\)\s*$/;

/** The symbol a fund or share named in words is kept under. */
export function symbolFromName(name: string): string {
  const ticker = TICKER.exec(name.trim())?.[1];
  if (ticker) return ticker;
  const plain = name
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= MAX_SYMBOL_LENGTH) return plain;
  const cut = plain.slice(0, MAX_SYMBOL_LENGTH + 1);
  const atWord = cut.lastIndexOf(' ');
  return (atWord > 0 ? cut.slice(0, atWord) : cut.slice(0, MAX_SYMBOL_LENGTH)).replace(/[\s-]+$/, '');
}

/** One warning per file naming the long names kept shorter, so the trader can tell them apart. */
export function warnShortened(sink: ImportSink, names: Iterable<string>): void {
  const shortened = new Map<string, string>();
  for (const name of names) {
    const symbol = symbolFromName(name);
    const plain = name.replace(/\s+/g, ' ').trim();
    if (!TICKER.test(plain) && symbol.length < plain.length && !shortened.has(plain))
      shortened.set(plain, symbol);
  }
  if (shortened.size === 0) return;
  sink.warnings.push({
    message: `Names longer than ${String(MAX_SYMBOL_LENGTH)} characters are kept as shorter symbols: ${[
      ...shortened,
    ]
      .map(([name, symbol]) => `"${name}" as ${symbol}`)
      .join('; ')}`,
  });
}
