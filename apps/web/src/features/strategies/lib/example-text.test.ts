import { afterEach, describe, expect, it } from 'vitest';
import { setDisplaySource } from '@/lib/format/current-display';
import { signedAmount, tradeLabel } from './example-text';

describe('example text', () => {
  it("writes an amount with its sign, grouped, in its currency's minor units", () => {
    expect(signedAmount('1250.5')).toBe('+1,250.50');
    expect(signedAmount('-75')).toBe('\u221275.00');
    expect(signedAmount('0.00')).toBe('0.00');
    expect(signedAmount('12.3456', 'USD')).toBe('+12.35');
    expect(signedAmount('11025.5', 'JPY')).toBe('+11,026');
    expect(signedAmount('1.2345', 'KWD')).toBe('+1.235');
  });

  it('names a trade by symbol, side, day and result', () => {
    const trade = {
      symbol: 'ES',
      side: 'long' as const,
      opened_at: '2026-03-02T14:30:00Z',
      closed_at: '2026-03-02T15:00:00Z',
      currency: 'USD',
      net: '1250',
    };
    expect(tradeLabel(trade, 'UTC')).toBe('ES long · 2026-03-02 · +1,250.00 USD');
    expect(tradeLabel({ ...trade, closed_at: '2026-03-03T01:00:00Z' }, 'America/New_York')).toMatch(
      /2026-03-02/,
    );
    expect(tradeLabel({ ...trade, closed_at: null, net: null }, 'UTC')).toBe('ES long · 2026-03-02 · open');
  });
});

describe("example text with the trader's formats", () => {
  afterEach(() => setDisplaySource(null));

  it('writes the day and amount as chosen, the amount masked under privacy mode', () => {
    const trader = {
      numberFormat: '1 234,56',
      dateFormat: 'DD.MM.YYYY',
      timeZone: 'UTC',
      privacy: false,
    } as const;
    setDisplaySource(() => trader);
    const trade = {
      symbol: 'ES',
      side: 'long',
      opened_at: '2026-03-02T14:00:00Z',
      closed_at: '2026-03-02T15:00:00Z',
      currency: 'USD',
      net: '1250',
    } as const;
    expect(tradeLabel(trade, 'UTC')).toBe('ES long · 02.03.2026 · +1\u00a0250,00 USD');
    setDisplaySource(() => ({ ...trader, privacy: true }));
    expect(signedAmount('1250')).toBe('•••');
  });
});
