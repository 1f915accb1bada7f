// A trade's money adds up into its account's balance, so every sample trade is in its account's
// currency: each account trades only what is quoted in that currency.
import { describe, expect, it } from 'vitest';
import { PROFILES } from './accounts.ts';
import { generateDemoJournal } from './generate.ts';
import { Markets, offers, universe } from './markets.ts';
import { Random } from './random.ts';

const rootsOf = (market: Parameters<typeof universe>[0], currency: string) =>
  universe(market, currency).map((i) => i.root);

describe('what each market offers an account', () => {
  it('offers forex pairs quoted in the account’s currency only: the dollar majors, none in euros', () => {
    expect(rootsOf('forex', 'USD')).toEqual(['EURUSD', 'GBPUSD', 'AUDUSD', 'NZDUSD']);
    expect(rootsOf('forex', 'EUR')).toEqual([]);
    expect(offers('forex', 'EUR')).toBe(false);
  });

  it('offers the coins quoted in the account’s currency', () => {
    expect(rootsOf('crypto', 'EUR')).toEqual(['BTCEUR', 'ETHEUR', 'SOLEUR', 'XRPEUR']);
    expect(rootsOf('crypto', 'USD')).toEqual(['BTCUSD', 'ETHUSD', 'SOLUSD', 'XRPUSD']);
  });

  it('offers US stocks, options and futures to a dollar account only', () => {
    for (const market of ['stock', 'option', 'future', 'micro-future'] as const) {
      expect(offers(market, 'USD'), market).toBe(true);
      expect(offers(market, 'EUR'), market).toBe(false);
    }
  });

  it('gives every account something to trade in each of its markets', () => {
    for (const profile of PROFILES)
      for (const [market] of profile.markets)
        expect(offers(market, profile.currency), profile.name).toBe(true);
    expect(new Set(PROFILES.map((p) => p.currency))).toEqual(new Set(['USD', 'EUR']));
  });

  it('refuses to pick from a market with nothing in the account’s currency, rather than search for ever', () => {
    const markets = new Markets(new Random(1));
    expect(() => markets.choose('forex', 'EUR', 20_000, false, () => true)).toThrow(/EUR/);
    expect(markets.choose('forex', 'USD', 20_000, false, () => true)?.instrument.currency).toBe('USD');
  });
});

describe('sample trades and their accounts', () => {
  const journal = generateDemoJournal({ seed: 314, trades: 5000, accounts: PROFILES.length });
  const currencyOf = new Map(journal.accounts.map((a) => [a.ref, a.currency]));

  it('put every trade in its account’s currency, over all accounts', () => {
    expect(journal.trades).toHaveLength(5000);
    expect(new Set(journal.trades.map((t) => t.accountRef)).size).toBe(PROFILES.length);
    for (const trade of journal.trades)
      expect(trade.currency, trade.ref).toBe(currencyOf.get(trade.accountRef));
    expect(new Set(journal.trades.map((t) => t.currency))).toEqual(new Set(['USD', 'EUR']));
  });

  it('read from the symbols alone: pairs and coins quoted in the account’s currency, US listings in dollars', () => {
    for (const trade of journal.trades) {
      const currency = currencyOf.get(trade.accountRef);
      if (trade.assetClass === 'forex' || trade.assetClass === 'crypto')
        expect(trade.symbol.slice(-3), trade.ref).toBe(currency);
      else expect(currency, `${trade.ref} ${trade.symbol}`).toBe('USD');
    }
  });
});
