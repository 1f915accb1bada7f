import { describe, expect, it } from 'vitest';
import { parseFutureSymbol, parseOptionSymbol, parsePairSymbol } from './instrument-symbols.ts';

describe('parseFutureSymbol', () => {
  it.each([
    ['ESZ5', 'ES', 12, '5', 'ESZ5'],
    ['ESZ25', 'ES', 12, '25', 'ESZ25'],
    ['/esz5', 'ES', 12, '5', 'ESZ5'],
    ['MESH2026', 'MES', 3, '2026', 'MESH2026'],
    ['ES DEC25', 'ES', 12, '25', 'ESZ25'],
    ['ES DEC 25', 'ES', 12, '25', 'ESZ25'],
    ['esdec25', 'ES', 12, '25', 'ESZ25'],
    ['ES 12-25', 'ES', 12, '25', 'ESZ25'],
    ['NQM6', 'NQ', 6, '6', 'NQM6'],
    ['6EU25', '6E', 9, '25', '6EU25'],
    ['M2KZ5', 'M2K', 12, '5', 'M2KZ5'],
    ['ZNZ5', 'ZN', 12, '5', 'ZNZ5'],
    ['CL JAN26', 'CL', 1, '26', 'CLF26'],
    [' /ES ', 'ES', null, null, 'ES'],
  ])('reads %s', (text, root, month, year, symbol) => {
    expect(parseFutureSymbol(text)).toEqual({ root, month, year, symbol });
  });

  it.each(['ES', 'AAPL', 'EURUSD', 'BTC-USD', 'ES 13-25', 'ESZ123', 'AAPL251219C00200000', ''])(
    'does not read %s as a contract',
    (text) => {
      expect(parseFutureSymbol(text)).toBeNull();
    },
  );
});

describe('parseOptionSymbol', () => {
  it.each([
    ['AAPL251219C00200000', 'AAPL', '2025-12-19', 'call', 200, 'AAPL251219C00200000'],
    ['AAPL  251219C00200000', 'AAPL', '2025-12-19', 'call', 200, 'AAPL251219C00200000'],
    ['aapl 251219c200', 'AAPL', '2025-12-19', 'call', 200, 'AAPL251219C00200000'],
    ['SPXW260116P05000000', 'SPXW', '2026-01-16', 'put', 5000, 'SPXW260116P05000000'],
    ['TSLA 260320P187.5', 'TSLA', '2026-03-20', 'put', 187.5, 'TSLA260320P00187500'],
    ['.F260116C12.5', 'F', '2026-01-16', 'call', 12.5, 'F260116C00012500'],
    ['XYZ260116C1.2345', 'XYZ', '2026-01-16', 'call', 1.2345, 'XYZ260116C1.2345'],
  ])('reads %s', (text, root, expiry, right, strike, symbol) => {
    expect(parseOptionSymbol(text)).toEqual({ root, expiry, right, strike, symbol });
  });

  it.each(['AAPL', 'ESZ5', 'AAPL251319C00200000', 'AAPL251200C200', 'AAPL251219X200', 'AAPL251219C'])(
    'does not read %s as an option',
    (text) => {
      expect(parseOptionSymbol(text)).toBeNull();
    },
  );
});

describe('parsePairSymbol', () => {
  it.each([
    ['EUR/USD', 'EUR', 'USD', 'forex'],
    ['eurusd', 'EUR', 'USD', 'forex'],
    ['USD.JPY', 'USD', 'JPY', 'forex'],
    ['GBP_CHF', 'GBP', 'CHF', 'forex'],
    ['BTC/USDT', 'BTC', 'USDT', 'crypto'],
    ['BTCUSDT', 'BTC', 'USDT', 'crypto'],
    ['BTCUSD', 'BTC', 'USD', 'crypto'],
    ['BTC-USD', 'BTC', 'USD', 'crypto'],
    ['ETHBTC', 'ETH', 'BTC', 'crypto'],
    ['XBTUSD', 'XBT', 'USD', 'crypto'],
    ['WIF/USDC', 'WIF', 'USDC', 'crypto'], // an unknown coin with a quote only coins have
    ['BONK-USD', 'BONK', 'USD', 'crypto'], // an unknown base against a currency, written as a pair
  ])('reads %s', (text, base, quote, kind) => {
    expect(parsePairSymbol(text)).toEqual({ base, quote, kind, symbol: `${base}/${quote}` });
  });

  it.each(['AAPL', 'ABCUSD', 'BRK.B', 'MSFTUS', 'ES DEC25', 'BTC'])('does not read %s as a pair', (text) => {
    expect(parsePairSymbol(text)).toBeNull();
  });
});
