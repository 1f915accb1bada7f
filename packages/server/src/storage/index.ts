import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** Object storage (storage/v1). */
export async function registerStorage(_app: FastifyInstance, _ctx: PlatformContext): Promise<void> {}
