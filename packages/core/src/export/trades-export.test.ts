import { describe, expect, it } from 'vitest';
import { readDelimited } from '../import/delimited.ts';
import { exportFileName } from './file-name.ts';
import { tradesExportCsv, type TradeExportRow } from './trades-export.ts';

const CLOSED: TradeExportRow = {
  id: 't-1',
  account: 'Main',
  symbol: 'AAPL',
  assetClass: 'stock',
  side: 'long',
  status: 'closed',
  openedAt: '2026-03-09T13:30:00+00:00',
  closedAt: '2026-03-09T19:59:30.5+00:00',
  quantity: '100',
  entry: '187.2500',
  exit: '190.10',
  currency: 'USD',
  net: '-12.50',
  gross: '285.00',
  costs: '1.35',
  r: '-0.25',
  initialRisk: '50',
  strategy: '=Breakout',
  tags: ['A+ setup', 'revenge'],
  rating: 4,
  notes: 'Held, then "sold"\nlate',
};

const PLANNED: TradeExportRow = {
  ...CLOSED,
  id: 't-2',
  status: 'planned',
  openedAt: null,
  closedAt: null,
  exit: null,
  net: null,
  gross: null,
  r: null,
  strategy: null,
  tags: [],
  rating: null,
  notes: null,
};

describe('tradesExportCsv', () => {
  it('writes one row per trade with exact amounts, both times and the tags joined', () => {
    const rows = readDelimited(tradesExportCsv([CLOSED, PLANNED], { timeZone: 'America/New_York' }), ',');
    const [header, closed, planned] = rows.map((row) => row.cells);
    expect(rows).toHaveLength(3);
    const cell = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell(closed, 'opened_at')).toBe('2026-03-09T13:30:00+00:00');
    expect(cell(closed, 'opened_local (America/New_York)')).toBe('2026-03-09 09:30:00');
    expect(cell(closed, 'closed_local (America/New_York)')).toBe('2026-03-09 15:59:30');
    expect(cell(closed, 'entry_price')).toBe('187.2500');
    expect(cell(closed, 'net_pnl')).toBe('-12.50');
    expect(cell(closed, 'r_multiple')).toBe('-0.25');
    expect(cell(closed, 'tags')).toBe('A+ setup; revenge');
    expect(cell(closed, 'rating')).toBe('4');
    expect(cell(closed, 'notes')).toBe('Held, then "sold"\nlate');
    expect(cell(closed, 'strategy')).toBe("'=Breakout");
    expect(cell(planned, 'opened_local (America/New_York)')).toBe('');
    expect(cell(planned, 'tags')).toBe('');
    expect(cell(planned, 'net_pnl')).toBe('');
  });

  it('lists the columns in a fixed order', () => {
    const [header] = tradesExportCsv([], { timeZone: 'UTC' }).split('\r\n');
    expect(header).toBe(
      'id,account,symbol,asset_class,side,status,opened_at,opened_local (UTC),closed_at,closed_local (UTC),' +
        'quantity,entry_price,exit_price,currency,net_pnl,gross_pnl,costs,r_multiple,initial_risk,strategy,' +
        'tags,rating,notes',
    );
  });
});

describe('exportFileName', () => {
  it('names the file for the day in the trader’s zone', () => {
    const now = new Date('2026-11-24T23:30:00Z');
    expect(exportFileName('trades', now, 'UTC')).toBe('edgelog-trades-2026-11-24.csv');
    expect(exportFileName('fills', now, 'Europe/Berlin')).toBe('edgelog-fills-2026-11-25.csv');
  });
});
