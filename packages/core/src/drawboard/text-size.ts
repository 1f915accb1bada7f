// How much room a board text takes, from the font the board writes it in, so a template can size
// its boxes to hold their labels. The widths are Excalifont's own advance widths (thousandths of
// an em, as Chromium measures the font the editor serves). Adding them up leaves out kerning,
// which only ever pulls letters together: the sum is never narrower than the drawn line.

/** The editor's hand-drawn font, its default for new text; skeletons name it so the sizes hold. */
export const BOARD_FONT = { family: 5, name: 'Excalifont', lineHeight: 1.25 } as const;

/** The editor keeps this much room between a box's edge and the label inside it. */
export const LABEL_PADDING = 5;

// ' ' (U+0020) to '~' (U+007E), in order.
const ASCII_WIDTHS = [
  400, 314, 371, 783, 721, 928, 718, 218, 441, 402, 525, 550, 257, 411, 274, 561, 664, 427, 700, 608, 585,
  618, 640, 558, 636, 629, 264, 298, 550, 550, 550, 466, 829, 676, 761, 629, 780, 707, 661, 780, 573, 545,
  569, 613, 543, 766, 632, 767, 698, 768, 736, 622, 857, 730, 592, 786, 628, 564, 832, 472, 589, 497, 510,
  670, 600, 576, 555, 504, 605, 537, 497, 555, 567, 244, 328, 533, 225, 663, 526, 600, 537, 539, 412, 543,
  553, 548, 525, 693, 591, 530, 572, 504, 299, 544, 669,
] as const;

const OTHER_WIDTHS: Readonly<Record<string, number>> = {
  '·': 200,
  '–': 702,
  '—': 935,
  '−': 550,
  '…': 709,
  '’': 304,
  '“': 412,
  '”': 428,
  '€': 713,
  '£': 710,
  '•': 522,
};

/** Wider than any glyph measured above: a character the table does not know is never under-sized. */
const UNKNOWN_WIDTH = 1000;

function glyphWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return ASCII_WIDTHS[code - 32] ?? OTHER_WIDTHS[char] ?? UNKNOWN_WIDTH;
}

/** The width of one line at `fontSize` px, at least as wide as the board draws it. */
export function lineWidth(line: string, fontSize: number): number {
  let units = 0;
  for (const char of line) units += glyphWidth(char);
  return (units * fontSize) / 1000;
}

/** The box a text takes at `fontSize` px: its widest line, and its lines at the board's line height. */
export function textSize(text: string, fontSize: number): { width: number; height: number } {
  const lines = text.split('\n');
  return {
    width: lines.reduce((widest, line) => Math.max(widest, lineWidth(line, fontSize)), 0),
    height: lines.length * fontSize * BOARD_FONT.lineHeight,
  };
}

/** The smallest box that holds `text` as its label, every line on one line. */
export function labelBoxSize(text: string, fontSize: number): { width: number; height: number } {
  const { width, height } = textSize(text, fontSize);
  return { width: width + 2 * LABEL_PADDING, height: height + 2 * LABEL_PADDING };
}
