import { describe, expect, it } from 'vitest';
import { numericReference } from './character-references.ts';
import { htmlText } from './formats/html-table.ts';

describe('numeric character references', () => {
  it('reads decimal and hexadecimal references', () => {
    expect(numericReference('#47')).toBe('/');
    expect(numericReference('#x2212')).toBe('\u2212');
    expect(numericReference('#X41')).toBe('A');
    expect(numericReference('amp')).toBeNull();
  });

  it('gives U+FFFD for a number no character has, instead of stopping the reading', () => {
    expect(numericReference('#99999999')).toBe('\ufffd');
    expect(numericReference('#xzz')).toBe('\ufffd');
    expect(htmlText('<td>5&#99999999;0</td>')).toBe('5\ufffd0');
  });
});
