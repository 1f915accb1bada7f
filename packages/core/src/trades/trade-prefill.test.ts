import { describe, expect, it } from 'vitest';
import { hasTradePrefill, readTradePrefill } from './trade-prefill.ts';

// The web passes URLSearchParams; a query is split the same way here (core has no DOM types).
function read(query: string) {
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((part) => part.split('=').map((text) => decodeURIComponent(text)) as [string, string]);
  const params = new Map(pairs);
  return readTradePrefill({ get: (name) => params.get(name) ?? null });
}

describe('readTradePrefill', () => {
  it('reads what the position size calculator sends, digits untouched', () => {
    expect(
      read('instrument=stock&symbol=AAPL&side=long&entry=50&stop=48&quantity=50&from=position-size'),
    ).toEqual({
      values: {
        assetClass: 'stock',
        symbol: 'AAPL',
        direction: 'long',
        entryPrice: '50',
        stop: '48',
        quantity: '50',
        planned: true,
      },
      from: 'position-size',
    });
    expect(read('entry=1.10500&quantity=0.00000001').values).toEqual({
      entryPrice: '1.10500',
      quantity: '0.00000001',
      planned: true,
    });
  });

  it('reads target and exit, capitalises the symbol, and takes an exit as a trade already closed', () => {
    expect(read('symbol=%20eur/usd&target=1.12&exit=1.11&from=profit-loss')).toEqual({
      values: { symbol: 'EUR/USD', target: '1.12', exitPrice: '1.11', planned: false },
      from: 'profit-loss',
    });
  });

  it('names a calculator’s futures as the journal’s future asset class and spells forex pairs one way', () => {
    expect(read('instrument=futures&symbol=esz5').values).toMatchObject({
      assetClass: 'future',
      symbol: 'ESZ5',
    });
    expect(read('instrument=forex&symbol=eurusd').values).toMatchObject({
      assetClass: 'forex',
      symbol: 'EUR/USD',
    });
  });

  it('leaves out what the form could not take rather than guessing', () => {
    expect(
      read(
        `instrument=options&side=flat&entry=1e-8&stop=-3&quantity=abc&symbol=${'X'.repeat(33)}&from=margin`,
      ),
    ).toEqual({ values: {}, from: null });
  });

  it('says whether there is anything to fill in', () => {
    expect(hasTradePrefill(read(''))).toBe(false);
    expect(hasTradePrefill(read('from=position-size'))).toBe(false);
    expect(hasTradePrefill(read('symbol=MSFT'))).toBe(true);
  });
});
