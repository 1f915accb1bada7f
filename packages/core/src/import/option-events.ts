// Options that leave a position without an order being filled: expired worthless, assigned,
// exercised, cash settled. Brokers list these as removals without a price and often without a
// side; the journal needs a closing fill for each, or the option stays open forever. The stock an
// assignment or exercise delivers is a fill of its own, at the strike, which brokers do list.
import { parseOptionSymbol } from '../journal/instrument-symbols.ts';
import type { ImportedExecution } from './types.ts';

export type OptionEvent = NonNullable<ImportedExecution['event']>;

/** The event a broker's words name ("Expired", "Removal of option due to assignment"), or null. */
export function optionEventOf(text: string): OptionEvent | null {
  const words = text.toLowerCase();
  // "Cash Settled Assignment" / "Cash Settled Exercise": the option ends in cash, no stock moves.
  if (/cash.settle/.test(words)) return 'settlement';
  if (/expir/.test(words)) return 'expiry';
  if (/assign/.test(words)) return 'assignment';
  if (/exercise/.test(words)) return 'exercise';
  return null;
}

/**
 * The side that closes `symbol`'s position as it stood at `time`, from the fills the file holds up
 * to then; null when the file shows no open position (its opening is older than the file).
 */
export function closingSide(
  fills: readonly ImportedExecution[],
  symbol: string,
  time: string,
  accountRef?: string,
): 'buy' | 'sell' | null {
  const at = Date.parse(time);
  let position = 0;
  for (const fill of fills) {
    if (fill.symbol !== symbol || fill.accountRef !== accountRef || Date.parse(fill.time) > at) continue;
    position += fill.side === 'buy' ? fill.quantity : -fill.quantity;
  }
  if (Math.abs(position) < 1e-9) return null;
  return position > 0 ? 'sell' : 'buy';
}

/**
 * The side an event closes with when the file does not say and shows no position: only a short
 * option is assigned and only a long one exercised; an expiry can be either.
 */
export function impliedClosingSide(event: OptionEvent): 'buy' | 'sell' | null {
  if (event === 'assignment') return 'buy';
  if (event === 'exercise') return 'sell';
  return null;
}

/**
 * The fill that closes an option at its event: at 0 for an expiry, an assignment or an exercise
 * (the option's premium is its whole result; the stock is a fill of its own at the strike), at
 * the settlement value per unit for a cash settlement.
 */
export function optionEventFill(
  fill: Omit<ImportedExecution, 'price' | 'event' | 'positionEffect'>,
  event: OptionEvent,
  price = 0,
): ImportedExecution {
  const { time, symbol, side, quantity, commission, fees, assetClass, multiplier, ...rest } = fill;
  // Keys in the order every format writes a fill, so results read alike.
  return {
    time,
    symbol,
    side,
    quantity,
    price: Math.round(price * 1e8) / 1e8,
    commission,
    fees,
    assetClass,
    ...(multiplier === undefined ? {} : { multiplier }),
    ...rest,
    positionEffect: 'close',
    event,
  };
}

/**
 * Marks the stock fills an assignment or exercise delivered: same account, same day, the option's
 * underlying, at its strike. They stay ordinary fills; the mark says why they happened.
 */
export function markDeliveries(fills: ImportedExecution[]): void {
  const events = fills.filter((fill) => fill.event === 'assignment' || fill.event === 'exercise');
  if (events.length === 0) return;
  for (const fill of fills) {
    if (fill.assetClass !== 'stock' || fill.event !== undefined) continue;
    const cause = events.find((event) => {
      const option = parseOptionSymbol(event.symbol);
      return (
        option !== null &&
        event.accountRef === fill.accountRef &&
        event.time.slice(0, 10) === fill.time.slice(0, 10) &&
        option.root.replace(/\d+$/, '') === fill.symbol &&
        Math.abs(option.strike - fill.price) < 1e-9
      );
    });
    if (cause?.event) fill.event = cause.event;
  }
}
