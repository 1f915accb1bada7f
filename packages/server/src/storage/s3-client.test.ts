import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readText, S3Client } from './s3-client.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/**
 * A store that closes a kept-alive connection as the next request arrives on it, as an idle
 * connection closed by the store at the moment the client reuses it would look.
 */
async function storeClosingKeptConnections(): Promise<{ endpoint: string; answered: () => number }> {
  let answered = 0;
  const served = new WeakMap<object, number>();
  server = createServer((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (count > 1) {
      req.socket.destroy();
      return;
    }
    answered += 1;
    res.setHeader('connection', 'keep-alive');
    res.end('ok');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered: () => answered,
  };
}

describe('S3Client', () => {
  it('sends a request again on a new connection when the kept-alive one was closed under it', async () => {
    const store = await storeClosingKeptConnections();
    const client = new S3Client({
      endpoint: store.endpoint,
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: '',
      timeoutMs: 5_000,
    });
    try {
      for (let i = 0; i < 3; i++) {
        const response = await client.send({ method: 'GET', key: `objects/${i}` });
        expect(response.status).toBe(200);
        expect(await readText(response.body, 100)).toBe('ok');
      }
      expect(store.answered()).toBe(3);
    } finally {
      client.close();
    }
  });
});
