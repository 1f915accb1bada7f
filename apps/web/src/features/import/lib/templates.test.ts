import { parseImportFile } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import v1 from './fixtures/import-templates-v1.json';
import { guessDraft, mappingOf } from './mapping-draft';
import { matchingTemplate, readTemplates, restoreTemplate, templateOf, TEMPLATE_VERSION } from './templates';

const TITLED = [
  ['Trade History Report'],
  ['Account:', '5012345'],
  ['Opened', 'Closed', 'Instrument', 'Direction', 'Size', 'Open price', 'Close price'],
  ['2026-03-02 09:30', '2026-03-02 09:40', 'ESH6', 'Short', '2', '5000', '4990'],
];

describe('saved import templates', () => {
  it('loads the templates saved before versions (fixture) as the current version, mapping unchanged', () => {
    const templates = readTemplates(v1);
    expect(templates.map((template) => [template.version, template.name, template.headers])).toEqual([
      [TEMPLATE_VERSION, 'My broker', undefined],
      [TEMPLATE_VERSION, 'Split dates', undefined],
    ]);
    expect(templates[0]?.mapping).toEqual({ ...v1[0]?.mapping, decimal: ',' });
    // No zone saved: none given, so the file's chosen zone applies as before.
    expect(templates[1]?.mapping.timeZone).toBeUndefined();
    const result = parseImportFile({
      fileName: 'my-broker.csv',
      content: 'Moment;Ticker;Action;Qty;Fill Price;Comm\n02.03.2026 09:30:00;SAP;Buy;10;180,50;1,25\n',
      timeZone: 'UTC',
      mapping: templates[0]?.mapping,
    });
    expect(result.executions).toMatchObject([
      { symbol: 'SAP', price: 180.5, time: '2026-03-02T09:30:00+01:00' },
    ]);
    expect(restoreTemplate({ name: 'x', mapping: { columns: { symbol: 'S' } } })).toBeNull();
  });

  it('offers the template saved from the same header again, at the header row it names', () => {
    const draft = { ...guessDraft(TITLED[2] ?? [], { timeZone: 'UTC', headerRow: 3 }) };
    const mapping = mappingOf(draft);
    expect(draft.rows).toBe('round-trips');
    expect(mapping).toMatchObject({ rows: 'round-trips', headerRow: 3 });
    if (mapping === null) return;
    const saved = templateOf('Futures journal', mapping, TITLED);
    expect(saved.headers).toEqual(TITLED[2]);
    const other = templateOf('Other', { ...mapping, headerRow: 1 }, [['Date', 'Symbol', 'Qty', 'Price']]);
    const shown = { sheet: null, table: null };
    expect(matchingTemplate([other, saved], TITLED, shown)?.name).toBe('Futures journal');
    // Another column in the file: not the same header, no template offered.
    const changed = TITLED.map((row, index) => (index === 2 ? [...row, 'Notes'] : row));
    expect(matchingTemplate([saved], changed, shown)).toBeNull();
    // A template of another sheet is not offered for this one.
    expect(
      matchingTemplate([{ ...saved, mapping: { ...mapping, sheet: 'Other' } }], TITLED, {
        sheet: 'Trades',
        table: null,
      }),
    ).toBeNull();
  });

  it('offers a template saved before headers were kept when the file has every column it names', () => {
    const [old] = readTemplates(v1);
    const rows = [['Moment', 'Ticker', 'Action', 'Qty', 'Fill Price', 'Comm', 'Extra']];
    expect(old && matchingTemplate([old], rows, { sheet: null, table: null })?.name).toBe('My broker');
    expect(old && matchingTemplate([old], [['Moment', 'Ticker']], { sheet: null, table: null })).toBeNull();
  });
});
