import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ERRORS } from '../errors.ts';
import { resolveCaller, type Caller } from '../identity.ts';
import type { StorageContext } from '../services/context.ts';

/** `/:bucket/*` route parameters: the bucket and the object name (already URL-decoded). */
export function objectParams(request: FastifyRequest): { bucketId: string; name: string } {
  const params = request.params as { bucket?: string; '*'?: string };
  return { bucketId: params.bucket ?? '', name: params['*'] ?? '' };
}

export function bucketParam(request: FastifyRequest): string {
  return (request.params as { bucket?: string }).bucket ?? '';
}

export function queryString(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

export function caller(ctx: StorageContext, request: FastifyRequest, allowAnonymous = false): Promise<Caller> {
  return resolveCaller(request, ctx.keys, allowAnonymous);
}

export function upsertHeader(request: FastifyRequest): boolean {
  const value = request.headers['x-upsert'];
  return typeof value === 'string' && value.toLowerCase() === 'true';
}

/** Validates a JSON body with zod; a mismatch is Storage's InvalidRequest naming the first problem. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `body/${issue.path.join('/')} ` : '';
    throw ERRORS.invalidRequest(`${where}${issue?.message ?? 'invalid body'}`.trim());
  }
  return parsed.data;
}
