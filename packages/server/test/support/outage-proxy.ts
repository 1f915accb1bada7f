import net from 'node:net';

/**
 * A TCP hop between a server and PostgreSQL that can be cut, as a database outage seen from that
 * server would be, while other connections to the database go on working.
 */
export async function outageProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    for (const [a, b] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** The database's URL through the hop. */
    url(database: string): string {
      const proxied = new URL(database);
      proxied.port = String(port);
      return proxied.toString();
    },
    /** Drops every connection and refuses new ones. */
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
