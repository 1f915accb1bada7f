import { describe, expect, it } from 'vitest';
import {
  createUploadStore,
  UPLOAD_LIMITS,
  UploadError,
  UploadsFullError,
  type UploadLimits,
} from '../../../../supabase/functions/restore/uploads.ts';

// The restore's parts kept in memory (supabase/functions/restore/uploads.ts), with small limits so
// a full server is a few bytes: bounded across users, and an upload left unfinished is dropped by
// its own timer, with nobody calling again.

const small: UploadLimits = { partBytes: 4, maxParts: 3, totalBytes: 10, keptMs: 60 };
const bytes = (...values: number[]) => new Uint8Array(values);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the restore’s uploads', () => {
  it('holds two of the largest archives across users', () => {
    expect(UPLOAD_LIMITS.totalBytes).toBe(2 * UPLOAD_LIMITS.maxParts * UPLOAD_LIMITS.partBytes);
  });

  it('puts the parts together in order, counting a part sent twice once', () => {
    const store = createUploadStore(small);
    expect(store.receivePart('ann', 'u1', 1, 2, bytes(5, 6), 0)).toEqual({ received: 1, parts: 2 });
    expect(store.uploadedArchive('ann', 'u1', 0)).toBeNull();
    store.receivePart('ann', 'u1', 0, 2, bytes(9, 9, 9), 0);
    store.receivePart('ann', 'u1', 0, 2, bytes(1, 2, 3, 4), 0);
    expect(store.heldBytes()).toBe(6);
    expect(store.uploadedArchive('ann', 'u1', 0)).toEqual(bytes(1, 2, 3, 4, 5, 6));
    store.dropUpload('ann', 'u1');
    expect(store.heldBytes()).toBe(0);
    expect(store.uploadedArchive('ann', 'u1', 0)).toBeNull();
  });

  it('refuses a part past the limit of every user together, saying when to come back', () => {
    const store = createUploadStore({ ...small, keptMs: 600_000 });
    store.receivePart('ann', 'u1', 0, 2, bytes(1, 2, 3, 4), 1_000);
    store.receivePart('bob', 'u2', 0, 2, bytes(1, 2, 3, 4), 2_000);
    let refusal: unknown;
    try {
      store.receivePart('cat', 'u3', 0, 1, bytes(1, 2, 3), 2_000);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(UploadsFullError);
    // Ann's upload, the oldest, is dropped 599 s from now.
    expect((refusal as UploadsFullError).retryAfterSeconds).toBe(599);
    expect((refusal as UploadsFullError).message).toMatch(/send this one again in \d+ minutes/);
    expect(store.heldBytes()).toBe(8);
    // Room again once one finishes.
    store.dropUpload('ann', 'u1');
    expect(store.receivePart('cat', 'u3', 0, 1, bytes(1, 2, 3), 2_000)).toEqual({ received: 1, parts: 1 });
    expect(store.heldBytes()).toBe(7);
  });

  it('drops an upload nobody finishes after its time, without another call', async () => {
    const store = createUploadStore({ ...small, keptMs: 200 });
    store.receivePart('ann', 'u1', 0, 2, bytes(1, 2, 3, 4), Date.now());
    await wait(120);
    // A part resets the clock.
    store.receivePart('ann', 'u1', 0, 2, bytes(1, 2, 3, 4), Date.now());
    await wait(120);
    expect(store.heldBytes()).toBe(4);
    await wait(200);
    expect(store.heldBytes()).toBe(0);
    store.receivePart('ann', 'u1', 1, 2, bytes(5), Date.now());
    expect(store.uploadedArchive('ann', 'u1', Date.now())).toBeNull();
  });

  it('refuses parts that are not one of the upload, empty or too large', () => {
    const store = createUploadStore(small);
    expect(() => store.receivePart('ann', 'u1', 0, 4, bytes(1), 0)).toThrow(UploadError);
    expect(() => store.receivePart('ann', 'u1', 2, 2, bytes(1), 0)).toThrow(UploadError);
    expect(() => store.receivePart('ann', 'u1', 0, 1, bytes(), 0)).toThrow(UploadError);
    expect(() => store.receivePart('ann', 'u1', 0, 1, bytes(1, 2, 3, 4, 5), 0)).toThrow(UploadError);
    expect(store.heldBytes()).toBe(0);
  });
});
