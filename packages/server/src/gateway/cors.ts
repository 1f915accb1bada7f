import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = [
  'authorization', 'x-client-info', 'apikey', 'content-type', 'x-retry-count', 'traceparent', 'tracestate',
  'baggage', 'x-supabase-api-version', 'prefer', 'range', 'range-unit', 'accept-profile', 'content-profile',
  'x-upsert', 'cache-control', 'x-metadata', 'content-encoding', 'x-region', 'accept', 'if-none-match',
  'if-modified-since', 'x-source',
];
const EXPOSED_HEADERS = [
  'X-Supabase-Api-Version', 'Content-Range', 'X-Total-Count', 'Link', 'x-relay-error', 'Location',
  'Preference-Applied', 'ETag', 'Content-Location', 'x-sb-error-code', 'X-Request-Id',
];

/** Browsers may call the APIs from another origin (a hosted SPA), and must read these headers. */
export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    origin: true,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 86400,
  });
}
