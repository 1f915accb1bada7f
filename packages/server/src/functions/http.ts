import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** Connection-level headers that describe the hop to us, not the request. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/**
 * The web-standard Request a handler receives. Its URL path starts at the function's name
 * (`/hello/sub/path?x=1`), as in Supabase's edge runtime; the host is the one the client used.
 */
export function toWebRequest(
  request: FastifyRequest,
  name: string,
  rest: string,
  signal: AbortSignal,
): Request {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const url = `${request.protocol}://${request.host}/${name}${rest ? `/${rest}` : ''}${query}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(key)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
    signal,
  });
}

/** Sends the handler's Response: status, headers (every Set-Cookie) and the body, streamed. */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  head: boolean,
): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && !HOP_BY_HOP.has(key)) reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (head || !response.body) {
    await response.body?.cancel();
    return reply.send();
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}
