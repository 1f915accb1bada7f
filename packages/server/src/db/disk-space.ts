import { statfs } from 'node:fs/promises';

/** How long a reading of the free space is used before the disk is asked again. */
const FRESH_MS = 2_000;

/** SQLSTATE disk_full: every API answers it 507, saying what to do. */
export const DISK_FULL = '53100';

export function diskFull(freeBytes: number, minFreeBytes: number): Error & { code: string } {
  const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;
  return Object.assign(
    new Error(
      `The disk holding the database has ${mb(freeBytes)} free, under the ${mb(minFreeBytes)} it keeps for safety: nothing is saved until space is freed (reading goes on).`,
    ),
    { code: DISK_FULL },
  );
}

const freeOnDisk = async (path: string): Promise<number> => {
  const stats = await statfs(path);
  return stats.bavail * stats.bsize;
};

/**
 * The embedded database cannot take a full disk: its engine, one thread with every trader's
 * requests, spins once a write fails and answers nobody again, `/health` included. So while the
 * disk holding it has less than `minFreeBytes` free, writing transactions are refused before they
 * begin (SQLSTATE 53100) and reads go on; writing works again as soon as space returns, with no
 * restart. Free space is read at most every two seconds.
 */
export class DiskSpaceGuard {
  private free = Number.POSITIVE_INFINITY;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<number> | undefined;

  constructor(
    readonly path: string,
    /** 0 turns the guard off. Changed at run time by the tests, as space returning would. */
    public minFreeBytes: number,
    private readonly readFree: (path: string) => Promise<number> = freeOnDisk,
  ) {}

  private async freeBytes(): Promise<number> {
    if (Date.now() - this.readAt < FRESH_MS) return this.free;
    this.reading ??= this.readFree(this.path)
      .then(
        (free) => {
          this.free = free;
          this.readAt = Date.now();
          return free;
        },
        // A disk that cannot be asked is not refused for it: the write itself will tell.
        () => Number.POSITIVE_INFINITY,
      )
      .finally(() => (this.reading = undefined));
    return this.reading;
  }

  /** Throws disk_full when the disk has less room than kept. */
  async assertRoom(): Promise<void> {
    if (this.minFreeBytes <= 0) return;
    const free = await this.freeBytes();
    if (free < this.minFreeBytes) throw diskFull(free, this.minFreeBytes);
  }

  /** Forgets the last reading: the next write asks the disk. */
  forget(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
  }
}
