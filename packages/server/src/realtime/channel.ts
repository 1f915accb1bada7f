import type { PgBinding } from './changes/subscriptions.ts';
import type { ApiRole } from './changes/catalog.ts';
import type { PrivateAccess } from './private.ts';
import type { ChannelAuth } from './tokens.ts';
import type { PhoenixMessage, UserBroadcast } from './protocol.ts';

/** What a joined channel needs from its connection; kept narrow so the hub can be tested alone. */
export interface ChannelSink {
  readonly id: number;
  readonly closed: boolean;
  send(message: PhoenixMessage): void;
  sendBroadcast(topic: string, joinRef: string | null, broadcast: UserBroadcast): void;
  /** Forgets the channel (it left or was closed). */
  detach(channel: Channel): void;
}

/** One joined topic on one connection. Small on purpose: there may be many thousands. */
export interface Channel {
  readonly sink: ChannelSink;
  readonly topic: string;
  /** The name given to supabase.channel(name). */
  readonly subTopic: string;
  /** Private and public channels of the same name are different rooms. */
  readonly roomKey: string;
  readonly joinRef: string;
  auth: ChannelAuth;
  readonly private: boolean;
  /** For private channels: what realtime.messages' policies allow this channel's identity. */
  access: PrivateAccess | null;
  readonly broadcastSelf: boolean;
  readonly broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  /** The ref of this channel's tracked presence, if it tracks one. */
  presenceRef: string | null;
  /** Active postgres_changes listeners (empty when none were asked for or validation failed). */
  pgBindings: PgBinding[];
  expiryTimer: NodeJS.Timeout | null;
}

export function roomKey(subTopic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
}

export function channelRole(channel: Channel): ApiRole {
  return channel.auth.identity.role as ApiRole;
}

export function push(channel: Channel, event: string, payload: unknown): void {
  channel.sink.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload });
}

export function pushSystem(
  channel: Channel,
  extension: string,
  status: 'ok' | 'error',
  message: string,
): void {
  push(channel, 'system', { extension, status, message, channel: channel.subTopic });
}
