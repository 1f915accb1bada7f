import { applyIdentity } from '../db/identity.ts';
import type { Db, RequestIdentity } from '../db/index.ts';

export interface PrivateAccess {
  /** May receive: a SELECT policy on realtime.messages lets the broadcast or presence row through. */
  read: boolean;
  broadcastWrite: boolean;
  presenceWrite: boolean;
}

const NONE: PrivateAccess = { read: false, broadcastWrite: false, presenceWrite: false };

class Rollback {
  constructor(readonly access: PrivateAccess) {}
}

/**
 * Asks realtime.messages' row-level security what this identity may do on a private topic, the way
 * Supabase Realtime does: probe rows are written as the server, read back as the user, then the
 * user tries to write their own; everything is rolled back.
 */
export async function checkPrivateAccess(
  db: Db,
  identity: RequestIdentity,
  topic: string,
): Promise<PrivateAccess> {
  try {
    await db.transaction(async (tx) => {
      const { rows: probes } = await tx.query<{ id: string; extension: string }>(
        `insert into realtime.messages (topic, extension) values ($1, 'broadcast'), ($1, 'presence') returning id::text, extension`,
        [topic],
      );
      await applyIdentity(tx, { ...identity, settings: { ...identity.settings, 'realtime.topic': topic } });
      const { rows: readable } = await tx.query<{ extension: string }>(
        'select extension from realtime.messages where id = any ($1::text::bigint[])',
        [`{${probes.map((p) => p.id).join(',')}}`],
      );
      const tryWrite = async (extension: 'broadcast' | 'presence') => {
        await tx.query('savepoint realtime_write_probe');
        try {
          await tx.query(`insert into realtime.messages (topic, extension) values ($1, $2)`, [
            topic,
            extension,
          ]);
          await tx.query('release savepoint realtime_write_probe');
          return true;
        } catch {
          await tx.query('rollback to savepoint realtime_write_probe');
          return false;
        }
      };
      throw new Rollback({
        read: readable.length > 0,
        broadcastWrite: await tryWrite('broadcast'),
        presenceWrite: await tryWrite('presence'),
      });
    });
  } catch (err) {
    if (err instanceof Rollback) return err.access;
    throw err;
  }
  return NONE;
}
