import { describe, expect, it } from 'vitest';
import { checkInstrumentForm, EMPTY_INSTRUMENT_FORM } from './instrument-form';

describe('the instrument override form', () => {
  it('saves the symbol in capitals, sizes as typed and empty sizes as none', () => {
    expect(
      checkInstrumentForm({ ...EMPTY_INSTRUMENT_FORM, symbol: ' mes ', multiplier: '5', tickSize: '0,25' }),
    ).toEqual({
      ok: true,
      input: {
        symbol: 'MES',
        asset_class: 'future',
        multiplier: '5',
        tick_size: '0.25',
        pip_size: null,
        quote_currency: null,
      },
    });
  });

  it('keeps a quote currency in capitals', () => {
    const check = checkInstrumentForm({
      ...EMPTY_INSTRUMENT_FORM,
      symbol: 'XAU/USD',
      assetClass: 'cfd',
      multiplier: '100',
      quoteCurrency: 'usd',
    });
    expect(check.ok && check.input.quote_currency).toBe('USD');
  });

  it('refuses a missing multiplier, a zero tick, a symbol with a space and a long currency', () => {
    const check = checkInstrumentForm({
      symbol: 'ES Z5',
      assetClass: 'future',
      multiplier: '',
      tickSize: '0',
      pipSize: '',
      quoteCurrency: 'USDT',
    });
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(Object.keys(check.issues).sort()).toEqual(['multiplier', 'quoteCurrency', 'symbol', 'tickSize']);
  });

  it('refuses an unknown asset class', () => {
    const check = checkInstrumentForm({
      ...EMPTY_INSTRUMENT_FORM,
      symbol: 'X',
      assetClass: 'bond',
      multiplier: '1',
    });
    expect(check.ok).toBe(false);
  });
});
