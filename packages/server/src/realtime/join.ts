import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { push, pushSystem, roomKey, type Channel } from './channel.ts';
import {
  bindingParamsSchema,
  replyEntries,
  SubscriptionError,
  validateBindings,
  type PgBinding,
} from './changes/subscriptions.ts';
import { scheduleExpiry } from './channel-events.ts';
import type { Connection } from './connection.ts';
import { tablesOf } from './hub.ts';
import { checkPrivateAccess, type PrivateAccess } from './private.ts';
import type { PhoenixMessage } from './protocol.ts';
import { checkChannelToken } from './tokens.ts';

const joinPayloadSchema = z
  .object({
    config: z
      .object({
        broadcast: z
          .object({
            self: z.boolean().optional(),
            ack: z.boolean().optional(),
            replication_ready: z.boolean().optional(),
          })
          .passthrough()
          .nullish(),
        presence: z
          .object({ key: z.string().max(255).optional(), enabled: z.boolean().optional() })
          .passthrough()
          .nullish(),
        postgres_changes: z.array(bindingParamsSchema).max(100).nullish(),
        private: z.boolean().nullish(),
        postgres_changes_options: z.object({ wait: z.boolean().optional() }).passthrough().nullish(),
      })
      .passthrough()
      .nullish(),
    access_token: z.string().nullish(),
    user_token: z.string().nullish(),
  })
  .passthrough();

const MAX_TOPIC_BYTES = 255;

/**
 * `phx_join`, as RT answers it: the token decides the identity (a user's JWT from the payload, else
 * the API key the socket connected with); postgres_changes bindings are echoed in order with their
 * ids, and a `system` message then says whether the database subscription works.
 */
export async function joinChannel(conn: Connection, message: PhoenixMessage): Promise<void> {
  const { services } = conn;
  const fail = (reason: string) => conn.reply(message, 'error', { reason });
  if (!message.topic.startsWith('realtime:')) return fail('unmatched topic');
  const subTopic = message.topic.slice('realtime:'.length);
  if (subTopic === '') return fail('You must provide a topic name');
  if (Buffer.byteLength(message.topic) > MAX_TOPIC_BYTES) return fail('Topic name is too long');

  const parsed = joinPayloadSchema.safeParse(message.payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(
      `InvalidJoinPayload: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid payload'}`,
    );
  }
  const config = parsed.data.config ?? {};

  const existing = conn.channels.get(message.topic);
  if (existing) conn.closeChannel(existing);
  if (conn.channels.size >= services.limits.maxChannelsPerConnection)
    return fail('ChannelRateLimitReached: Too many channels');

  const userToken = parsed.data.access_token ?? parsed.data.user_token;
  const token = userToken && !userToken.startsWith('sb_') ? userToken : conn.apiKey;
  const check = await checkChannelToken(services.keys, token);
  if (!check.ok) return fail(check.reason);

  const isPrivate = config.private === true;
  let access: PrivateAccess | null = null;
  if (isPrivate) {
    access = await checkPrivateAccess(services.db, check.auth.identity, subTopic);
    if (!access.read) return fail(`You do not have permissions to read from this Channel topic: ${subTopic}`);
  }

  const requested = (config.postgres_changes ?? []).filter((p) => p !== null);
  const entries = replyEntries(requested);
  let bindings: PgBinding[] = [];
  let subscriptionError: string | null = null;
  if (requested.length > 0) {
    try {
      bindings = await validateBindings(
        services.db,
        services.catalog,
        requested,
        entries.map((e) => e.id),
      );
    } catch (err) {
      if (!(err instanceof SubscriptionError)) throw err;
      if (config.postgres_changes_options?.wait)
        return fail(`RealtimeDisabledForConfiguration: ${err.message}`);
      subscriptionError = err.message;
    }
  }
  // Capture of these tables starts before the client hears "SUBSCRIBED". A database error fails the
  // join as one during validation does (connection.ts answers "Unknown Error on Channel" and the
  // client joins again with back-off): a channel that said SUBSCRIBED without capture would miss
  // changes with no word.
  const registered = bindings.length > 0 ? await services.listening.register(tablesOf(bindings)) : null;
  if (conn.closed) {
    registered?.();
    return;
  }

  const presenceKey = config.presence?.key || randomUUID();
  const channel: Channel = {
    sink: conn,
    topic: message.topic,
    subTopic,
    roomKey: roomKey(subTopic, isPrivate),
    joinRef: message.joinRef ?? message.ref ?? '',
    auth: check.auth,
    private: isPrivate,
    access,
    broadcastSelf: config.broadcast?.self === true,
    broadcastAck: config.broadcast?.ack === true,
    presenceKey,
    presenceEnabled: config.presence?.enabled === true,
    presenceRef: null,
    pgBindings: bindings,
    expiryTimer: null,
  };
  // A rejoin of the same topic replaces the earlier channel (a join may have raced this one).
  const raced = conn.channels.get(message.topic);
  if (raced) conn.closeChannel(raced);
  conn.channels.set(channel.topic, channel);
  services.hub.add(channel);
  // From here on the upkeep keeps the tables for the channel in the hub.
  registered?.();
  scheduleExpiry(conn, channel);

  conn.reply(message, 'ok', { postgres_changes: entries });
  if (requested.length > 0) {
    if (subscriptionError) pushSystem(channel, 'postgres_changes', 'error', subscriptionError);
    else pushSystem(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }
  // Changes flow as soon as the channel is registered: there is no replication connection to wait for.
  if (config.broadcast?.replication_ready)
    pushSystem(channel, 'system', 'ok', 'Replication connection established');
  if (channel.presenceEnabled) push(channel, 'presence_state', services.presence.state(channel.roomKey));
}
