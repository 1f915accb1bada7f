import { createHash } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  amzDateOf,
  EMPTY_SHA256,
  encodePath,
  sha256Hex,
  signRequest,
  type S3Credentials,
} from './s3-signing.ts';

/** Where an S3-compatible store is and how to address it. */
export interface S3Settings extends S3Credentials {
  /** `https://s3.<region>.amazonaws.com` when unset. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
  /** Prepended to every key (`edgelog/` keeps one bucket for several uses). */
  prefix: string;
  /** How long a call may go without a byte in either direction before it fails. */
  timeoutMs: number;
}

/** A failed call: no answer (`status` undefined), or S3's error status and code. */
export class S3Failure extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'S3Failure';
  }
}

/** A kept-alive connection the store had closed: the request never reached it. */
class StaleConnection extends S3Failure {}

export interface S3Request {
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** The object key (the prefix is added here); none addresses the bucket. */
  key?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A buffer, or a stream of `contentLength` bytes whose SHA-256 is `payloadHash`. */
  body?: Buffer | { stream: () => Readable; contentLength: number; payloadHash: string };
}

export interface S3Response {
  status: number;
  headers: IncomingHttpHeaders;
  body: IncomingMessage;
}

const ERROR_BODY_LIMIT = 64 * 1024;

export function xmlText(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match ? decodeXml(match[1] ?? '') : undefined;
}

export function xmlBlocks(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
}

function decodeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
    switch (entity) {
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
      case 'amp':
        return '&';
      default:
        return String.fromCodePoint(
          entity.startsWith('#x') ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10),
        );
    }
  });
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Reads a (small) answer body whole; bodies past the limit are cut. */
export async function readText(body: IncomingMessage, limit = 16 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) {
      body.destroy();
      break;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small S3 client over node:http: each call signed with Signature Version 4, on a keep-alive
 * agent, and failing (never hanging) once the store stays silent for `timeoutMs`.
 */
export class S3Client {
  private readonly base: URL;
  private readonly agent: http.Agent;

  constructor(readonly settings: S3Settings) {
    this.base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
    const Agent = this.base.protocol === 'https:' ? https.Agent : http.Agent;
    this.agent = new Agent({ keepAlive: true, maxSockets: 64 });
  }

  /** The full key of `key` in the bucket, with the prefix. */
  keyOf(key: string): string {
    return `${this.settings.prefix}${key}`;
  }

  /** The address of the bucket (no key) or of an object, encoded as sent and signed. */
  urlFor(key?: string, query: Record<string, string> = {}): URL {
    const { bucket, forcePathStyle } = this.settings;
    const basePath = this.base.pathname.replace(/\/+$/, '');
    const objectPath = key === undefined ? '' : `/${encodePath(this.keyOf(key))}`;
    const url = new URL(this.base.origin);
    if (forcePathStyle) {
      url.pathname = `${basePath}/${encodePath(bucket)}${objectPath}`;
    } else {
      url.hostname = `${bucket}.${this.base.hostname}`;
      url.pathname = `${basePath}${objectPath || '/'}`;
    }
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  }

  /** `/bucket/key` for x-amz-copy-source. */
  copySource(key: string): string {
    return `/${encodePath(this.settings.bucket)}/${encodePath(this.keyOf(key))}`;
  }

  /**
   * Sends one signed request; the answer's body is the caller's to read or discard. A kept-alive
   * connection the store closed just as the request went out (it closes idle ones after a few
   * seconds) fails before any answer: that request is sent again once on a new connection. Every
   * call of this client is idempotent (a PUT or copy writes one fixed key), and a body is a buffer
   * or a stream made again.
   */
  async send(request: S3Request): Promise<S3Response> {
    try {
      return await this.sendOnce(request);
    } catch (err) {
      if (err instanceof StaleConnection) return this.sendOnce(request);
      throw err;
    }
  }

  private async sendOnce(request: S3Request): Promise<S3Response> {
    const url = this.urlFor(request.key, request.query);
    const body = request.body;
    let payloadHash = EMPTY_SHA256;
    const headers: Record<string, string> = { ...request.headers };
    if (Buffer.isBuffer(body)) {
      payloadHash = sha256Hex(body);
      headers['content-length'] = String(body.length);
    } else if (body) {
      payloadHash = body.payloadHash;
      headers['content-length'] = String(body.contentLength);
    } else if (request.method === 'PUT' || request.method === 'POST') {
      headers['content-length'] = '0';
    }
    const now = new Date();
    const signed: Record<string, string> = {
      'x-amz-date': amzDateOf(now),
      'x-amz-content-sha256': payloadHash,
    };
    for (const [name, value] of Object.entries(headers)) {
      // Range and Content-Length stay unsigned, as AWS's own clients leave them: proxies may touch them.
      if (name !== 'range' && name !== 'content-length') signed[name] = value;
    }
    const signature = signRequest(
      { method: request.method, url, headers: signed, payloadHash, region: this.settings.region, date: now },
      this.settings,
    );
    const outgoing = { ...headers, ...signed, authorization: signature.authorization };
    const transport = url.protocol === 'https:' ? https : http;

    return new Promise<S3Response>((resolve, reject) => {
      const req = transport.request(url, { method: request.method, headers: outgoing, agent: this.agent });
      req.setTimeout(this.settings.timeoutMs, () => {
        req.destroy(new S3Failure(`no answer from the object store within ${this.settings.timeoutMs} ms`));
      });
      req.once('error', (err: Error) => {
        if (err instanceof S3Failure) return reject(err);
        const code = (err as NodeJS.ErrnoException).code;
        if (req.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE'))
          return reject(new StaleConnection(`object store unreachable: ${err.message}`));
        reject(new S3Failure(`object store unreachable: ${err.message}`));
      });
      req.once('response', (res) =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }),
      );
      if (Buffer.isBuffer(body)) req.end(body);
      else if (body) pipeline(body.stream(), req).catch((err: unknown) => req.destroy(err as Error));
      else req.end();
    });
  }

  /** Sends a request and turns any status not in `ok` into an S3Failure with S3's code. */
  async call(request: S3Request, ok: readonly number[] = [200, 204, 206]): Promise<S3Response> {
    const response = await this.send(request);
    if (ok.includes(response.status)) return response;
    const text =
      request.method === 'HEAD' ? '' : await readText(response.body, ERROR_BODY_LIMIT).catch(() => '');
    response.body.resume();
    const code = xmlText(text, 'Code');
    const message = xmlText(text, 'Message');
    throw new S3Failure(
      `object store answered ${response.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''} to ${request.method}`,
      response.status,
      code,
    );
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Content-MD5 of a body (base64), which DeleteObjects requires. */
export function contentMd5(body: Buffer): string {
  return createHash('md5').update(body).digest('base64');
}
