import type { TradeDerivation } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { emptyFigures, figuresOfDerivation, missingReason, type FigureTexts } from './trade-figures';

const derivation: TradeDerivation = {
  direction: 'long',
  status: 'closed',
  openedAt: '2025-01-02T14:30:00.000Z',
  closedAt: '2025-01-02T15:00:00.000Z',
  entryQuantity: 100,
  closedQuantity: 100,
  openQuantity: 0,
  avgEntryPrice: 0.1 + 0.2,
  avgExitPrice: 1234567.5,
  grossPnl: -0.0000001,
  costs: 0,
  netPnl: 1e21,
  returnPct: null,
  initialRisk: 2 / 3,
  rMultiple: -1.5,
  plannedR: null,
  holdingMs: 1_800_000,
  result: 'win',
};

describe('figuresOfDerivation', () => {
  it('writes numbers out plainly, no grouping, no exponent, at most 12 decimals', () => {
    expect(figuresOfDerivation(derivation)).toEqual({
      direction: 'long',
      status: 'closed',
      openedAt: '2025-01-02T14:30:00.000Z',
      closedAt: '2025-01-02T15:00:00.000Z',
      entryQuantity: '100',
      closedQuantity: '100',
      openQuantity: '0',
      avgEntryPrice: '0.3',
      avgExitPrice: '1234567.5',
      grossPnl: '-0.0000001',
      costs: '0',
      netPnl: '1000000000000000000000',
      returnPct: null,
      initialRisk: '0.666666666667',
      rMultiple: '-1.5',
      plannedR: null,
      holdingMs: '1800000',
      result: 'win',
    });
  });
});

describe('emptyFigures', () => {
  it('has every figure, all missing', () => {
    const empty = emptyFigures();
    expect(Object.keys(empty).sort()).toEqual(Object.keys(figuresOfDerivation(derivation)).sort());
    expect(Object.values(empty).every((value) => value === null)).toBe(true);
  });
});

describe('missingReason', () => {
  const figures = (set: Partial<FigureTexts>): FigureTexts => ({ ...emptyFigures(), ...set });
  const open = figures({ status: 'open' });
  const closed = figures({ status: 'closed' });
  const none = { stop: false, target: false };
  const stop = { stop: true, target: false };
  const both = { stop: true, target: true };

  it.each<
    [
      string,
      Parameters<typeof missingReason>[0],
      FigureTexts,
      { stop: boolean; target: boolean },
      string | null,
    ]
  >([
    ['a figure that is there', 'netPnl', figures({ status: 'closed', netPnl: '5' }), none, null],
    ['a planned trade', 'netPnl', figures({ status: 'planned' }), none, 'No fills yet'],
    ['no status yet', 'avgEntryPrice', emptyFigures(), both, 'No fills yet'],
    ['risk of a plan without a stop', 'initialRisk', figures({ status: 'planned' }), none, 'Needs a stop'],
    ['risk with a stop that gives none', 'initialRisk', open, stop, 'Check the stop'],
    [
      'planned R without a target',
      'plannedR',
      figures({ status: 'planned' }),
      stop,
      'Needs a stop and a target',
    ],
    ['planned R with both levels', 'plannedR', open, both, 'Check the stop'],
    ['R without a stop', 'rMultiple', closed, none, 'Needs a stop'],
    [
      'R with a stop at the entry',
      'rMultiple',
      figures({ status: 'closed', initialRisk: '0.000' }),
      stop,
      'The stop risks nothing',
    ],
    [
      'R while nothing is closed',
      'rMultiple',
      figures({ status: 'open', initialRisk: '50' }),
      stop,
      'Nothing closed yet',
    ],
    ['close time of an open trade', 'closedAt', open, none, 'Still open'],
    ['result of an open trade', 'result', open, none, 'Still open'],
    ['holding time of a closed trade', 'holdingMs', closed, none, null],
    ['net P&L of an open trade', 'netPnl', open, none, 'Nothing closed yet'],
    ['exit price of an open trade', 'avgExitPrice', open, none, 'Nothing closed yet'],
    ['return of an open trade', 'returnPct', open, none, 'Nothing closed yet'],
    ['costs', 'costs', open, none, null],
  ])('%s', (_, key, set, levels, expected) => {
    expect(missingReason(key, set, levels)).toBe(expected);
  });
});
