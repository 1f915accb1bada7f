import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropUpload,
  receivePart,
  UPLOAD_LIMITS,
  uploadedArchive,
  UploadError,
  UploadsFullError,
  type CallerQueries,
  type UploadLimits,
} from '../../../../supabase/functions/restore/uploads.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

// The restore's parts kept in the database (supabase/functions/restore/uploads.ts), with small
// limits so a full server is a few bytes: kept per user, bounded across users, and an upload left
// unfinished is gone 30 minutes (by the database's clock) after its last part.

const small: UploadLimits = { partBytes: 4, maxParts: 3, totalBytes: 10 };
const bytes = (...values: number[]) => new Uint8Array(values);

let test: TestServer;
let ann: TestUser;
let bob: TestUser;
let cat: TestUser;
const u1 = '00000000-0000-4000-8000-000000000001';
const u2 = '00000000-0000-4000-8000-000000000002';
const u3 = '00000000-0000-4000-8000-000000000003';

/** The database as the user, as the restore function reaches it. */
const as = (user: TestUser): CallerQueries => ({
  query: (sql, params) =>
    test.server.ctx.db.asIdentity(
      { role: 'authenticated', claims: { sub: user.id, role: 'authenticated' } },
      (tx) => tx.query(sql, params),
    ),
});
const heldBytes = async () =>
  (
    await test.server.ctx.db.query<{ n: number }>(
      'select coalesce(sum(octet_length(bytes)), 0)::int as n from journal.restore_upload_parts',
    )
  ).rows[0]!.n;
const clear = () => test.server.ctx.db.query('delete from journal.restore_upload_parts');

beforeAll(async () => {
  test = await startTestServer();
  [ann, bob, cat] = await Promise.all([createTestUser(test), createTestUser(test), createTestUser(test)]);
});
afterAll(async () => {
  await test?.stop();
});

describe('the restore’s uploads', () => {
  it('holds two of the largest archives across users', () => {
    expect(UPLOAD_LIMITS.totalBytes).toBe(2 * UPLOAD_LIMITS.maxParts * UPLOAD_LIMITS.partBytes);
  });

  it('puts the parts together in order, counting a part sent twice once', async () => {
    await clear();
    expect(await receivePart(as(ann), small, u1, 1, 2, bytes(5, 6))).toEqual({ received: 1, parts: 2 });
    expect(await uploadedArchive(as(ann), u1)).toBeNull();
    await receivePart(as(ann), small, u1, 0, 2, bytes(9, 9, 9));
    expect(await receivePart(as(ann), small, u1, 0, 2, bytes(1, 2, 3, 4))).toEqual({ received: 2, parts: 2 });
    expect(await heldBytes()).toBe(6);
    // Nobody else's.
    expect(await uploadedArchive(as(bob), u1)).toBeNull();
    expect(await uploadedArchive(as(ann), u1)).toEqual(bytes(1, 2, 3, 4, 5, 6));
    await dropUpload(as(ann), u1);
    expect(await heldBytes()).toBe(0);
    expect(await uploadedArchive(as(ann), u1)).toBeNull();
  });

  it('drops a user’s upload when they start another', async () => {
    await clear();
    await receivePart(as(ann), small, u1, 0, 2, bytes(1));
    expect(await receivePart(as(ann), small, u2, 0, 1, bytes(2))).toEqual({ received: 1, parts: 1 });
    expect(await uploadedArchive(as(ann), u1)).toBeNull();
    expect(await uploadedArchive(as(ann), u2)).toEqual(bytes(2));
    expect(await heldBytes()).toBe(1);
  });

  it('refuses a part past the limit of every user together, saying when to come back', async () => {
    await clear();
    await receivePart(as(ann), small, u1, 0, 2, bytes(1, 2, 3, 4));
    await receivePart(as(bob), small, u2, 0, 2, bytes(1, 2, 3, 4));
    let refusal: unknown;
    try {
      await receivePart(as(cat), small, u3, 0, 1, bytes(1, 2, 3));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(UploadsFullError);
    // Ann's upload, the oldest, is dropped 30 minutes after its last part.
    expect((refusal as UploadsFullError).retryAfterSeconds).toBeGreaterThan(1790);
    expect((refusal as UploadsFullError).retryAfterSeconds).toBeLessThanOrEqual(1800);
    expect((refusal as UploadsFullError).message).toMatch(/send this one again in \d+ minutes/);
    expect(await heldBytes()).toBe(8);
    // Room again once one finishes.
    await dropUpload(as(ann), u1);
    expect(await receivePart(as(cat), small, u3, 0, 1, bytes(1, 2, 3))).toEqual({ received: 1, parts: 1 });
    expect(await heldBytes()).toBe(7);
  });

  it('forgets an upload 30 minutes after its last part, and clears it at the next part anyone sends', async () => {
    await clear();
    await receivePart(as(ann), small, u1, 0, 2, bytes(1, 2));
    await receivePart(as(ann), small, u1, 1, 2, bytes(3));
    const age = (interval: string) =>
      test.server.ctx.db.query(
        `update journal.restore_upload_parts set received_at = now() - $2::interval where user_id = $1`,
        [ann.id, interval],
      );
    await age('29 minutes');
    expect(await uploadedArchive(as(ann), u1)).toEqual(bytes(1, 2, 3));
    await age('31 minutes');
    expect(await uploadedArchive(as(ann), u1)).toBeNull();
    expect(await heldBytes()).toBe(3);
    await receivePart(as(bob), small, u2, 0, 1, bytes(9));
    expect(await heldBytes()).toBe(1);
  });

  it('refuses parts that are not one of the upload, empty or too large', async () => {
    await clear();
    await expect(receivePart(as(ann), small, u1, 0, 4, bytes(1))).rejects.toThrow(UploadError);
    await expect(receivePart(as(ann), small, u1, 2, 2, bytes(1))).rejects.toThrow(UploadError);
    await expect(receivePart(as(ann), small, u1, 0, 1, bytes())).rejects.toThrow(UploadError);
    await expect(receivePart(as(ann), small, u1, 0, 1, bytes(1, 2, 3, 4, 5))).rejects.toThrow(UploadError);
    expect(await heldBytes()).toBe(0);
  });

  it('keeps the parts out of reach of the data API', async () => {
    const { error } = await ann.client.schema('journal').from('restore_upload_parts').select('*');
    expect(error).not.toBeNull();
    const { error: denied } = await ann.client.rpc('restore_upload_drop', { upload: u1 });
    expect(denied).not.toBeNull();
  });
});
