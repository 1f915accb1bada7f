import { describe, expect, it } from 'vitest';
import { DISK_FULL, DiskSpaceGuard } from './disk-space.ts';

const MB = 1024 * 1024;

describe('DiskSpaceGuard', () => {
  it('refuses writing below the room it keeps, and lets it again once space returns', async () => {
    let free = 100 * MB;
    const guard = new DiskSpaceGuard('/data', 256 * MB, async () => free);
    await expect(guard.assertRoom()).rejects.toMatchObject({
      code: DISK_FULL,
      message: expect.stringContaining('100 MB free, under the 256 MB'),
    });
    free = 300 * MB;
    guard.forget();
    await expect(guard.assertRoom()).resolves.toBeUndefined();
  });

  it('asks the disk at most every two seconds, once for many writes at the same time', async () => {
    let asked = 0;
    const guard = new DiskSpaceGuard('/data', 1, async () => {
      asked += 1;
      return 10 * MB;
    });
    await Promise.all(Array.from({ length: 20 }, () => guard.assertRoom()));
    await guard.assertRoom();
    expect(asked).toBe(1);
  });

  it('stays out of the way when turned off or when the disk cannot be asked', async () => {
    await expect(new DiskSpaceGuard('/data', 0, async () => 0).assertRoom()).resolves.toBeUndefined();
    const unreadable = new DiskSpaceGuard('/data', 256 * MB, () => Promise.reject(new Error('EIO')));
    await expect(unreadable.assertRoom()).resolves.toBeUndefined();
  });
});
