import { describe, expect, it } from 'vitest';
import {
  margin,
  type MarginAccountInput,
  type MarginAccountResult,
  type MarginPositionInput,
  type MarginPositionResult,
} from './margin.ts';
import { thrownBy, untyped } from './test-support.ts';

// Babypips School, required margin: 10,000 units of EUR/USD at 1.15000 with a 2% margin requirement
// in a USD account: notional $11,500, required margin $230
const babypipsEurUsd: MarginPositionInput = {
  pair: 'EUR/USD',
  pairPrice: 1.15,
  units: 10_000,
  marginRequirementPct: 2,
  accountCurrency: 'USD',
};
// swed-markets.com index CFD example: 5 lots of EU50 at 3,451.95 (1 contract a lot), EUR/USD 1.20887,
// 2% margin: 17,260 EUR = 20,865 USD, required margin 417.30 USD
const swedEu50: MarginPositionInput = {
  instrument: 'stock',
  price: 3451.95,
  lots: 5,
  contractSize: 1,
  marginRequirementPct: 2,
  accountCurrency: 'USD',
  conversion: { pair: 'EUR/USD', price: 1.20887 },
};

const positions: {
  name: string;
  input: MarginPositionInput;
  expected: Partial<Record<keyof MarginPositionResult, unknown>>;
}[] = [
  {
    name: 'Babypips EUR/USD, account = quote',
    input: babypipsEurUsd,
    expected: { notional: 11_500, notionalAccountCcy: 11_500, requiredMargin: 230, equivalentLeverage: 50 },
  },
  {
    // Babypips School, required margin: 1 standard lot of USD/JPY, 4% margin, USD account: $100,000
    // notional, $4,000 margin
    name: 'Babypips USD/JPY, account = base',
    input: {
      instrument: 'forex',
      pair: 'USD/JPY',
      pairPrice: 110,
      lots: 1,
      marginRequirementPct: 4,
      accountCurrency: 'USD',
    },
    expected: {
      notional: 11_000_000,
      notionalAccountCcy: 100_000,
      requiredMargin: 4000,
      equivalentLeverage: 25,
    },
  },
  {
    // FXCM margin help: a 10,000 EUR/USD position in a CAD account is 10,000 x 1.2520 (EUR/CAD) =
    // CAD 12,520; at 50:1 leverage, CAD 250.40 (a conversion between the account and the base)
    name: 'EUR/USD in a CAD account',
    input: {
      pair: 'EUR/USD',
      pairPrice: 1.18,
      units: 10_000,
      leverage: 50,
      accountCurrency: 'CAD',
      conversion: { pair: 'EUR/CAD', price: 1.252 },
    },
    expected: { notionalAccountCcy: 12_520, requiredMargin: 250.4, equivalentLeverage: 50 },
  },
  {
    // FXCM margin help: 10,000 GBP of GBP/USD at 1.90 is worth $19,000; at 50:1, $380
    name: 'GBP/USD at 50:1',
    input: { pair: 'GBP/USD', pairPrice: 1.9, lots: 0.1, leverage: 50 },
    expected: { notional: 19_000, notionalAccountCcy: 19_000, requiredMargin: 380 },
  },
  {
    name: 'index CFD priced in EUR, USD account',
    input: swedEu50,
    expected: {
      notional: 17_259.75,
      notionalAccountCcy: 20_864.7939825,
      requiredMargin: 417.29587965,
      equivalentLeverage: 50,
    },
  },
  {
    // float trap: 0.3 lots x 100,000 x 1.1 is exactly 33,000 (floats: 33000.000000000004); 30:1 -> 1,100
    name: '0.3 lots at 30:1',
    input: { pair: 'EUR/USD', pairPrice: 1.1, lots: 0.3, leverage: 30 },
    expected: { notional: 33_000, requiredMargin: 1100 },
  },
  {
    // a stock bought on 50% margin (Reg T): 100 shares at $42.10
    name: 'stock on Reg T margin',
    input: { price: 42.1, quantity: 100, marginRequirementPct: 50 },
    expected: { notional: 4210, notionalAccountCcy: 4210, requiredMargin: 2105, equivalentLeverage: 2 },
  },
];

