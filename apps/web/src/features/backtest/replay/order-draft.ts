// The order ticket read into an engine order: levels on the right side of the price, and a size
// typed or worked out by the position size calculator from the risk % of the session balance.
import { positionSize, type EntryOrder, type Instrument } from '@edgelog/core';
import type { AssetClass } from './replay-settings';

export interface OrderDraft {
  type: 'market' | 'limit';
  limitPrice: string;
  stop: string;
  target: string;
  sizeMode: 'quantity' | 'risk';
  quantity: string;
}

export const EMPTY_DRAFT: OrderDraft = {
  type: 'market',
  limitPrice: '',
  stop: '',
  target: '',
  sizeMode: 'risk',
  quantity: '1',
};

export interface DraftContext {
  /** The last bar shown: the order works from the next one. */
  cursor: number;
  lastClose: number;
  balance: number;
  riskPct: number;
  tickSize: number;
  multiplier: number;
  assetClass: AssetClass;
  symbol: string;
  currency: string;
}

const INSTRUMENTS: Readonly<Record<AssetClass, Instrument>> = {
  stock: 'stock',
  option: 'stock',
  cfd: 'stock',
  future: 'futures',
  forex: 'forex',
  crypto: 'crypto',
};

const read = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : NaN;
};

export type DraftRead = { ok: true; order: EntryOrder; quantity: number } | { ok: false; message: string };

/** The size the calculator gives: risk % of the balance lost at the stop, floored to the instrument's step. */
export function riskSizedQuantity(entry: number, stop: number, context: DraftContext): number | string {
  try {
    const result = positionSize({
      instrument: INSTRUMENTS[context.assetClass],
      accountBalance: context.balance,
      riskPct: context.riskPct,
      entry,
      stop,
      ...(context.assetClass === 'future'
        ? { tickSize: context.tickSize, tickValue: context.tickSize * context.multiplier }
        : {}),
      ...(context.assetClass === 'forex' ? { pair: context.symbol, accountCurrency: context.currency } : {}),
    });
    return result.size > 0 ? result.size : 'The risk is too small for one unit at this stop.';
  } catch (error) {
    return error instanceof Error ? error.message : 'The size could not be worked out.';
  }
}

/** A long (buy) or short (sell) entry from the ticket, or what to fix first. */
export function readDraft(draft: OrderDraft, side: 'long' | 'short', context: DraftContext): DraftRead {
  const long = side === 'long';
  const limit = draft.type === 'limit' ? read(draft.limitPrice) : null;
  if (draft.type === 'limit' && (limit === null || !(limit > 0)))
    return { ok: false, message: 'Type the limit price, or choose a market order.' };
  const stop = read(draft.stop);
  const target = read(draft.target);
  if (Number.isNaN(stop) || Number.isNaN(target))
    return { ok: false, message: 'The stop and target are prices.' };
  const reference = limit ?? context.lastClose;
  if (stop !== null && (long ? stop >= reference : stop <= reference))
    return {
      ok: false,
      message: `A ${side} stop goes ${long ? 'below' : 'above'} the entry (${reference}).`,
    };
  if (target !== null && (long ? target <= reference : target >= reference))
    return {
      ok: false,
      message: `A ${side} target goes ${long ? 'above' : 'below'} the entry (${reference}).`,
    };
  let quantity: number;
  if (draft.sizeMode === 'risk') {
    if (stop === null) return { ok: false, message: 'Sizing by risk needs a stop.' };
    const sized = riskSizedQuantity(reference, stop, context);
    if (typeof sized === 'string') return { ok: false, message: sized };
    quantity = sized;
  } else {
    const typed = read(draft.quantity);
    if (typed === null || !(typed > 0)) return { ok: false, message: 'The quantity must be above zero.' };
    quantity = typed;
  }
  const order: EntryOrder = {
    action: 'enter',
    barIndex: context.cursor,
    side,
    type: draft.type,
    size: { quantity },
    ...(limit !== null ? { limitPrice: limit } : {}),
    ...(stop !== null ? { stop: { price: stop } } : {}),
    ...(target !== null ? { target: { price: target } } : {}),
  };
  return { ok: true, order, quantity };
}
