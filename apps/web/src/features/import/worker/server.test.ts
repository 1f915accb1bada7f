import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { classifyError, type SaveTradeInput } from '@edgelog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFailed } from '../api/worker-client';
import { fetchExisting, type ImportErrorBody } from './server';
import { planParts } from './server';

const trade = (symbol: string, fills: number): SaveTradeInput => ({
  account_id: 'acc',
  symbol,
  asset_class: 'stock',
  multiplier: '1',
  currency: null,
  executions: Array.from({ length: fills }, (_, i) => ({
    executed_at: `2026-01-05T14:00:0${i % 10}Z`,
    side: i % 2 === 0 ? 'buy' : 'sell',
    quantity: '1',
    price: '100.25',
    commission: '0',
    fees: '0',
    currency: null,
    broker_execution_id: null,
    order_id: null,
    import_key: `k-${symbol}-${i}`,
  })),
});

describe('a plan sent in parts', () => {
  it('is one part while it fits, and every trade exactly once, in order, when cut', () => {
    const trades = Array.from({ length: 50 }, (_, i) => trade(`S${String(i).padStart(2, '0')}`, 2));
    expect(planParts(trades)).toEqual([trades]);
    // Sizes as sent: nulls left out.
    const sent = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => item ?? undefined).length;
    const size = sent(trades[0]);
    const parts = planParts(trades, size * 7 + 7);
    expect(parts.map((part) => part.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 1]);
    expect(parts.flat()).toEqual(trades);
    // Each part within the limit, its two brackets aside.
    for (const part of parts) expect(sent(part)).toBeLessThanOrEqual(size * 7 + 7 + 2);
  });

  it('keeps a trade bigger than a part whole, alone in its part', () => {
    const big = trade('BIG', 200);
    expect(planParts([trade('A', 2), big, trade('B', 2)], 500)).toEqual([
      [trade('A', 2)],
      [big],
      [trade('B', 2)],
    ]);
  });
});

describe('a failed call to the server', () => {
  // A real HTTP server answering as a gateway or the data API would.
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url?.includes('gateway')) {
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      } else if (request.url?.includes('garbled')) {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>maintenance</html>');
      } else {
        response.writeHead(409, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ code: 'PT409', message: 'TRADE-007: the journal changed since the preview' }),
        );
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const failure = async (path: string): Promise<ImportErrorBody> => {
    try {
      await fetchExisting({ url: `${url}/${path}`, apiKey: 'k', accessToken: 't' }, 'a', 'f', 't');
    } catch (error) {
      return error as ImportErrorBody;
    }
    throw new Error('the call did not fail');
  };

  it('keeps the HTTP status of an answer that is not JSON, so the catalogue names a network failure', async () => {
    const body = await failure('gateway');
    expect(body).toMatchObject({ importError: true, status: 502 });
    expect(classifyError(new ImportFailed(body))).toBe('NETWORK-001');
  });

  it('refuses a successful answer that is not JSON instead of reading it as data', async () => {
    expect(await failure('garbled')).toMatchObject({ importError: true, status: 200 });
  });

  it('names the journal changing since the preview, with its catalogue code', async () => {
    const failed = new ImportFailed(await failure('conflict'));
    expect(failed).toMatchObject({ status: 409, journalChanged: true, code: 'TRADE-007' });
    expect(classifyError(failed)).toBe('TRADE-007');
  });
});
