import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validationFailed } from './errors.ts';

/** Optional string fields: auth-js sends `null` (or omits the key) for options it does not use. */
export const optionalString = z.string().nullish();
export const metadata = z.record(z.string(), z.unknown()).nullish();

/** Validates a JSON body (unknown keys are ignored, as GoTrue ignores them); 400 validation_failed. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw validationFailed(`Invalid request body: ${where}${issue?.message ?? 'invalid value'}`);
}

/** A query-string parameter when it is a single string. */
export function queryParam(request: FastifyRequest, name: string): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[name];
  return typeof value === 'string' ? value : undefined;
}

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
