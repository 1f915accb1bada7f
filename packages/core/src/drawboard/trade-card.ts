// A trade dropped onto a board as a card: its symbol and side, when it was opened and closed, and
// its net P&L with sign and label (never colour alone). The card links to the trade's page.
import { instantText } from './calendar-text.ts';
import { PALETTE, type ElementSkeleton } from './skeleton.ts';
import { BOARD_FONT, textSize } from './text-size.ts';

export interface TradeCardInput {
  id?: string;
  symbol: string;
  side: 'long' | 'short' | string;
  /** ISO instants. */
  openedAt: string | null;
  closedAt: string | null;
  /** Exact decimal text, as the database gives it; null while the trade is open. */
  netPnl: string | null;
  currency: string | null;
  /** The trader's zone for the dates (else UTC). */
  timeZone?: string;
}

/** The card's least width; a longer line (a large figure, a long symbol) widens it. */
export const TRADE_CARD_WIDTH = 320;
const INSET = 16;
const PNL_SIZE = 20;
export const TRADE_CARD_HEIGHT = 150;

const MINUS = '\u2212';

/** Decimal text to the cent, half away from zero, with thousands separators and a sign. */
export function signedMoneyText(text: string): string | null {
  const match = /^\s*(-?)(\d+)(?:\.(\d*))?\s*$/.exec(text);
  if (match === null) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  let cents = BigInt(whole + `${fraction}00`.slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const units = digits.slice(0, -2);
  let grouped = units.slice(0, units.length % 3 || 3);
  for (let at = grouped.length; at < units.length; at += 3) grouped += `,${units.slice(at, at + 3)}`;
  const plain = `${grouped}.${digits.slice(-2)}`;
  if (cents === 0n) return plain;
  return `${sign === '-' ? MINUS : '+'}${plain}`;
}

/**
 * The room a card keeps for its figure, whatever the figure: under privacy mode the line shows a
 * mask, and a card as wide as its figure would still tell how large the figure is. Only a figure
 * of eight digits or more widens the card past it.
 */
const FIGURE_ROOM = '+2,222,222.22';

interface PnlLine {
  text: string;
  color: string;
  /** The line the card is sized for. */
  room: string;
}

function pnlLine(netPnl: string | null, currency: string | null): PnlLine {
  const money = netPnl === null ? null : signedMoneyText(netPnl);
  if (money === null) return { text: 'Net P&L —', color: PALETTE.muted, room: 'Net P&L —' };
  const unit = currency === null || currency === '' ? '' : ` ${currency}`;
  const [outcome, color] = money.startsWith('+')
    ? ['profit', PALETTE.profit]
    : money.startsWith(MINUS)
      ? ['loss', PALETTE.loss]
      : ['break-even', PALETTE.ink];
  const line = (figure: string) => `Net P&L ${figure}${unit} (${outcome})`;
  return {
    text: line(money),
    color,
    room: line(money.length > FIGURE_ROOM.length ? money : FIGURE_ROOM),
  };
}

const sideText = (side: string) => (side === 'long' ? 'Long' : side === 'short' ? 'Short' : side);

/** The card's elements with its top-left corner at `at`, grouped so they move as one. */
export function tradeCardSkeleton(
  trade: TradeCardInput,
  at: { x: number; y: number },
  groupId?: string,
): ElementSkeleton[] {
  const group = groupId ?? `trade-card-${trade.id ?? trade.symbol}-${Math.round(at.x)}-${Math.round(at.y)}`;
  const opened = trade.openedAt === null ? null : instantText(trade.openedAt, trade.timeZone);
  const closed = trade.closedAt === null ? null : instantText(trade.closedAt, trade.timeZone);
  // An open trade's figure is only what it realised so far: not a result to show on a card.
  const pnl =
    closed === null
      ? { text: 'Net P&L — (open)', color: PALETTE.muted, room: 'Net P&L — (open)' }
      : pnlLine(trade.netPnl, trade.currency);
  const customData = trade.id === undefined ? undefined : { tradeId: trade.id };
  const common = { groupIds: [group], ...(customData === undefined ? {} : { customData }) };
  const lines = [
    { y: 14, text: `${trade.symbol} · ${sideText(trade.side)}`, fontSize: 24, strokeColor: PALETTE.ink },
    {
      y: 54,
      text: `Opened ${opened ?? '—'}\n${closed === null ? 'Still open' : `Closed ${closed}`}`,
      fontSize: 16,
      strokeColor: PALETTE.muted,
    },
    { y: 106, text: pnl.text, fontSize: PNL_SIZE, strokeColor: pnl.color },
  ];
  const widest = [...lines, { text: pnl.room, fontSize: PNL_SIZE }].reduce(
    (most, line) => Math.max(most, textSize(line.text, line.fontSize).width),
    0,
  );
  return [
    {
      type: 'rectangle',
      x: at.x,
      y: at.y,
      width: Math.max(TRADE_CARD_WIDTH, Math.ceil(widest) + 2 * INSET),
      height: TRADE_CARD_HEIGHT,
      strokeColor: PALETTE.ink,
      backgroundColor: PALETTE.grey,
      fillStyle: 'solid',
      roughness: 0,
      link: trade.id === undefined ? null : `/trades/${trade.id}`,
      ...common,
    },
    ...lines.map(({ y, ...line }): ElementSkeleton => ({
      type: 'text',
      x: at.x + INSET,
      y: at.y + y,
      ...line,
      fontFamily: BOARD_FONT.family,
      ...common,
    })),
  ];
}
