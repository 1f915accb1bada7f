import { PRIVACY_MASK } from '@edgelog/core';

/**
 * Privacy mode on a board: the net P&L line of a trade card reads as the mask on screen and in
 * the pictures exported from it, while the saved scene keeps the figure. The line is recognised
 * by what the card writes (core's tradeCardSkeleton): a text element tied to a trade whose text
 * starts with "Net P&L ".
 */
interface SceneText {
  id: string;
  type: string;
  text?: string;
  originalText?: string;
  customData?: unknown;
}

const PNL_LINE = /^Net P&L (.+?)( \((?:profit|loss|break-even|open)\))?$/;

function tiedToTrade(customData: unknown): boolean {
  return (
    typeof customData === 'object' &&
    customData !== null &&
    'tradeId' in customData &&
    typeof customData.tradeId === 'string'
  );
}

/** The line as privacy mode shows it, the outcome word kept; null when it shows no amount. */
export function maskedPnlLine(text: string): string | null {
  const match = PNL_LINE.exec(text);
  if (match === null) return null;
  const [, amount = '', outcome = ''] = match;
  if (amount === '—' || amount === PRIVACY_MASK) return null;
  return `Net P&L ${PRIVACY_MASK}${outcome}`;
}

/** The real lines of the cards, by element id, that privacy mode puts a mask over. */
export type CardFigures = Map<string, string>;

/**
 * The elements with every card's P&L line masked, and the real lines (added to `figures`). The
 * masked elements keep their version: masking is not an edit, and is never reported as one.
 */
export function maskCards<T extends SceneText>(
  elements: readonly T[],
  figures: CardFigures,
): { elements: T[]; changed: boolean } {
  let changed = false;
  const masked = elements.map((element) => {
    if (element.type !== 'text' || typeof element.text !== 'string' || !tiedToTrade(element.customData))
      return element;
    const mask = maskedPnlLine(element.text);
    if (mask === null) return element;
    figures.set(element.id, element.text);
    changed = true;
    return { ...element, text: mask, originalText: mask };
  });
  return { elements: masked, changed };
}

/**
 * The elements with the real lines back, as a save or an `.excalidraw` file must hold them; a
 * line the trader rewrote while it was masked keeps what they wrote.
 */
export function unmaskCards<T extends SceneText>(
  elements: readonly T[],
  figures: CardFigures,
): { elements: T[]; changed: boolean } {
  if (figures.size === 0) return { elements: [...elements], changed: false };
  let changed = false;
  const plain = elements.map((element) => {
    const figure = figures.get(element.id);
    if (figure === undefined || element.text !== maskedPnlLine(figure)) return element;
    changed = true;
    return { ...element, text: figure, originalText: figure };
  });
  return { elements: plain, changed };
}
