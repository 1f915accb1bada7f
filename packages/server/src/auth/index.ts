import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** GoTrue-compatible auth (auth/v1). */
export async function registerAuth(_app: FastifyInstance, _ctx: PlatformContext): Promise<void> {}
