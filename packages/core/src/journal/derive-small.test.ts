import { describe, expect, it } from 'vitest';
import { deriveSmall } from './derive-small.ts';
import { deriveExact } from './derive-trade.ts';
import type { Execution } from './execution.ts';
import { chronologicalOrder } from './execution.ts';
import { instantOf } from './instant.ts';
import type { DeriveTradeInput } from './trade-derivation.ts';

// A fixed linear congruential sequence, so every run checks the same trades.
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function decimal(next: () => number, magnitude: number, places: number, asText: boolean): number | string {
  const text = (next() * magnitude).toFixed(places);
  return asText ? text : Number(text);
}

/** A random round trip: entries and exits of varied sizes and precisions, closed or left open. */
function randomTrade(next: () => number): DeriveTradeInput {
  const long = next() < 0.5;
  const asText = next() < 0.5;
  const quantityPlaces = Math.floor(next() * 9);
  const pricePlaces = Math.floor(next() * 6);
  const magnitude = 10 ** Math.floor(next() * 6);
  const executions: Execution[] = [];
  let open = 0;
  let minute = 0;
  const fillsWanted = 1 + Math.floor(next() * 5);
  const fill = (buy: boolean, quantity: number | string): void => {
    minute += Math.floor(next() * 90);
    executions.push({
      time: new Date(Date.UTC(2026, 2, 9, 13, minute)).toISOString(),
      side: buy ? 'buy' : 'sell',
      quantity,
      price: decimal(next, magnitude, pricePlaces, asText),
      commission: next() < 0.7 ? decimal(next, 5, 2, asText) : undefined,
      fees: next() < 0.3 ? decimal(next, 1, 4, asText) : null,
    });
  };
  for (let k = 0; k < fillsWanted; k++) {
    const quantity = decimal(next, 1000, quantityPlaces, asText);
    if (Number(quantity) <= 0) continue;
    if (open > 0 && next() < 0.4 && Number(quantity) < open) {
      fill(!long, quantity);
      open -= Number(quantity);
    } else {
      fill(long, quantity);
      open += Number(quantity);
    }
  }
  if (executions.length === 0) fill(long, 1);
  // close exactly what is open, summed in decimals by the exact path's own reading of the fills
  if (next() < 0.8) {
    const entries = executions.filter((e) => (e.side === 'buy') === long);
    const exits = executions.filter((e) => (e.side === 'buy') !== long);
    const scale = 10 ** quantityPlaces;
    const units = (list: Execution[]): number =>
      list.reduce((sum, e) => sum + Math.round(Number(e.quantity) * scale), 0);
    const rest = units(entries) - units(exits);
    if (rest > 0) fill(!long, (rest / scale).toFixed(quantityPlaces));
  }
  return {
    executions,
    multiplier: [1, 100, 50, 0.5, '12500000', 2][Math.floor(next() * 6)] ?? 1,
    initialStop: next() < 0.7 ? decimal(next, magnitude, pricePlaces, asText) : null,
    target: next() < 0.6 ? decimal(next, magnitude, pricePlaces, asText) : undefined,
    breakEvenTolerance: next() < 0.5 ? decimal(next, 2, 2, asText) : undefined,
  };
}

describe('deriveSmall', () => {
  it('gives the very figures of the exact path whenever it answers', () => {
    const next = sequence(20260309);
    let answered = 0;
    for (let i = 0; i < 3000; i++) {
      const input = randomTrade(next);
      const instants = input.executions.map((e) => instantOf(e.time));
      const order = chronologicalOrder(instants);
      const quick = deriveSmall(input, order, instants);
      if (quick === undefined) continue;
      answered++;
      expect(quick).toEqual(deriveExact(input, order, instants));
    }
    // most trades fit doubles; only open trades with exits and outsized products go the exact way
    expect(answered).toBeGreaterThan(1500);
  });

  it('matches the exact path at half cents, tolerances and the edge of a double', () => {
    const at = (minute: number): string => new Date(Date.UTC(2026, 2, 9, 14, minute)).toISOString();
    const trade = (
      entry: number | string,
      exit: number | string,
      quantity: number | string = 1,
    ): Execution[] => [
      { time: at(0), side: 'buy', quantity, price: entry },
      { time: at(1), side: 'sell', quantity, price: exit },
    ];
    const inputs: DeriveTradeInput[] = [
      { executions: trade(100, 100.005) },
      { executions: trade(100, 99.995) },
      { executions: trade(100, 100.0049999) },
      { executions: trade(100, 99.9950001) },
      { executions: trade('0.1', '0.3', '3') },
      { executions: trade(100, 100.4, 1), breakEvenTolerance: '0.4' },
      { executions: trade(100, 99.595, 1), breakEvenTolerance: 0.4 },
      { executions: trade(4503599.627370496, 4503599.627370497, 1) },
      { executions: trade(90071992.54740991, 90071992.54740992, '1000') },
      { executions: trade(1, 2, '900719925474099.1') },
      { executions: trade(10, 11, 3), initialStop: 10, target: 12 },
      { executions: trade(0, 0.05, 1), multiplier: 100 },
    ];
    let answered = 0;
    for (const input of inputs) {
      const instants = input.executions.map((e) => instantOf(e.time));
      const order = chronologicalOrder(instants);
      const quick = deriveSmall(input, order, instants);
      if (quick === undefined) continue;
      answered++;
      expect(quick).toEqual(deriveExact(input, order, instants));
    }
    expect(answered).toBeGreaterThanOrEqual(9);
  });

  it('leaves input to refuse and open trades with exits to the exact path', () => {
    const at = (minute: number): string => new Date(Date.UTC(2026, 2, 9, 14, minute)).toISOString();
    const cases: Execution[][] = [
      [
        { time: at(0), side: 'buy', quantity: 2, price: 10 },
        { time: at(1), side: 'sell', quantity: 1, price: 11 },
      ],
      [
        { time: at(0), side: 'buy', quantity: 1, price: 10 },
        { time: at(1), side: 'sell', quantity: 2, price: 11 },
      ],
      [{ time: at(0), side: 'buy', quantity: '1e-7', price: 10 }],
      [{ time: at(0), side: 'buy', quantity: 0, price: 10 }],
      [{ time: at(0), side: 'buy', quantity: 1, price: 'ten' }],
      [{ time: at(0), side: 'buy', quantity: '12345678901234567', price: 1 }],
    ];
    for (const executions of cases) {
      const instants = executions.map((e) => instantOf(e.time));
      expect(deriveSmall({ executions }, chronologicalOrder(instants), instants)).toBeUndefined();
    }
  });
});
