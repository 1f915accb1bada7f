import { describe, expect, it } from 'vitest';
import { BASE_CURRENCIES, MARKETS, TRADING_STYLES } from './lists.ts';
import { checkProfileForm, profileRow, type ProfileFormValues } from './profile-form.ts';

const valid: ProfileFormValues = {
  fullName: 'Alice Trader',
  bio: 'Swing trader, mostly futures.',
  baseCurrency: 'EUR',
  timeZone: 'Europe/Paris',
  tradingStyle: 'swing',
  markets: ['future', 'forex'],
};

const fieldsOf = (values: Partial<ProfileFormValues>, zones?: readonly string[]) =>
  checkProfileForm({ ...valid, ...values }, zones ? { timeZones: zones } : {}).map((i) => [i.field, i.code]);

describe('checkProfileForm', () => {
  it('accepts a full profile and an empty one with its required picks', () => {
    expect(checkProfileForm(valid)).toEqual([]);
    expect(fieldsOf({ fullName: '', bio: '', tradingStyle: '', markets: [] })).toEqual([]);
  });

  it('counts characters as the database does, so 200 emoji are a valid name', () => {
    expect(fieldsOf({ fullName: '😀'.repeat(200) })).toEqual([]);
    expect(fieldsOf({ fullName: 'n'.repeat(201) })).toEqual([['fullName', 'VALIDATION-011']]);
    expect(fieldsOf({ bio: 'b'.repeat(500) })).toEqual([]);
    expect(fieldsOf({ bio: 'b'.repeat(501) })).toEqual([['bio', 'VALIDATION-011']]);
    expect(fieldsOf({ bio: `  ${'b'.repeat(500)}  ` })).toEqual([]);
  });

  it('takes a base currency from the list only', () => {
    expect(fieldsOf({ baseCurrency: 'usd' })).toEqual([]);
    expect(fieldsOf({ baseCurrency: '' })).toEqual([['baseCurrency', 'VALIDATION-001']]);
    expect(fieldsOf({ baseCurrency: 'XYZ' })).toEqual([['baseCurrency', 'VALIDATION-002']]);
    expect(fieldsOf({ baseCurrency: 'BTC' })).toEqual([['baseCurrency', 'VALIDATION-002']]);
  });

  it('takes an IANA time zone the runtime or the given list knows, never an offset', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) {
      expect(fieldsOf({ timeZone: zone })).toEqual([]);
    }
    expect(fieldsOf({ timeZone: '' })).toEqual([['timeZone', 'VALIDATION-001']]);
    for (const zone of ['Mars/Olympus_Mons', '+02:00', 'GMT+2', 'Europe/Paris; drop', 'x'.repeat(65)]) {
      expect(fieldsOf({ timeZone: zone })).toEqual([['timeZone', 'VALIDATION-002']]);
    }
    expect(fieldsOf({ timeZone: 'Europe/Paris' }, ['Europe/London'])).toEqual([
      ['timeZone', 'VALIDATION-002'],
    ]);
    expect(fieldsOf({ timeZone: 'Europe/London' }, ['Europe/London'])).toEqual([]);
    expect(fieldsOf({ timeZone: 'UTC' }, ['Europe/London'])).toEqual([]);
  });

  it('takes a trading style and markets from the lists, each market once', () => {
    expect(fieldsOf({ tradingStyle: 'hodl' })).toEqual([['tradingStyle', 'VALIDATION-002']]);
    expect(fieldsOf({ markets: ['stock', 'bonds'] })).toEqual([['markets', 'VALIDATION-002']]);
    expect(fieldsOf({ markets: ['stock', 'stock'] })).toEqual([['markets', 'VALIDATION-002']]);
    expect(fieldsOf({ markets: MARKETS.map((m) => m.value) })).toEqual([]);
  });

  it('tells every problem at once, with a message each', () => {
    const issues = checkProfileForm({
      fullName: 'n'.repeat(201),
      bio: 'b'.repeat(501),
      baseCurrency: '',
      timeZone: 'Nowhere',
      tradingStyle: 'hodl',
      markets: ['bonds'],
    });
    expect(issues.map((i) => i.field)).toEqual([
      'fullName',
      'bio',
      'baseCurrency',
      'timeZone',
      'tradingStyle',
      'markets',
    ]);
    expect(issues.every((i) => i.message.length > 0)).toBe(true);
  });
});

describe('profileRow', () => {
  it('saves trimmed text, none as null, the currency in capitals and the markets in list order', () => {
    expect(
      profileRow(
        {
          ...valid,
          fullName: '  ',
          bio: ' Notes ',
          baseCurrency: 'gbp',
          tradingStyle: '',
          markets: ['forex', 'stock'],
        },
        MARKETS.map((m) => m.value),
      ),
    ).toEqual({
      full_name: null,
      bio: 'Notes',
      base_currency: 'GBP',
      timezone: 'Europe/Paris',
      trading_style: null,
      markets: ['stock', 'forex'],
    });
  });
});

describe('the lists', () => {
  it("hold the database's values once each, with a label", () => {
    expect(TRADING_STYLES.map((s) => s.value)).toEqual(['scalping', 'day', 'swing', 'position', 'investing']);
    expect(MARKETS.map((m) => m.value)).toEqual(['stock', 'option', 'future', 'forex', 'crypto', 'cfd']);
    const codes = BASE_CURRENCIES.map((c) => c.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
    expect(codes.slice(0, 2)).toEqual(['USD', 'EUR']);
    for (const list of [TRADING_STYLES, MARKETS, BASE_CURRENCIES]) {
      expect(list.every((choice) => choice.label.length > 0)).toBe(true);
    }
  });
});
