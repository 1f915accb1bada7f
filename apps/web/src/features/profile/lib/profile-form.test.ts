import { describe, expect, it } from 'vitest';
import { changedColumns, formValuesOf, type ProfileSource } from './profile-form';

const NOW = new Date('2026-03-02T10:00:00Z');
const ORDER = ['stock', 'option', 'future', 'forex', 'crypto', 'cfd'];
const ROW: ProfileSource = {
  full_name: 'Ada Lovelace',
  trading_style: null,
  markets: ['forex', 'stock'],
  base_currency: 'USD',
  timezone: 'Europe/London',
  bio: null,
};

describe('formValuesOf', () => {
  it('gives empty text for what the profile leaves out', () => {
    expect(formValuesOf({ ...ROW, full_name: null })).toEqual({
      fullName: '',
      tradingStyle: '',
      markets: ['forex', 'stock'],
      baseCurrency: 'USD',
      timeZone: 'Europe/London',
      bio: '',
    });
  });
});

describe('changedColumns', () => {
  it('writes nothing when nothing changed, whatever the order the markets were ticked in', () => {
    const values = { ...formValuesOf(ROW), markets: ['stock', 'forex'], fullName: ' Ada Lovelace ' };
    expect(changedColumns(ROW, values, NOW, ORDER)).toEqual({});
  });

  it('writes only the changed columns, blanks as null, markets in list order', () => {
    const values = {
      ...formValuesOf(ROW),
      fullName: '   ',
      tradingStyle: 'swing',
      markets: ['crypto', 'stock'],
      baseCurrency: 'eur',
      bio: 'Trend follower.',
    };
    expect(changedColumns(ROW, values, NOW, ORDER)).toEqual({
      full_name: null,
      trading_style: 'swing',
      markets: ['stock', 'crypto'],
      base_currency: 'EUR',
      bio: 'Trend follower.',
    });
  });

  it('stamps the zone as chosen only when another zone is picked', () => {
    const values = { ...formValuesOf(ROW), timeZone: 'Asia/Tokyo' };
    expect(changedColumns(ROW, values, NOW, ORDER)).toEqual({
      timezone: 'Asia/Tokyo',
      timezone_chosen_at: '2026-03-02T10:00:00.000Z',
    });
  });
});
