// What thinkorswim's Cash Balance says about options that ended without an order: RAD rows
// ("REMOVAL OF OPTION DUE TO EXPIRATION -2 AAPL 100 (Weeklys) 20 MAR 26 190 CALL", the quantity
// signed as the position was) and the TRD rows of the stock an assignment or exercise delivered
// ("BOT +100 AAPL UPON OPTION ASSIGNMENT", no price: the amount, net of costs, says it). Neither is
// listed in Account Trade History.
import { optionEventOf, type OptionEvent } from '../option-events.ts';

export interface OptionRemoval {
  event: OptionEvent;
  /** The side that closes the position: a long one is removed with a negative quantity. */
  side: 'buy' | 'sell';
  quantity: number;
  root: string;
  multiplier: number;
  expiry: string;
  strike: string;
  right: string;
}

const REMOVAL =
  /^REMOVAL OF OPTION DUE TO (EXPIRATION|ASSIGNMENT|EXERCISE)\s+([+-]?[\d,.]+)\s+(\S+)\s+(\d+)\s+(?:\([^)]*\)\s+)*(\d{1,2} [A-Z]{3} \d{2})(?:\s+\[[^\]]*\])?\s+([\d.]+)\s+(CALL|PUT)/i;

export function optionRemoval(description: string): OptionRemoval | null {
  const match = REMOVAL.exec(description.trim());
  if (!match) return null;
  const [, why = '', quantityText = '', root = '', multiplier = '', expiry = '', strike = '', right = ''] =
    match;
  const quantity = Number(quantityText.replace(/,/g, ''));
  const event = optionEventOf(why);
  if (!event || !Number.isFinite(quantity) || quantity === 0) return null;
  return {
    event,
    side: quantity < 0 ? 'sell' : 'buy',
    quantity: Math.abs(quantity),
    root,
    multiplier: Number(multiplier),
    expiry,
    strike,
    right,
  };
}

export interface StockDelivery {
  event: OptionEvent;
  side: 'buy' | 'sell';
  quantity: number;
  symbol: string;
}

const DELIVERY = /^(BOT|SOLD)\s+([+-]?[\d,.]+)\s+(\S+)\s+UPON OPTION (ASSIGNMENT|EXERCISE)/i;

export function stockDelivery(description: string): StockDelivery | null {
  const match = DELIVERY.exec(description.trim());
  if (!match) return null;
  const [, way = '', quantityText = '', symbol = '', why = ''] = match;
  const quantity = Math.abs(Number(quantityText.replace(/,/g, '')));
  const event = optionEventOf(why);
  if (!event || !(quantity > 0)) return null;
  return { event, side: way.toUpperCase() === 'BOT' ? 'buy' : 'sell', quantity, symbol };
}

/** The price per share of a delivery: its amount is net of the costs, a purchase negative. */
export function deliveryPrice(amount: number, costs: number, quantity: number): number {
  const gross = amount < 0 ? -amount - costs : amount + costs;
  return Math.round((gross / quantity) * 1e6) / 1e6;
}
