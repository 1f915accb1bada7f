import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ColumnMapping } from '@edgelog/core';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection, PlanRequest } from './import-api';
import { createImportSession } from './session';

// A file no broker format knows: only a column mapping reads it.
const UNKNOWN =
  'When,Ticker,Way,Qty,At\n2026-01-05 14:00:00,AAPL,buy,10,100.5\n2026-01-05 15:00:00,AAPL,sell,10,101\n';
const MAPPING: ColumnMapping = {
  columns: { time: 'When', symbol: 'Ticker', side: 'Way', quantity: 'Qty', price: 'At' },
  dateFormat: 'YYYY-MM-DD HH:mm:ss',
  timeZone: 'UTC',
};
const quiet = () => undefined;

describe('a file the trader leaves out after a mapping read it', () => {
  // A real HTTP server answering as the data API does for an empty account.
  let server: Server;
  let connection: Connection;
  beforeAll(async () => {
    server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(request.url?.includes('import_keys') ? '{}' : '[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    connection = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      apiKey: 'k',
      accessToken: 't',
    };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = (): PlanRequest => ({
    connection,
    accountId: 'acc',
    accountCurrency: 'USD',
    timeZone: 'UTC',
  });
  const twoFiles = [
    new File([UNKNOWN], 'mine.csv'),
    new File([UNKNOWN.replaceAll('AAPL', 'MSFT')], 'other.csv'),
  ];

  it('reads through the mapping, then plans none of its fills once skipped', async () => {
    const session = createImportSession();
    const read = await session.read({ files: twoFiles, timeZone: 'UTC' }, quiet);
    expect(read.map((file) => file.format)).toEqual([null, null]);
    const mapped = await session.remap(0, MAPPING, 'UTC');
    expect(mapped).toMatchObject({ format: 'generic', fills: 2 });
    await session.remap(1, MAPPING, 'UTC');
    expect((await session.plan(request(), quiet)).fills).toBe(4);

    const skipped = await session.skip(0);
    expect(skipped).toMatchObject({ index: 0, format: null, fills: 0, skippedByTrader: true });
    const plan = await session.plan(request(), quiet);
    expect(plan.fills).toBe(2);
    expect((await session.trades(0, 10)).map((trade) => trade.symbol)).toEqual(['MSFT']);
    expect(plan.files[0]).toMatchObject({ format: null, skippedByTrader: true });
  });

  it('reads a skipped file again when the trader maps it after all', async () => {
    const session = createImportSession();
    await session.read({ files: twoFiles.slice(0, 1), timeZone: 'UTC' }, quiet);
    await session.skip(0);
    const again = await session.remap(0, MAPPING, 'UTC');
    expect(again.fills).toBe(2);
    expect(again.skippedByTrader).toBeUndefined();
    expect((await session.plan(request(), quiet)).fills).toBe(2);
  });
});

describe('files nothing can be read from', () => {
  it('are summarised with their sentence and no mapping sample, mapped or not', async () => {
    const session = createImportSession();
    const pdf = new File(
      [new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a])],
      'statement.pdf',
    );
    const empty = new File([''], 'trades.csv');
    const [pdfSummary, emptySummary] = await session.read({ files: [pdf, empty], timeZone: 'UTC' }, quiet);
    expect(pdfSummary).toMatchObject({ format: null, fills: 0, sample: null });
    expect(pdfSummary?.refusal).toMatch(/^statement\.pdf is a PDF: /);
    expect(emptySummary).toMatchObject({ format: null, sample: null });
    expect(emptySummary?.refusal).toMatch(/^trades\.csv is empty: /);
    // A header the generic format knows, with no rows under it.
    const mapped = await session.remap(1, MAPPING, 'UTC');
    expect(mapped.refusal).toMatch(/is empty/);
  });
});

describe('a zip of exports', () => {
  it('is read file by file, naming what it leaves out', async () => {
    const session = createImportSession();
    const archive = zipSync({
      'monday.csv': strToU8(UNKNOWN),
      'tuesday.csv': strToU8(UNKNOWN.replaceAll('AAPL', 'MSFT')),
      'logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    const read = await session.read({ files: [new File([archive], 'week.zip')], timeZone: 'UTC' }, quiet);
    expect(read.map((file) => [file.index, file.name, file.format])).toEqual([
      [0, 'week.zip/monday.csv', null],
      [1, 'week.zip/tuesday.csv', null],
    ]);
    expect(read[0]?.warnings).toContainEqual({
      message: 'week.zip: logo.png left out (not a file the importer reads)',
    });
    expect(read[1]?.warnings).not.toContainEqual(
      expect.objectContaining({ message: expect.stringMatching(/left out/) }),
    );
    expect((await session.remap(1, MAPPING, 'UTC')).fills).toBe(2);
  });

  it('that unpacks to nothing readable is refused in one sentence', async () => {
    const session = createImportSession();
    const archive = zipSync({ 'logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]) });
    const [only] = await session.read({ files: [new File([archive], 'pics.zip')], timeZone: 'UTC' }, quiet);
    expect(only).toMatchObject({ name: 'pics.zip', format: null, sample: null });
    expect(only?.refusal).toMatch(/^pics\.zip holds no file the importer reads/);
  });
});
