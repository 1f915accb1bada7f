import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskSpaceGuardOf } from '../../src/db/pglite.ts';
import { testMode } from '../support/database.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * The embedded database's disk running full. Its engine spins once a write fails (found by filling
 * it for real: the process then answered nobody, /health included, until killed), so the server
 * stops writing while the disk has less room than DISK_MIN_FREE_MB: writes get a clear 507, reads
 * and the health check go on, and writing comes back as soon as space does, without a restart.
 * Here the room kept is made larger than the disk, as a disk that filled up would look.
 */
describe.runIf(testMode === 'pglite')('a full disk under the embedded database', () => {
  let test: TestServer;
  let trader: TestUser;

  beforeAll(async () => {
    test = await startTestServer();
    trader = await createTestUser(test);
  });
  afterAll(async () => {
    await test?.stop();
  });

  const addAccount = (name: string) =>
    trader.client.from('accounts').insert({ name, currency: 'USD', starting_balance: '1000' }).select('id');

  it('refuses writes with a clear error, keeps reading, and writes again once space returns', async () => {
    expect((await addAccount('Before')).error).toBeNull();
    const guard = diskSpaceGuardOf(test.server.ctx.db);
    expect(guard).toBeDefined();
    guard!.minFreeBytes = Number.MAX_SAFE_INTEGER;
    guard!.forget();

    const refused = await addAccount('While full');
    expect(refused.status).toBe(507);
    expect(refused.error).toMatchObject({
      code: '53100',
      message: expect.stringContaining('space is freed'),
    });
    // Auth writes too (a new user, a session): refused the same way.
    const signUp = await test.client().auth.signUp({
      email: `full-${Date.now()}@example.test`,
      password: 'a-Strong-password-1',
    });
    expect(signUp.error).toMatchObject({ status: 507, message: expect.stringContaining('space is freed') });

    const read = await trader.client.from('accounts').select('name');
    expect(read.error).toBeNull();
    expect(read.data?.map((row) => row.name)).toEqual(['Before']);
    expect((await fetch(`${test.url}/health`)).status).toBe(200);

    guard!.minFreeBytes = 0;
    const after = await addAccount('After');
    expect(after.error).toBeNull();
    const names = (await trader.client.from('accounts').select('name').order('name')).data?.map(
      (row) => row.name,
    );
    expect(names).toEqual(['After', 'Before']);
  });
});
