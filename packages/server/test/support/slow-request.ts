import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** A JSON POST whose head is sent now and whose body is sent when `finish` is called. */
export function startSlowPost(baseUrl: string, path: string, headers: Record<string, string>) {
  const url = new URL(path, baseUrl);
  const req = httpRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers },
  });
  const answer = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      });
      req.on('error', reject);
    },
  );
  answer.catch(() => undefined);
  req.flushHeaders();
  // The server has the request once the head is on the wire and it had a moment to route it.
  const started = new Promise<void>((resolve) =>
    req.once('socket', (s) => s.once('connect', () => setTimeout(resolve, 200))),
  );
  return {
    started,
    answer,
    finish(body: string) {
      req.end(body);
    },
  };
}
