import { describe, expect, it } from 'vitest';
import { resolveInstrument } from './instruments.ts';

describe('resolveInstrument: built-in defaults', () => {
  it.each([
    ['ESZ5', 'ESZ5', 'ES', 50, 0.25],
    ['/ESZ25', 'ESZ25', 'ES', 50, 0.25],
    ['ES DEC25', 'ESZ25', 'ES', 50, 0.25],
    ['MESH6', 'MESH6', 'MES', 5, 0.25],
    ['NQM26', 'NQM26', 'NQ', 20, 0.25],
    ['MNQU5', 'MNQU5', 'MNQ', 2, 0.25],
    ['YMZ5', 'YMZ5', 'YM', 5, 1],
    ['MYMZ5', 'MYMZ5', 'MYM', 0.5, 1],
    ['RTYZ5', 'RTYZ5', 'RTY', 50, 0.1],
    ['CL 01-26', 'CLF26', 'CL', 1000, 0.01],
    ['GCG6', 'GCG6', 'GC', 100, 0.1],
    ['SIH6', 'SIH6', 'SI', 5000, 0.005],
    ['6EH6', '6EH6', '6E', 125000, 0.00005],
    ['6JH6', '6JH6', '6J', 12500000, 0.0000005],
    ['ZNH6', 'ZNH6', 'ZN', 1000, 0.015625],
    ['ZBH6', 'ZBH6', 'ZB', 1000, 0.03125],
    ['ZCH6', 'ZCH6', 'ZC', 50, 0.25],
  ])('reads the future %s', (symbol, normalised, root, multiplier, tickSize) => {
    expect(resolveInstrument(symbol)).toEqual({
      symbol: normalised,
      root,
      assetClass: 'future',
      multiplier,
      tickSize,
      pipSize: null,
      quoteCurrency: 'USD',
    });
  });

  it('reads a Eurex future in euros', () => {
    expect(resolveInstrument('FDAXZ5')).toMatchObject({ root: 'FDAX', multiplier: 25, quoteCurrency: 'EUR' });
  });

  it('reads a root alone as a future only when told, or with a slash (CL alone is a stock ticker)', () => {
    expect(resolveInstrument('CL')).toMatchObject({ assetClass: 'stock', multiplier: 1 });
    expect(resolveInstrument('cl', { assetClass: 'future' })).toMatchObject({
      symbol: 'CL',
      multiplier: 1000,
    });
    expect(resolveInstrument('/CL')).toMatchObject({ symbol: 'CL', assetClass: 'future', multiplier: 1000 });
  });

  it('gives an unknown futures contract a multiplier of 1 until the user sets one', () => {
    expect(resolveInstrument('QQQZ5')).toEqual({
      symbol: 'QQQZ5',
      root: 'QQQ',
      assetClass: 'future',
      multiplier: 1,
      tickSize: null,
      pipSize: null,
      quoteCurrency: null,
    });
  });

  it('multiplies equity options by 100', () => {
    expect(resolveInstrument('AAPL 251219C200')).toEqual({
      symbol: 'AAPL251219C00200000',
      root: 'AAPL',
      assetClass: 'option',
      multiplier: 100,
      tickSize: 0.01,
      pipSize: null,
      quoteCurrency: 'USD',
    });
    expect(resolveInstrument('AAPL', { assetClass: 'option' })).toMatchObject({
      root: 'AAPL',
      multiplier: 100,
    });
  });

  it.each([
    ['EUR/USD', 'EUR/USD', 0.0001, 0.00001, 'USD'],
    ['eurusd', 'EUR/USD', 0.0001, 0.00001, 'USD'],
    ['USDJPY', 'USD/JPY', 0.01, 0.001, 'JPY'],
    ['GBP/JPY', 'GBP/JPY', 0.01, 0.001, 'JPY'],
    ['AUD-CAD', 'AUD/CAD', 0.0001, 0.00001, 'CAD'],
  ])('reads the forex pair %s in units', (symbol, normalised, pipSize, tickSize, quoteCurrency) => {
    expect(resolveInstrument(symbol)).toEqual({
      symbol: normalised,
      root: normalised,
      assetClass: 'forex',
      multiplier: 1,
      tickSize,
      pipSize,
      quoteCurrency,
    });
  });

  it.each([
    ['BTC/USDT', 'BTC/USDT', 'USDT'],
    ['BTCUSD', 'BTC/USD', 'USD'],
    ['btc-usd', 'BTC/USD', 'USD'],
    ['ETHBTC', 'ETH/BTC', 'BTC'],
    ['BTC', 'BTC', null],
  ])('reads the coin %s at a multiplier of 1', (symbol, normalised, quoteCurrency) => {
    expect(resolveInstrument(symbol)).toEqual({
      symbol: normalised,
      root: normalised,
      assetClass: 'crypto',
      multiplier: 1,
      tickSize: null,
      pipSize: null,
      quoteCurrency,
    });
  });

  it('reads anything else as a stock', () => {
    expect(resolveInstrument(' brk.b ')).toEqual({
      symbol: 'BRK.B',
      root: 'BRK.B',
      assetClass: 'stock',
      multiplier: 1,
      tickSize: 0.01,
      pipSize: null,
      quoteCurrency: null,
    });
    expect(resolveInstrument('US500', { assetClass: 'cfd' })).toMatchObject({
      assetClass: 'cfd',
      multiplier: 1,
    });
  });
});

describe('resolveInstrument: the instruments of the user', () => {
  it('lets a row for the root win over the defaults, field by field', () => {
    const overrides = [{ symbol: 'ES', multiplier: '50.5', tickSize: null, quoteCurrency: 'usd' }];
    expect(resolveInstrument('ESZ5', { overrides })).toMatchObject({
      symbol: 'ESZ5',
      multiplier: 50.5,
      tickSize: 0.25,
      quoteCurrency: 'USD',
    });
  });

  it('prefers a row for the exact symbol over one for its root', () => {
    const overrides = [
      { symbol: 'ES', multiplier: 40 },
      { symbol: 'es dec25', multiplier: 45 },
    ];
    expect(resolveInstrument('ESZ25', { overrides }).multiplier).toBe(45);
    expect(resolveInstrument('ESH26', { overrides }).multiplier).toBe(40);
  });

  it('reads the symbol with the asset class of its row', () => {
    const overrides = [{ symbol: 'US500', assetClass: 'cfd' as const, multiplier: 10, quoteCurrency: 'USD' }];
    expect(resolveInstrument('US500', { overrides })).toEqual({
      symbol: 'US500',
      root: 'US500',
      assetClass: 'cfd',
      multiplier: 10,
      tickSize: null,
      pipSize: null,
      quoteCurrency: 'USD',
    });
  });

  it('keeps the default for a value that is not a positive number', () => {
    const overrides = [{ symbol: 'CL', multiplier: 'abc', pipSize: -1 }];
    expect(resolveInstrument('CLZ5', { overrides })).toMatchObject({ multiplier: 1000, pipSize: null });
  });

  it('sets the pip of a forex pair from its row', () => {
    const overrides = [{ symbol: 'EUR/USD', pipSize: 0.001 }];
    expect(resolveInstrument('EURUSD', { overrides })).toMatchObject({ pipSize: 0.001, tickSize: 0.00001 });
  });
});