const accounts: {
  name: string;
  input: MarginAccountInput;
  expected: Partial<Record<keyof MarginAccountResult, unknown>>;
}[] = [
  {
    // MetaTrader / Babypips School, margin level: equity / used margin x 100; free margin = equity - used
    name: 'balance, floating loss and used margin',
    input: { balance: 10_000, floatingPnl: -500, usedMargin: 1000 },
    expected: { equity: 9500, usedMargin: 1000, positionMargins: [], freeMargin: 8500, marginLevelPct: 950 },
  },
  {
    // the two positions above: $230 + $417.29587965 of margin
    name: 'margin added up from positions',
    input: { balance: 5000, floatingPnl: 12.5, positions: [babypipsEurUsd, swedEu50] },
    expected: {
      equity: 5012.5,
      positionMargins: [230, 417.29587965],
      usedMargin: 647.29587965,
      freeMargin: 4365.20412035,
      marginLevelPct: expect.closeTo(774.375391, 5),
    },
  },
  {
    // no margin in use: the margin level does not exist
    name: 'no open positions',
    input: { balance: 2500 },
    expected: { equity: 2500, usedMargin: 0, freeMargin: 2500, marginLevelPct: null },
  },
  {
    // float trap: 1000.1 + 0.2 is exactly 1000.3 (floats: 1000.3000000000001)
    name: 'exact equity',
    input: { balance: 1000.1, floatingPnl: 0.2, usedMargin: 100.03 },
    expected: { equity: 1000.3, freeMargin: 900.27, marginLevelPct: 1000 },
  },
];

describe('margin', () => {
  it.each(positions)('position: $name', ({ input, expected }) => {
    expect(margin(input)).toMatchObject(expected);
  });

  it.each(accounts)('account: $name', ({ input, expected }) => {
    expect(margin(input)).toMatchObject(expected);
  });

  const eurusd = { pair: 'EUR/USD', pairPrice: 1.1, units: 1000 };
  const errors: [string, Record<string, unknown>, string, string][] = [
    ['no leverage', eurusd, 'VALIDATION-001', 'leverage'],
    [
      'leverage and requirement',
      { ...eurusd, leverage: 30, marginRequirementPct: 3 },
      'VALIDATION-002',
      'marginRequirementPct',
    ],
    ['leverage below 1', { ...eurusd, leverage: 0.5 }, 'VALIDATION-009', 'leverage'],
    [
      'requirement above 100%',
      { ...eurusd, marginRequirementPct: 150 },
      'VALIDATION-009',
      'marginRequirementPct',
    ],
    ['no price', { pair: 'EUR/USD', units: 1000, leverage: 30 }, 'VALIDATION-001', 'pairPrice'],
    ['no size', { price: 10, leverage: 2 }, 'VALIDATION-001', 'quantity'],
    ['negative lots', { ...eurusd, units: undefined, lots: -1, leverage: 30 }, 'TRADE-003', 'lots'],
    [
      'conversion without account currency',
      { price: 10, quantity: 1, leverage: 2, conversion: { pair: 'EUR/USD', price: 1.1 } },
      'VALIDATION-001',
      'accountCurrency',
    ],
    [
      'conversion without the account currency',
      {
        price: 10,
        quantity: 1,
        leverage: 2,
        accountCurrency: 'JPY',
        conversion: { pair: 'EUR/USD', price: 1.1 },
      },
      'TRADE-001',
      'conversion.pair',
    ],
    ['zero balance', { balance: 0, usedMargin: 10 }, 'VALIDATION-009', 'balance'],
    ['negative used margin', { balance: 100, usedMargin: -10 }, 'VALIDATION-009', 'usedMargin'],
    [
      'used margin and positions',
      { balance: 100, usedMargin: 10, positions: [] },
      'VALIDATION-002',
      'positions',
    ],
    [
      'a bad position',
      {
        balance: 100,
        positions: [
          { ...eurusd, leverage: 30 },
          { price: -1, quantity: 1, leverage: 2 },
        ],
      },
      'TRADE-002',
      'positions[1].price',
    ],
  ];
  it.each(errors)('rejects %s', (_name, input, code, field) => {
    expect(thrownBy(() => margin(untyped<MarginPositionInput>(input)))).toEqual({ code, field });
  });

  it('rejects a position that is not an object', () => {
    const thrown = thrownBy(() => margin({ balance: 100, positions: [untyped(5)] }));
    expect(thrown).toEqual({ code: 'VALIDATION-010', field: 'positions[0]' });
  });
});
