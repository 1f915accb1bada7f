import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import type { Keys } from '../keys.ts';
import type { Broadcaster } from './broadcast.ts';
import type { Catalog } from './changes/catalog.ts';
import type { ListeningTables } from './changes/listening.ts';
import type { Hub } from './hub.ts';
import type { Presence } from './presence-cluster.ts';

/** Everything a connection's handlers use, built once per server. */
export interface RealtimeServices {
  db: Db;
  keys: Keys;
  log: FastifyBaseLogger;
  hub: Hub;
  catalog: Catalog;
  listening: ListeningTables;
  broadcaster: Broadcaster;
  presence: Presence;
  limits: RealtimeLimits;
}

export interface RealtimeLimits {
  /** Channels one socket may have joined at once (RT's max_channels_per_client). */
  maxChannelsPerConnection: number;
  /** Used when the client does not ask for fewer with `eventsPerSecond`. */
  maxEventsPerSecond: number;
  /** Largest frame accepted, in bytes. */
  maxFrameBytes: number;
  /** A tracked presence's metadata, as JSON, in bytes. */
  maxPresenceBytes: number;
  /** A socket silent for this long (no heartbeat) is closed. */
  idleTimeoutMs: number;
  /** A socket whose unsent output exceeds this is too slow to keep up and is closed. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  maxChannelsPerConnection: 100,
  maxEventsPerSecond: 100,
  maxFrameBytes: 1024 * 1024,
  maxPresenceBytes: 64 * 1024,
  idleTimeoutMs: 90_000,
  maxBufferedBytes: 16 * 1024 * 1024,
};
