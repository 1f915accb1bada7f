import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** Phoenix-protocol websocket (realtime/v1). */
export async function registerRealtime(_app: FastifyInstance, _ctx: PlatformContext): Promise<void> {}
