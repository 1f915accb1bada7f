import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';

/** Hosts the product's functions (functions/v1). */
export async function registerFunctions(_app: FastifyInstance, _ctx: PlatformContext): Promise<void> {}
