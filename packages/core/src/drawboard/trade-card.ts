// A trade dropped onto a board as a card: its symbol and side, when it was opened and closed, and
// its net P&L with sign and label (never colour alone). The card links to the trade's page.
import { instantText } from './calendar-text.ts';
import { PALETTE, type ElementSkeleton } from './skeleton.ts';

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

export const TRADE_CARD_WIDTH = 320;
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

function pnlLine(netPnl: string | null, currency: string | null): { text: string; color: string } {
  const money = netPnl === null ? null : signedMoneyText(netPnl);
  if (money === null) return { text: 'Net P&L —', color: PALETTE.muted };
  const unit = currency === null || currency === '' ? '' : ` ${currency}`;
  if (money.startsWith('+')) return { text: `Net P&L ${money}${unit} (profit)`, color: PALETTE.profit };
  if (money.startsWith(MINUS)) return { text: `Net P&L ${money}${unit} (loss)`, color: PALETTE.loss };
  return { text: `Net P&L ${money}${unit} (break-even)`, color: PALETTE.ink };
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
      ? { text: 'Net P&L — (open)', color: PALETTE.muted }
      : pnlLine(trade.netPnl, trade.currency);
  const customData = trade.id === undefined ? undefined : { tradeId: trade.id };
  const common = { groupIds: [group], ...(customData === undefined ? {} : { customData }) };
  return [
    {
      type: 'rectangle',
      x: at.x,
      y: at.y,
      width: TRADE_CARD_WIDTH,
      height: TRADE_CARD_HEIGHT,
      strokeColor: PALETTE.ink,
      backgroundColor: PALETTE.grey,
      fillStyle: 'solid',
      roughness: 0,
      link: trade.id === undefined ? null : `/trades/${trade.id}`,
      ...common,
    },
    {
      type: 'text',
      x: at.x + 16,
      y: at.y + 14,
      text: `${trade.symbol} · ${sideText(trade.side)}`,
      fontSize: 24,
      strokeColor: PALETTE.ink,
      ...common,
    },
    {
      type: 'text',
      x: at.x + 16,
      y: at.y + 54,
      text: `Opened ${opened ?? '—'}\n${closed === null ? 'Still open' : `Closed ${closed}`}`,
      fontSize: 16,
      strokeColor: PALETTE.muted,
      ...common,
    },
    {
      type: 'text',
      x: at.x + 16,
      y: at.y + 106,
      text: pnl.text,
      fontSize: 20,
      strokeColor: pnl.color,
      ...common,
    },
  ];
}
