import { parseImportFile } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { draftOf, guessDraft, mappingOf, missingFields } from './mapping-draft';
import { readTemplates } from './templates';

const HEADER = ['Trade Date', 'Time', 'Ticker', 'Action', 'Qty', 'Fill Price', 'Commission', 'Notes'];

describe('the column mapping screen', () => {
  it('guesses the usual header names and splits date and time columns', () => {
    const draft = guessDraft(HEADER, 'Europe/Berlin');
    expect(draft.columns).toEqual({
      date: 'Trade Date',
      clock: 'Time',
      symbol: 'Ticker',
      side: 'Action',
      quantity: 'Qty',
      price: 'Fill Price',
      commission: 'Commission',
    });
    expect(missingFields(draft)).toEqual([]);
  });

  it('names what is missing and gives no mapping until it is chosen', () => {
    const draft = guessDraft(['Moment', 'What', 'Qty'], 'UTC');
    expect(missingFields(draft)).toEqual(['Date and time', 'Symbol', 'Price']);
    expect(mappingOf(draft)).toBeNull();
  });

  it('reads a file through the mapping it makes, in the zone and decimals chosen', () => {
    const draft = {
      ...guessDraft(HEADER, 'Europe/Berlin'),
      decimal: ',' as const,
      dateFormat: 'DD.MM.YYYY HH:mm:ss',
    };
    const mapping = mappingOf(draft);
    expect(mapping).not.toBeNull();
    if (mapping === null) return;
    const content = [
      'Trade Date;Time;Ticker;Action;Qty;Fill Price;Commission;Notes',
      '02.03.2026;09:30:00;SAP;Buy;10;180,50;1,25;first',
      '02.03.2026;10:00:00;SAP;Sell;10;-3;1,25;bad price',
    ].join('\n');
    const result = parseImportFile({ fileName: 'broker.csv', content, timeZone: 'UTC', mapping });
    expect(result.format).toBe('generic');
    expect(result.executions).toMatchObject([
      {
        symbol: 'SAP',
        side: 'buy',
        quantity: 10,
        price: 180.5,
        commission: 1.25,
        time: '2026-03-02T09:30:00+01:00',
      },
    ]);
    expect(result.rowErrors).toMatchObject([{ line: 3, column: 'Fill Price', code: 'TRADE-002' }]);
  });

  it('keeps saved templates that still make a mapping and drops broken ones', () => {
    const good = mappingOf(guessDraft(HEADER, 'America/New_York'));
    const templates = readTemplates([
      { name: 'My broker', mapping: good },
      { name: 'Broken', mapping: { columns: { symbol: 'S' } } },
      'not a template',
    ]);
    expect(templates.map((template) => template.name)).toEqual(['My broker']);
    expect(draftOf(templates[0]?.mapping, 'UTC')?.timeZone).toBe('America/New_York');
  });

  it('guesses round-trip rows from a close time and an exit price, MetaTrader’s repeated columns included', () => {
    const draft = guessDraft(
      [
        'Time',
        'Position',
        'Symbol',
        'Type',
        'Volume',
        'Price',
        'Time (2)',
        'Price (2)',
        'Commission',
        'Profit',
      ],
      { timeZone: 'UTC', headerRow: 5, sheet: 'Sheet1' },
    );
    expect(draft.rows).toBe('round-trips');
    expect(draft.columns).toEqual({
      time: 'Time',
      closeTime: 'Time (2)',
      symbol: 'Symbol',
      side: 'Type',
      quantity: 'Volume',
      price: 'Price',
      exitPrice: 'Price (2)',
      commission: 'Commission',
      pnl: 'Profit',
      brokerExecutionId: 'Position',
    });
    expect(mappingOf(draft)).toMatchObject({ rows: 'round-trips', headerRow: 5, sheet: 'Sheet1' });
  });

  it('asks for the close and the exit price of round trips, and keeps them out of fill rows', () => {
    const trips = {
      ...guessDraft(['Opened', 'Symbol', 'Qty', 'Entry'], 'UTC'),
      rows: 'round-trips' as const,
    };
    expect(missingFields(trips)).toEqual(['Close date and time', 'Exit price']);
    const fills = { ...trips, rows: 'fills' as const, columns: { ...trips.columns, exitPrice: 'Entry' } };
    expect(mappingOf(fills)?.columns).not.toHaveProperty('exitPrice');
  });

  it('keeps the table place through a saved draft: header row, no header, rows left out', () => {
    const draft = { ...guessDraft(HEADER, 'UTC'), headerRow: 0, firstRow: 4, skipLast: 2, stopAt: ' Total ' };
    const mapping = mappingOf(draft);
    expect(mapping).toMatchObject({ headerRow: 0, firstRow: 4, skipLast: 2, stopAt: 'Total' });
    expect(draftOf(mapping, 'UTC')).toMatchObject({
      headerRow: 0,
      firstRow: 4,
      skipLast: 2,
      stopAt: 'Total',
    });
    // A mapping from before the table place: header on row 1, nothing left out, as then.
    expect(draftOf({ columns: { symbol: 'S' } }, 'UTC')).toMatchObject({
      headerRow: 1,
      firstRow: 0,
      skipLast: 0,
    });
  });
});
