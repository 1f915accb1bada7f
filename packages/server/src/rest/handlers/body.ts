import type { FastifyRequest } from 'fastify';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../gateway/json-depth.ts';
import { invalidBody, RestError } from '../errors.ts';

export type JsonObject = Record<string, unknown>;

export interface Payload {
  /** The request's JSON text, passed to PostgreSQL as is (numbers keep their precision). */
  text: string;
  rows: JsonObject[];
  /** Whether the body was an array (several rows) rather than one object. */
  isArray: boolean;
}

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

function contentType(request: FastifyRequest): string {
  const header = request.headers['content-type'];
  return (typeof header === 'string' ? (header.split(';')[0] ?? '') : '').trim().toLowerCase();
}

/** The raw body text (the scope's content-type parser keeps every body as a string). */
export function rawBody(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return '';
}

/**
 * The body's JSON value; 400 PGRST102 when it is not JSON, or nests deeper than PostgreSQL can read
 * it safely (refused here, before it reaches the database).
 */
export function parseJson(text: string): unknown {
  if (nestsDeeperThan(text))
    throw invalidBody('Empty or invalid json', `The JSON nests more than ${MAX_JSON_DEPTH} levels deep`);
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

/** A JSON body of one object or an array of objects, else 400 PGRST102. */
export function readPayload(
  request: FastifyRequest,
  options: { allowArray: boolean; allowEmpty?: boolean },
): Payload {
  const type = contentType(request);
  if (type && type !== 'application/json' && !type.endsWith('+json')) {
    throw new RestError(415, 'PGRST107', `None of these media types are available: ${type}`);
  }
  const text = rawBody(request);
  if (text.trim() === '') {
    if (options.allowEmpty) return { text: '{}', rows: [{}], isArray: false };
    throw invalidBody('Empty or invalid json');
  }
  const value = parseJson(text);
  if (isObject(value)) return { text, rows: [value], isArray: false };
  if (Array.isArray(value) && options.allowArray) {
    if (!value.every(isObject))
      throw invalidBody('All object keys must match', 'The body must be an object or an array of objects');
    return { text, rows: value, isArray: true };
  }
  throw invalidBody(
    'Empty or invalid json',
    options.allowArray
      ? 'The body must be an object or an array of objects'
      : 'The body must be a JSON object',
  );
}
