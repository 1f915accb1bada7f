import { connect } from 'node:net';

export interface SlowAnswer {
  status: number;
  body: string;
  /** Whether every byte of the body was written before the connection ended. */
  sentAll: boolean;
  /** The socket error the client met (a reset, a broken pipe), if any. */
  error: string | null;
}

/**
 * POSTs a body of `size` bytes over a raw socket, a MiB at a time with a pause between, as a client
 * on a real network does, and reads the answer while still sending. A server that answers early and
 * closes leaves such a client writing into a reset connection.
 */
export function postSlowly(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  size: number,
): Promise<SlowAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let sent = 0;
    let error: string | null = null;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        body: rest.join('\r\n\r\n'),
        sentAll: sent >= size,
        error,
      });
      socket.destroy();
    };
    const answered = () => {
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, split))?.[1];
      return split >= 0 && length !== undefined && Buffer.byteLength(text.slice(split + 4)) >= Number(length);
    };
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (sent >= size && answered()) finish();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      error = err.code ?? err.message;
      finish();
    });
    socket.on('close', finish);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const writeNext = () => {
      if (settled) return;
      if (sent >= size) {
        if (answered()) finish();
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += piece.length;
      const more = socket.write(piece);
      const later = () => setTimeout(writeNext, 2);
      if (more) later();
      else socket.once('drain', later);
    };
    socket.on('connect', () => {
      const lines = [
        `POST ${path} HTTP/1.1`,
        `Host: ${url.host}`,
        `Content-Length: ${size}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      writeNext();
    });
  });
}
