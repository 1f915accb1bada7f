import { describe, expect, it } from 'vitest';
import { exactToText } from './decimal-text.ts';
import { runningPositions, type PositionFill } from './running-position.ts';

const at = (minute: number) => Date.UTC(2026, 0, 5, 14, minute);

function steps(fills: PositionFill[]) {
  return runningPositions(fills).map((step) => ({
    index: step.index,
    position: exactToText(step.position, 8),
    average: step.averagePrice === null ? null : exactToText(step.averagePrice, 8),
    crossed: step.crossed,
    flatBeforeEnd: step.flatBeforeEnd,
  }));
}

describe('runningPositions', () => {
  it('averages scale-ins, keeps the average through a scale-out and ends flat', () => {
    expect(
      steps([
        { at: at(0), side: 'buy', quantity: '100', price: '10' },
        { at: at(1), side: 'buy', quantity: '50', price: '10.30' },
        { at: at(2), side: 'sell', quantity: '75', price: '11' },
        { at: at(3), side: 'sell', quantity: '75', price: '12' },
      ]),
    ).toEqual([
      { index: 0, position: '100', average: '10', crossed: false, flatBeforeEnd: false },
      { index: 1, position: '150', average: '10.1', crossed: false, flatBeforeEnd: false },
      { index: 2, position: '75', average: '10.1', crossed: false, flatBeforeEnd: false },
      { index: 3, position: '0', average: null, crossed: false, flatBeforeEnd: false },
    ]);
  });

  it('orders by instant, stable for equal instants, and marks a flip and a flat before the end', () => {
    expect(
      steps([
        { at: at(5), side: 'buy', quantity: '1', price: '3' },
        { at: at(1), side: 'sell', quantity: '2', price: '5' },
        { at: at(1), side: 'buy', quantity: '3', price: '4' },
        { at: at(6), side: 'sell', quantity: '2', price: '6' },
      ]),
    ).toEqual([
      { index: 1, position: '-2', average: '5', crossed: false, flatBeforeEnd: false },
      { index: 2, position: '1', average: '4', crossed: true, flatBeforeEnd: false },
      { index: 0, position: '2', average: '3.5', crossed: false, flatBeforeEnd: false },
      { index: 3, position: '0', average: null, crossed: false, flatBeforeEnd: false },
    ]);
    expect(
      steps([
        { at: at(0), side: 'buy', quantity: '0.1', price: '1' },
        { at: at(1), side: 'buy', quantity: '0.2', price: '1' },
        { at: at(2), side: 'sell', quantity: '0.3', price: '1' },
        { at: at(3), side: 'buy', quantity: '1', price: '1' },
      ]).map((step) => step.flatBeforeEnd),
    ).toEqual([false, false, true, false]);
  });
});

describe('exactToText', () => {
  it('rounds half away from zero and drops trailing zeros', () => {
    expect(
      exactToText(runningPositions([{ at: 0, side: 'sell', quantity: '2.5', price: '1' }])[0]!.position, 0),
    ).toBe('-3');
  });
});
