import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** PostgREST-compatible data API (rest/v1). */
export async function registerRest(_app: FastifyInstance, _ctx: PlatformContext): Promise<void> {}
