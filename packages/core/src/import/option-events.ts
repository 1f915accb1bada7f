// Options that leave a position without an order being filled: expired worthless, assigned,
// exercised, cash settled. Brokers list these as removals without a price and often without a
// side; the journal needs a closing fill for each, or the option stays open forever. The stock an
// assignment or exercise delivers is a fill of its own, at the strike, which brokers do list.
import { OPTION_MULTIPLIER } from '../journal/instrument-defaults.ts';
import { parseOptionSymbol } from '../journal/instrument-symbols.ts';
import type { ImportWarning, ImportedExecution, SkippedRow } from './types.ts';

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

interface Track {
  /** The file's fills of one symbol in one account, oldest first. */
  fills: Array<{ at: number; signed: number }>;
  /** How many of them are in `position` already. */
  counted: number;
  position: number;
}

/**
 * Each position as it stood at a time, for events asked about oldest first: every question counts
 * the fills up to its time once (a file of thousands of expiries reads in one pass, not one pass
 * per expiry), and the closing fills made for earlier events count for later ones.
 */
export class PositionsInTime {
  private readonly tracks = new Map<string, Track>();

  constructor(fills: readonly ImportedExecution[]) {
    for (const fill of fills) this.track(fill.symbol, fill.accountRef).fills.push(entry(fill));
    for (const track of this.tracks.values()) track.fills.sort((a, b) => a.at - b.at);
  }

  private track(symbol: string, accountRef: string | undefined): Track {
    const key = `${accountRef ?? ''}\u0000${symbol}`;
    let track = this.tracks.get(key);
    if (!track) this.tracks.set(key, (track = { fills: [], counted: 0, position: 0 }));
    return track;
  }

  /**
   * The side that closes `symbol`'s position as it stood at `time`, null when the file shows none
   * open (its opening is older than the file). Times asked for one symbol must not go back.
   */
  closingSide(symbol: string, time: string, accountRef?: string): 'buy' | 'sell' | null {
    const track = this.track(symbol, accountRef);
    const at = Date.parse(time);
    while (track.counted < track.fills.length && (track.fills[track.counted]?.at ?? Infinity) <= at) {
      track.position += track.fills[track.counted]?.signed ?? 0;
      track.counted++;
    }
    if (Math.abs(track.position) < 1e-9) return null;
    return track.position > 0 ? 'sell' : 'buy';
  }

  /** Counts a closing fill made for an event, at the time last asked about. */
  add(fill: ImportedExecution): void {
    this.track(fill.symbol, fill.accountRef).position += entry(fill).signed;
  }
}

function entry(fill: ImportedExecution): { at: number; signed: number } {
  return { at: Date.parse(fill.time), signed: fill.side === 'buy' ? fill.quantity : -fill.quantity };
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
  return new PositionsInTime(fills).closingSide(symbol, time, accountRef);
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

/** An option a statement lists as removed (expired, assigned, exercised), without a price. */
export interface OptionRemoval {
  line: number;
  event: OptionEvent;
  fill: Omit<ImportedExecution, 'price' | 'event' | 'positionEffect' | 'side'>;
}

/**
 * A US equity option's removal as a dollar statement lists it: `quantity` contracts of 100 (its sign
 * ignored), no charge, in the account `accountRef` names when the file has several.
 */
export function usOptionRemoval(
  line: number,
  event: OptionEvent,
  removed: { time: string; symbol: string; quantity: number; accountRef?: string },
): OptionRemoval {
  const { time, symbol, quantity, accountRef } = removed;
  return {
    line,
    event,
    fill: {
      time,
      symbol,
      quantity: Math.abs(quantity),
      commission: 0,
      fees: 0,
      assetClass: 'option',
      multiplier: OPTION_MULTIPLIER,
      currency: 'USD',
      ...(accountRef === undefined || accountRef === '' ? {} : { accountRef }),
    },
  };
}

/**
 * The closing fills of a statement's option removals, oldest first: each closes what the file's
 * fills before it left open, else takes the side only an assignment or an exercise implies. A
 * removal that cannot be told (an expiry of a position older than the file) is skipped with a
 * warning rather than guessed.
 */
export function closeRemovals(
  fills: readonly ImportedExecution[],
  removals: readonly OptionRemoval[],
  report: { skipped: SkippedRow[]; warnings: ImportWarning[] },
): Array<{ line: number; fill: ImportedExecution }> {
  const byTime = [...removals].sort((a, b) => Date.parse(a.fill.time) - Date.parse(b.fill.time));
  const positions = new PositionsInTime(fills);
  const made: Array<{ line: number; fill: ImportedExecution }> = [];
  for (const { line, event, fill } of byTime) {
    const side = positions.closingSide(fill.symbol, fill.time, fill.accountRef) ?? impliedClosingSide(event);
    if (!side) {
      report.skipped.push({ line, kind: event, description: `${event} of ${fill.symbol}` });
      report.warnings.push({
        line,
        message: `The ${event} of ${fill.symbol} is left out: the file does not say whether the position was long or short`,
      });
      continue;
    }
    const closing = optionEventFill({ ...fill, side }, event);
    positions.add(closing);
    made.push({ line, fill: closing });
  }
  return made;
}

/**
 * Marks the stock fills an assignment or exercise delivered: same account, same day, the option's
 * underlying, at its strike. They stay ordinary fills; the mark says why they happened.
 */
export function markDeliveries(fills: ImportedExecution[]): void {
  const causes = new Map<string, OptionEvent>();
  for (const fill of fills) {
    if (fill.event !== 'assignment' && fill.event !== 'exercise') continue;
    const option = parseOptionSymbol(fill.symbol);
    if (!option) continue;
    const key = deliveryKey(fill.accountRef, fill.time, option.root.replace(/\d+$/, ''), option.strike);
    if (!causes.has(key)) causes.set(key, fill.event);
  }
  if (causes.size === 0) return;
  for (const fill of fills) {
    if (fill.assetClass !== 'stock' || fill.event !== undefined) continue;
    const cause = causes.get(deliveryKey(fill.accountRef, fill.time, fill.symbol, fill.price));
    if (cause) fill.event = cause;
  }
}

/** Account, day, underlying and strike: what ties delivered stock to the option event behind it. */
function deliveryKey(
  accountRef: string | undefined,
  time: string,
  underlying: string,
  strike: number,
): string {
  // Strikes and prices are compared to the cent's hundredth, as the exact comparison they replace.
  return `${accountRef ?? ''}\u0000${time.slice(0, 10)}\u0000${underlying}\u0000${strike.toFixed(4)}`;
}
