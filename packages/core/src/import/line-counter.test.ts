import { describe, expect, it } from 'vitest';
import { lineCounter } from './line-counter.ts';

describe('the line of an offset, read forward', () => {
  it('counts the newlines before each offset once', () => {
    const text = 'a\nbb\n\nccc\n';
    const lineAt = lineCounter(text);
    expect(lineAt(0)).toBe(1);
    expect(lineAt(1)).toBe(1);
    expect(lineAt(2)).toBe(2);
    expect(lineAt(5)).toBe(3);
    expect(lineAt(6)).toBe(4);
    expect(lineAt(6)).toBe(4);
    expect(lineAt(text.length)).toBe(5);
  });

  it('agrees with splitting the text at every offset of a larger file', () => {
    const text = Array.from({ length: 200 }, (_, n) => 'x'.repeat(n % 7)).join('\n');
    const lineAt = lineCounter(text);
    for (let offset = 0; offset <= text.length; offset += 3)
      expect(lineAt(offset)).toBe(text.slice(0, offset).split('\n').length);
  });
});
