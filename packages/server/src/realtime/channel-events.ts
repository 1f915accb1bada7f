import { z } from 'zod';
import { push, pushSystem, type Channel } from './channel.ts';
import type { Connection } from './connection.ts';
import { checkPrivateAccess } from './private.ts';
import { isBinaryPayload, type PhoenixMessage, type UserBroadcast } from './protocol.ts';
import { checkChannelToken } from './tokens.ts';

const MAX_TIMER_MS = 2 ** 31 - 1;

/** Closes the channel when its token expires, as RT does, unless a newer token arrives first. */
export function scheduleExpiry(conn: Connection, channel: Channel): void {
  if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
  const fire = () => {
    channel.expiryTimer = null;
    if (conn.channels.get(channel.topic) !== channel) return;
    const overdue = Date.now() - channel.auth.expiresAt * 1000;
    if (overdue < 0) {
      channel.expiryTimer = setTimeout(fire, Math.min(-overdue, MAX_TIMER_MS)).unref();
      return;
    }
    pushSystem(channel, 'system', 'error', `Token has expired ${Math.floor(overdue / 1000)} seconds ago`);
    conn.closeChannel(channel);
  };
  channel.expiryTimer = setTimeout(
    fire,
    Math.min(Math.max(channel.auth.expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS),
  ).unref();
}

const accessTokenSchema = z.object({ access_token: z.string().nullish() }).passthrough();

/** A refreshed token replaces the channel's identity; a bad one ends the channel. */
export async function handleAccessToken(channel: Channel, message: PhoenixMessage): Promise<void> {
  const conn = channel.sink as Connection;
  const parsed = accessTokenSchema.safeParse(message.payload);
  const token = parsed.success ? parsed.data.access_token : null;
  // As RT: opaque keys, nulls and the token already in force are ignored.
  if (!token || token.startsWith('sb_') || token === channel.auth.token) return;
  const check = await checkChannelToken(conn.services.keys, token);
  if (conn.channels.get(channel.topic) !== channel) return;
  if (!check.ok) {
    pushSystem(channel, 'system', 'error', check.reason);
    conn.closeChannel(channel);
    return;
  }
  if (channel.private) {
    const access = await checkPrivateAccess(conn.services.db, check.auth.identity, channel.subTopic);
    if (conn.channels.get(channel.topic) !== channel) return;
    if (!access.read) {
      pushSystem(
        channel,
        'system',
        'error',
        `You no longer have permission to read from this Channel topic: ${channel.subTopic}`,
      );
      conn.closeChannel(channel);
      return;
    }
    channel.access = access;
  }
  channel.auth = check.auth;
  scheduleExpiry(conn, channel);
}

const broadcastSchema = z
  .object({
    type: z.literal('broadcast').optional(),
    event: z.string().min(1).max(255),
    payload: z.unknown().optional(),
  })
  .passthrough();

export function handleBroadcast(conn: Connection, channel: Channel, message: PhoenixMessage): void {
  const parsed = broadcastSchema.safeParse(message.payload);
  if (!parsed.success) {
    if (message.ref) conn.reply(message, 'error', { reason: 'Broadcast payload must have an `event`' });
    return;
  }
  if (!conn.limiter.allow()) {
    if (message.ref)
      conn.reply(message, 'error', { reason: 'ClientRateLimited: Too many messages per second' });
    return;
  }
  if (channel.private && !channel.access?.broadcastWrite) {
    if (message.ref)
      conn.reply(message, 'error', {
        reason: `You do not have permissions to write to this Channel topic: ${channel.subTopic}`,
      });
    return;
  }
  const { event, payload } = parsed.data;
  const broadcast: UserBroadcast = { event, payload: isBinaryPayload(payload) ? payload : (payload ?? {}) };
  const meta = (message.payload as { meta?: unknown }).meta;
  if (meta && typeof meta === 'object' && !Array.isArray(meta))
    broadcast.meta = meta as Record<string, unknown>;
  void conn.services.broadcaster.publish(channel.roomKey, broadcast, channel);
  if (channel.broadcastAck && message.ref) conn.reply(message, 'ok', {});
}

const presenceSchema = z
  .object({ type: z.literal('presence').optional(), event: z.string(), payload: z.unknown().optional() })
  .passthrough();

export function handlePresence(conn: Connection, channel: Channel, message: PhoenixMessage): void {
  const { services } = conn;
  const parsed = presenceSchema.safeParse(message.payload);
  if (!parsed.success)
    return conn.reply(message, 'error', { reason: 'Presence payload must have an `event`' });
  if (!conn.limiter.allow())
    return conn.reply(message, 'error', { reason: 'ClientRateLimited: Too many messages per second' });
  const { event, payload } = parsed.data;
  if (channel.private && !channel.access?.presenceWrite) {
    return conn.reply(message, 'error', {
      reason: `You do not have permissions to write to this Channel topic: ${channel.subTopic}`,
    });
  }
  if (event === 'untrack') {
    services.presence.untrack(channel);
    conn.reply(message, 'ok', {});
    return;
  }
  if (event !== 'track')
    return conn.reply(message, 'error', { reason: `Unknown presence event \`${event}\`` });
  const meta = payload ?? {};
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
    return conn.reply(message, 'error', { reason: 'Presence track payload must be a map' });
  }
  if (Buffer.byteLength(JSON.stringify(meta)) > services.limits.maxPresenceBytes) {
    return conn.reply(message, 'error', { reason: 'Track message size exceeded' });
  }
  conn.reply(message, 'ok', {});
  services.presence.track(channel, meta as Record<string, unknown>);
  // Tracking turns presence on for this channel (as RT does): it needs the current state too.
  if (!channel.presenceEnabled) {
    channel.presenceEnabled = true;
    push(channel, 'presence_state', services.presence.state(channel.roomKey));
  }
}
