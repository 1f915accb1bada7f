import { describe, expect, it } from 'vitest';
import { BOARD_FONT, LABEL_PADDING, labelBoxSize, lineWidth, textSize } from './text-size.ts';

// Widths Chromium gives these lines in Excalifont at 1000 px (canvas measureText, kerning applied).
const DRAWN_AT_1000PX: ReadonlyArray<[string, number]> = [
  ['Only A+ setups; stop after two losses', 18878],
  ['Bullish / bearish / neutral, and why', 17180],
  ['Drop the screenshot here and mark entry, stop, target and exit', 31295],
  ['Weekly review · week of Mon 23 Nov 2026', 20504],
  ['AVAVAV', 3564],
];

describe('textSize', () => {
  it('is never narrower than the board draws a line, and within a few per cent of it', () => {
    for (const [line, drawn] of DRAWN_AT_1000PX) {
      const width = lineWidth(line, 1000);
      expect(width, line).toBeGreaterThanOrEqual(drawn);
      expect(width, line).toBeLessThan(drawn * 1.07);
    }
  });

  it('scales with the font size and takes the widest line and every line at the line height', () => {
    expect(lineWidth('Bias', 20)).toBeCloseTo((lineWidth('Bias', 1000) * 20) / 1000, 9);
    const size = textSize('Bias\nBullish / bearish / neutral, and why\n', 20);
    expect(size.width).toBeCloseTo(lineWidth('Bullish / bearish / neutral, and why', 20), 9);
    expect(size.height).toBe(3 * 20 * BOARD_FONT.lineHeight);
    expect(textSize('', 20)).toEqual({ width: 0, height: 25 });
  });

  it('gives a character it does not know a full em, wider than any it knows', () => {
    expect(lineWidth('日本', 20)).toBe(40);
    expect(lineWidth('—', 20)).toBeLessThan(20);
    expect(lineWidth('😀', 20)).toBe(20);
  });

  it('leaves the editor its padding round a label', () => {
    const text = textSize('Key levels\nResistance:', 20);
    expect(labelBoxSize('Key levels\nResistance:', 20)).toEqual({
      width: text.width + 2 * LABEL_PADDING,
      height: text.height + 2 * LABEL_PADDING,
    });
  });
});
