import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveEarlierDataDir } from './earlier-data-dir.ts';

function layout() {
  const root = mkdtempSync(join(tmpdir(), 'edgelog-data-'));
  const serverPackageDir = join(root, 'packages', 'server');
  mkdirSync(join(serverPackageDir, 'data'), { recursive: true });
  writeFileSync(join(serverPackageDir, 'data', 'keys.json'), '{"anonKey":"kept"}');
  return { root, serverPackageDir, dataDir: join(root, 'data') };
}

describe('moving the data folder of an earlier version', () => {
  it('moves packages/server/data to ./data when DATA_DIR is unset and ./data does not exist', () => {
    const { serverPackageDir, dataDir } = layout();
    expect(moveEarlierDataDir({ dataDir, dataDirSet: false, serverPackageDir })).toBe(
      join(serverPackageDir, 'data'),
    );
    expect(readFileSync(join(dataDir, 'keys.json'), 'utf8')).toBe('{"anonKey":"kept"}');
  });

  it('leaves both alone when ./data exists, when DATA_DIR is set, or when they are one folder', () => {
    const existing = layout();
    mkdirSync(existing.dataDir);
    expect(moveEarlierDataDir({ ...existing, dataDirSet: false })).toBeNull();
    expect(readFileSync(join(existing.serverPackageDir, 'data', 'keys.json'), 'utf8')).toContain('kept');

    const chosen = layout();
    expect(moveEarlierDataDir({ ...chosen, dataDirSet: true })).toBeNull();

    const same = layout();
    const dataDir = join(same.serverPackageDir, 'data');
    expect(
      moveEarlierDataDir({ dataDir, dataDirSet: false, serverPackageDir: same.serverPackageDir }),
    ).toBeNull();
  });

  it('does nothing on a fresh install', () => {
    const root = mkdtempSync(join(tmpdir(), 'edgelog-data-'));
    expect(
      moveEarlierDataDir({
        dataDir: join(root, 'data'),
        dataDirSet: false,
        serverPackageDir: join(root, 'packages', 'server'),
      }),
    ).toBeNull();
  });
});
