import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/index.ts';
import type { Keys } from '../../keys.ts';
import type { ObjectBytes } from '../bytes.ts';
import { identityOf, type Caller } from '../identity.ts';

/** What every storage service is handed first. */
export interface StorageContext {
  db: Db;
  keys: Keys;
  blobs: ObjectBytes;
  /** The global upper bound on an object's size, in bytes. */
  fileSizeLimit: number;
  log: FastifyBaseLogger;
}

/**
 * Who a metadata query runs as: a caller (their role and claims, so row-level security decides;
 * service_role bypasses it), or the server itself for requests a signed token or a public bucket
 * already authorised.
 */
export type Actor = { kind: 'caller'; caller: Caller } | { kind: 'system'; owner: string | null };

export const asCaller = (caller: Caller): Actor => ({ kind: 'caller', caller });
export const asSystem = (owner: string | null = null): Actor => ({ kind: 'system', owner });

export function ownerOf(actor: Actor): string | null {
  return actor.kind === 'caller' ? (actor.caller.userId ?? null) : actor.owner;
}

export function runAs<T>(
  ctx: StorageContext,
  actor: Actor,
  fn: (tx: Queryable) => Promise<T>,
  options?: { readOnly?: boolean },
): Promise<T> {
  return actor.kind === 'caller'
    ? ctx.db.asIdentity(identityOf(actor.caller), fn, options)
    : ctx.db.transaction(fn, options);
}

/** Deletes files whose rows are gone; a failure leaves an orphan file, never a broken object. */
export async function discardFiles(ctx: StorageContext, versions: ReadonlyArray<string | null | undefined>): Promise<void> {
  try {
    await ctx.blobs.removeAll(versions);
  } catch (err) {
    ctx.log.warn({ err }, 'storage: could not delete a replaced file');
  }
}
