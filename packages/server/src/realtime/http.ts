import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { roomKey } from './channel.ts';
import { checkPrivateAccess } from './private.ts';
import type { UserBroadcast } from './protocol.ts';
import type { RealtimeServices } from './services.ts';
import { checkChannelToken, type ChannelAuth } from './tokens.ts';

const batchSchema = z.object({
  messages: z
    .array(
      z.object({
        topic: z.string().min(1).max(255),
        event: z.string().min(1).max(255),
        payload: z.unknown().optional(),
        private: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(100),
});

const paramsSchema = z.object({ topic: z.string().min(1).max(255), event: z.string().min(1).max(255) });

/** The caller's identity: the Bearer token when it is a user's JWT, else the API key. */
async function authenticate(
  services: RealtimeServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ChannelAuth | null> {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  const apikey = typeof request.headers.apikey === 'string' ? request.headers.apikey : '';
  const token = bearer && !bearer.startsWith('sb_') ? bearer : apikey;
  const check = await checkChannelToken(services.keys, token);
  if (check.ok) return check.auth;
  await reply.code(401).send({ message: check.reason });
  return null;
}

async function publish(
  services: RealtimeServices,
  auth: ChannelAuth,
  topic: string,
  isPrivate: boolean,
  broadcast: UserBroadcast,
): Promise<void> {
  // Messages to private topics the caller may not write to are dropped, as RT does.
  if (isPrivate && !(await checkPrivateAccess(services.db, auth.identity, topic)).broadcastWrite) return;
  await services.broadcaster.publish(roomKey(topic, isPrivate), broadcast);
}

/**
 * Broadcast over HTTP: the batch endpoint realtime-js falls back to when a channel is not joined,
 * and the per-event endpoint of `channel.httpSend()`. Both answer 202 with no body.
 */
export function registerBroadcastRoutes(app: FastifyInstance, services: RealtimeServices): void {
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/broadcast', async (request, reply) => {
    const auth = await authenticate(services, request, reply);
    if (!auth) return reply;
    const parsed = batchSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ message: 'Body must be {"messages": [{"topic", "event", "payload"}]}' });
    for (const m of parsed.data.messages) {
      await publish(services, auth, m.topic, m.private === true, {
        event: m.event,
        payload: m.payload ?? {},
      });
    }
    return reply.code(202).send();
  });

  app.post('/api/broadcast/:topic/events/:event', async (request, reply) => {
    const auth = await authenticate(services, request, reply);
    if (!auth) return reply;
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) return reply.code(400).send({ message: 'Invalid topic or event' });
    const query = request.query as Record<string, unknown>;
    const body = request.body;
    const payload = Buffer.isBuffer(body) ? { binary: new Uint8Array(body) } : (body ?? {});
    await publish(services, auth, params.data.topic, query.private === 'true', {
      event: params.data.event,
      payload,
    });
    return reply.code(202).send();
  });
}
