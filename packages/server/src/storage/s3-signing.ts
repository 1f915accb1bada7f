import { createHash, createHmac } from 'node:crypto';

/** An S3 access key pair. */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SigningInput {
  method: string;
  url: URL;
  /** Headers to sign besides `host` (taken from the URL), by lower-case name. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
  region: string;
  date: Date;
  service?: string;
}

export interface Signature {
  /** The value of the Authorization header. */
  authorization: string;
  /** The `x-amz-date` the signature is for (it must be sent, and was signed if listed in headers). */
  amzDate: string;
  canonicalRequest: string;
  stringToSign: string;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** RFC 3986 encoding as Signature Version 4 wants it: everything but unreserved characters. */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A key's path as sent and as signed: each segment encoded once (S3 does not double-encode). */
export function encodePath(path: string): string {
  return path.split('/').map(encodeRfc3986).join('/');
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** `20130524T000000Z` */
export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams].map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const);
  pairs.sort(([ka, va], [kb, vb]) => (ka < kb ? -1 : ka > kb ? 1 : va < vb ? -1 : va > vb ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

function canonicalPath(url: URL): string {
  // The URL keeps some characters S3 wants encoded (`$`, `'`...): decode and encode each segment.
  return encodePath(
    url.pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/'),
  );
}

/**
 * Signs a request with AWS Signature Version 4 in the Authorization header, as S3 and the stores
 * that speak its API (MinIO, Garage, R2) check it.
 */
export function signRequest(input: SigningInput, credentials: S3Credentials): Signature {
  const service = input.service ?? 's3';
  const amzDate = amzDateOf(input.date);
  const day = amzDate.slice(0, 8);
  const headers = new Map<string, string>([['host', input.url.host]]);
  for (const [name, value] of Object.entries(input.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(input.url),
    canonicalQuery(input.url),
    names.map((name) => `${name}:${headers.get(name)}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    amzDate,
    canonicalRequest,
    stringToSign,
  };
}
