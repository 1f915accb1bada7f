// The figures a trade will have, shown while the form is typed and before a flip is saved: the
// fills cut into round trips by splitRoundTrips, each derived by deriveTrade — the definitions the
// database applies when it stores them (decision 0012).
import { deriveTrade, type TradeDerivation } from '../journal/derive-trade.ts';
import { JournalInputError } from '../journal/execution.ts';
import { splitRoundTrips } from '../journal/round-trips.ts';
import type { FillDraft } from './trade-check.ts';
import type { Direction } from './trade-form.ts';

export interface PreviewOptions {
  multiplier: string;
  stop: string | null;
  target: string | null;
  breakEvenTolerance: string;
}

export interface TradePreview {
  direction: Direction;
  open: boolean;
  /** In time order; a fill split at zero appears as its part in each trade. */
  fills: FillDraft[];
  figures: TradeDerivation | null;
  /** Why there are no figures, in the trader's words. */
  problem: string | null;
}

/**
 * One preview per trade the fills make: more than one when they cross zero (the crossing fill is
 * split, its costs shared by quantity) or go flat before the last fill. The stop and target are the
 * first trade's; a later trade runs the other way and starts without them. A split fill keeps its
 * stored id in the first trade only: its other part is a new fill of the next trade.
 */
export function previewTrades(fills: readonly FillDraft[], options: PreviewOptions): TradePreview[] {
  if (fills.length === 0) return [];
  const trips = splitRoundTrips(fills.map((fill) => ({ ...fill, time: fill.executedAt })));
  const seen = new Set<string>();
  return trips.map((trip, index) => {
    const tripFills: FillDraft[] = trip.executions.map((part) => {
      const id = part.id !== null && !seen.has(part.id) ? part.id : null;
      if (id !== null) seen.add(id);
      return {
        id,
        executedAt: part.executedAt,
        side: part.side,
        quantity: String(part.quantity),
        price: String(part.price),
        commission: String(part.commission ?? '0'),
        fees: String(part.fees ?? '0'),
      };
    });
    try {
      const figures = deriveTrade({
        executions: trip.executions,
        multiplier: options.multiplier,
        initialStop: index === 0 ? options.stop : null,
        target: index === 0 ? options.target : null,
        breakEvenTolerance: options.breakEvenTolerance,
      });
      return { direction: trip.direction, open: trip.open, fills: tripFills, figures, problem: null };
    } catch (error) {
      if (!(error instanceof JournalInputError)) throw error;
      return {
        direction: trip.direction,
        open: trip.open,
        fills: tripFills,
        figures: null,
        problem: 'These fills do not make a trade yet: check their quantities and prices.',
      };
    }
  });
}
