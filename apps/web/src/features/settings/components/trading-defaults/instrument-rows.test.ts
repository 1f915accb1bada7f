import { FUTURES } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import type { InstrumentRow } from './api';
import { instrumentLines, matchesSearch } from './instrument-rows';

const row = (overrides: Partial<InstrumentRow>): InstrumentRow => ({
  id: 'r1',
  symbol: 'ES',
  asset_class: 'future',
  multiplier: '50',
  tick_size: null,
  pip_size: null,
  quote_currency: null,
  ...overrides,
});

describe('the instruments table', () => {
  it('lists every built-in future with its point value and tick when the trader has no rows', () => {
    const lines = instrumentLines([]);
    expect(lines).toHaveLength(FUTURES.size);
    expect(lines.find((line) => line.symbol === 'ES')).toMatchObject({
      multiplier: 50,
      tickSize: 0.25,
      quoteCurrency: 'USD',
      builtIn: true,
      override: null,
    });
  });

  it("shows the trader's row over a built-in, keeping the default where the row leaves a size empty", () => {
    const lines = instrumentLines([row({ multiplier: '55' })]);
    expect(lines).toHaveLength(FUTURES.size);
    expect(lines[0]).toMatchObject({ symbol: 'ES', multiplier: 55, tickSize: 0.25, builtIn: true });
    expect(lines[0]?.override?.id).toBe('r1');
  });

  it("adds the trader's own instruments first", () => {
    const lines = instrumentLines([
      row({ id: 'x', symbol: 'XAU/USD', asset_class: 'cfd', multiplier: '100', quote_currency: 'USD' }),
    ]);
    expect(lines).toHaveLength(FUTURES.size + 1);
    expect(lines[0]).toMatchObject({ symbol: 'XAU/USD', assetClass: 'cfd', multiplier: 100, builtIn: false });
  });

  it('finds lines by part of the symbol, in any case', () => {
    const lines = instrumentLines([]);
    expect(lines.filter((line) => matchesSearch(line, 'mn')).map((line) => line.symbol)).toEqual(['MNQ']);
    expect(lines.filter((line) => matchesSearch(line, ' '))).toHaveLength(FUTURES.size);
  });
});
