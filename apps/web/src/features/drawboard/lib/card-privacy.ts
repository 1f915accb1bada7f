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

function tiedToTrade(customData: unknown): customData is { tradeId: string } {
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

/**
 * The real lines of the cards that privacy mode puts a mask over: by element id, and by trade, as
 * a copy of a masked card (duplicated, alt-dragged, pasted, on this board or another) has new ids
 * but the same trade and the same masked line, and must be saved with the figure too.
 */
export interface CardFigures {
  byElement: Map<string, string>;
  byTrade: Map<string, string[]>;
}

export function newCardFigures(): CardFigures {
  return { byElement: new Map(), byTrade: new Map() };
}

function tradeOf(customData: unknown): string | null {
  return tiedToTrade(customData) ? customData.tradeId : null;
}

function remember(figures: CardFigures, id: string, tradeId: string, figure: string): void {
  figures.byElement.set(id, figure);
  const known = (figures.byTrade.get(tradeId) ?? []).filter((line) => line !== figure);
  // The latest first: a card inserted again after the trade changed is the likeliest source.
  figures.byTrade.set(tradeId, [figure, ...known]);
}

/** The real line behind a masked one: its own, else the one of the card it was copied from. */
function figureFor(figures: CardFigures, element: SceneText): string | undefined {
  const own = figures.byElement.get(element.id);
  if (own !== undefined && element.text === maskedPnlLine(own)) return own;
  const tradeId = tradeOf(element.customData);
  if (tradeId === null || element.type !== 'text') return undefined;
  return figures.byTrade.get(tradeId)?.find((figure) => element.text === maskedPnlLine(figure));
}

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
    const tradeId = tradeOf(element.customData);
    if (element.type !== 'text' || typeof element.text !== 'string' || tradeId === null) return element;
    const mask = maskedPnlLine(element.text);
    if (mask === null) return element;
    remember(figures, element.id, tradeId, element.text);
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
  if (figures.byElement.size === 0) return { elements: [...elements], changed: false };
  let changed = false;
  const plain = elements.map((element) => {
    const figure = figureFor(figures, element);
    if (figure === undefined) return element;
    changed = true;
    return { ...element, text: figure, originalText: figure };
  });
  return { elements: plain, changed };
}
