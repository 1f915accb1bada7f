import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, openPglite } from './pglite.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function dataDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'edgelog-lock-'));
  roots.push(root);
  return join(root, 'db');
}

/** The parent's start time as Linux counts it, to write a lock it really holds. */
function parentStart(): string {
  const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

describe.runIf(process.platform === 'linux')('the embedded database folder lock', () => {
  it('refuses a folder a live process holds, and says how to clear a stale lock', async () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, `${process.ppid} ${parentStart()}`);
    await expect(openPglite(dir)).rejects.toThrow(DataDirBusyError);
    await expect(openPglite(dir)).rejects.toThrow(/remove .*\.lock/);
  });

  it('takes over a lock whose process id now belongs to another process (a restarted container)', async () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, `${process.ppid} 1`);
    const db = await openPglite(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').split(' ')[0]).toBe(String(process.pid));
    await db.close();
  });
});
