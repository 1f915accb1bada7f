// A file's fills by position (account and symbol), each position's round trips split once for all
// the notes the importer makes of the file as a whole: the stated-P&L check and the openings older
// than the file both read them.
import { splitRoundTrips, type RoundTrip } from '../journal/round-trips.ts';
import type { ImportedExecution } from './types.ts';

export function positionKey(accountRef: string | null | undefined, symbol: string): string {
  return `${accountRef ?? ''}\u0000${symbol}`;
}

export class FilePositions {
  /** Each position's fills in file order; positions in the order of their first fill. */
  readonly fills = new Map<string, ImportedExecution[]>();
  private readonly trips = new Map<string, RoundTrip<ImportedExecution>[] | null>();

  constructor(executions: readonly ImportedExecution[]) {
    for (const fill of executions) {
      const key = positionKey(fill.accountRef, fill.symbol);
      let group = this.fills.get(key);
      if (!group) this.fills.set(key, (group = []));
      group.push(fill);
    }
  }

  /** The position's round trips; null when the journal would refuse its fills (row errors already). */
  tripsOf(key: string): RoundTrip<ImportedExecution>[] | null {
    let trips = this.trips.get(key);
    if (trips === undefined) {
      try {
        trips = splitRoundTrips(this.fills.get(key) ?? []);
      } catch {
        trips = null;
      }
      this.trips.set(key, trips);
    }
    return trips;
  }
}
