import { describe, expect, it } from 'vitest';
import { pipValue, type PipValueInput, type PipValueResult } from './pipValue.ts';
import { thrownBy, untyped } from './test-support.ts';

const cents = (value: number) => expect.closeTo(value, 2);

const cases: {
  name: string;
  input: PipValueInput;
  expected: Partial<Record<keyof PipValueResult, unknown>>;
}[] = [
  {
    // Babypips School, pip value: EUR/USD, 1 standard lot = $10 a pip
    name: 'EUR/USD standard lot, account = quote',
    input: { pair: 'EUR/USD', pairPrice: 1.0852, accountCurrency: 'USD', lots: 1 },
    expected: { pipValue: 10, pipValuePerUnit: 0.0001, pipValueQuoteCcy: 10 },
  },
  {
    // Babypips School, pip value: USD/JPY at 119.80: (.01 / 119.80) x 100,000 = 8.347 USD a pip;
    // exobeacon.com: 1 lot of USD/JPY is JPY 1,000 a pip
    name: 'USD/JPY, account = base',
    input: { pair: 'USD/JPY', pairPrice: 119.8, accountCurrency: 'USD' },
    expected: { pipValue: expect.closeTo(8.347245, 6), pipValueQuoteCcy: 1000 },
  },
  {
    // Babypips School, pip value: USD/CHF at 1.4555: (.0001 / 1.4555) x 100,000 = $6.87
    name: 'USD/CHF standard lot',
    input: { pair: 'USD/CHF', pairPrice: 1.4555, accountCurrency: 'USD', units: 100_000 },
    expected: { pipValue: cents(6.87), pipValueQuoteCcy: 10 },
  },
  {
    // Babypips School, pip value: USD/CAD at 1.0200: (.0001 / 1.0200) x 100,000 = $9.80
    name: 'USD/CAD standard lot',
    input: { pair: 'USD/CAD', pairPrice: 1.02, accountCurrency: 'USD', lots: 1 },
    expected: { pipValue: cents(9.8) },
  },
  {
    // forexbeginning.com "How do I calculate the value of a pip": 1 mini lot of USD/CHF at 1.0352 =
    // 0.97 US dollars a pip
    name: 'USD/CHF mini lot',
    input: { pair: 'USD/CHF', pairPrice: 1.0352, accountCurrency: 'USD', units: 10_000 },
    expected: { pipValue: cents(0.97), pipValueQuoteCcy: 1 },
  },
  {
    // forexbeginning.com: GBP/JPY at 148.59, GBP 10,000: (0.01 / 148.59) x 10,000 = 0.67 GBP a pip
    name: 'GBP/JPY mini lot in a GBP account',
    input: { pair: 'GBP/JPY', pairPrice: 148.59, accountCurrency: 'gbp', lots: 0.1 },
    expected: { pipValue: cents(0.67), pipValueQuoteCcy: 100 },
  },
  {
    // exobeacon.com pip value: pip value (account) = pip value (quote) / FX(account/quote):
    // GBP 10 a lot at USD/GBP 0.8 = USD 12.50
    name: 'cross, conversion account/quote',
    input: {
      pair: 'EUR/GBP',
      pairPrice: 0.85,
      accountCurrency: 'USD',
      lots: 1,
      conversion: { pair: 'USD/GBP', price: 0.8 },
    },
    expected: { pipValue: 12.5, pipValuePerUnit: 0.000125, pipValueQuoteCcy: 10 },
  },
  {
    // the same rate quoted the other way round, GBP/USD 1.25, gives the same USD 12.50
    name: 'cross, conversion quote/account',
    input: {
      pair: 'EUR/GBP',
      pairPrice: 0.85,
      accountCurrency: 'USD',
      lots: 1,
      conversion: { pair: 'GBP/USD', price: 1.25 },
    },
    expected: { pipValue: 12.5, pipValuePerUnit: 0.000125 },
  },
  {
    // Babypips: a micro lot (1,000 units) of EUR/USD is $0.10 a pip; float trap: 0.0001 x 0.01 x 100,000
    name: 'micro lot',
    input: { pair: 'EUR/USD', pairPrice: 1.1, accountCurrency: 'USD', lots: 0.01 },
    expected: { pipValue: 0.1 },
  },
  {
    // pip size x units: 230,450 units of EUR/USD = $23.045 a pip (floats: 23.045000000000002)
    name: 'odd units',
    input: { pair: 'EUR/USD', pairPrice: 1.1, accountCurrency: 'USD', units: 230_450 },
    expected: { pipValue: 23.045, pipValueQuoteCcy: 23.045 },
  },
  {
    // pipSize override: a pipette (0.00001) of a standard lot is $1
    name: 'pipette',
    input: { pair: 'EUR/USD', accountCurrency: 'USD', lots: 1, pipSize: 0.00001 },
    expected: { pipValue: 1 },
  },
];

describe('pipValue', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(pipValue(input)).toMatchObject(expected);
  });

  const errors: [string, Record<string, unknown>, string, string][] = [
    [
      'lots and units',
      { pair: 'EUR/USD', accountCurrency: 'USD', lots: 1, units: 100 },
      'VALIDATION-002',
      'units',
    ],
    ['negative lots', { pair: 'EUR/USD', accountCurrency: 'USD', lots: -1 }, 'TRADE-003', 'lots'],
    ['zero pip size', { pair: 'EUR/USD', accountCurrency: 'USD', pipSize: 0 }, 'VALIDATION-009', 'pipSize'],
    ['unknown pair format', { pair: 'EUR/US', accountCurrency: 'USD' }, 'TRADE-001', 'pair'],
    ['pair missing', { accountCurrency: 'USD' }, 'VALIDATION-001', 'pair'],
    ['cross without conversion', { pair: 'EUR/GBP', accountCurrency: 'USD' }, 'VALIDATION-001', 'conversion'],
    [
      'non-positive pair price',
      { pair: 'USD/JPY', pairPrice: 0, accountCurrency: 'USD' },
      'TRADE-002',
      'pairPrice',
    ],
    [
      'conversion not an object',
      { pair: 'EUR/GBP', accountCurrency: 'USD', conversion: 1.25 },
      'VALIDATION-010',
      'conversion',
    ],
  ];
  it.each(errors)('rejects %s', (_name, input, code, field) => {
    expect(thrownBy(() => pipValue(untyped(input)))).toEqual({ code, field });
  });
});
