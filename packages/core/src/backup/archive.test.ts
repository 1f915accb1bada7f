import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT_VERSION,
  BackupArchiveError,
  MAX_BACKUP_JSON_DEPTH,
  nestedDeeperThan,
  readBackupArchive,
  writeBackupArchive,
  type BackupArchiveProblem,
  type BackupContents,
} from './archive.ts';

const USER = '11111111-1111-4111-8111-111111111111';
const ACCOUNT = '22222222-2222-4222-8222-222222222222';

function sample(): BackupContents {
  const image = new Uint8Array([137, 80, 78, 71, 0, 1, 2, 3]);
  return {
    manifest: {
      format: 'edgelog-backup',
      version: BACKUP_FORMAT_VERSION,
      createdAt: '2026-03-02T10:00:00.000Z',
      server: 'https://journal.example',
      user: { id: USER, email: 'trader@example.test' },
      tables: { accounts: 1, user_settings: 1 },
      files: [
        { bucket: 'avatars', path: `${USER}/avatar.png`, size: image.length, contentType: 'image/png' },
      ],
    },
    tables: {
      accounts: [
        { id: ACCOUNT, name: 'Main', starting_balance: '10000.123456789012345678', currency: 'USD' },
      ],
      user_settings: [{ user_id: USER, default_account_id: ACCOUNT, week_start: 1 }],
    },
    files: { [`avatars/${USER}/avatar.png`]: image },
  };
}

function zipOf(entries: Record<string, unknown>): Uint8Array {
  const zippable: Zippable = {};
  for (const [path, value] of Object.entries(entries))
    zippable[path] = value instanceof Uint8Array ? value : strToU8(JSON.stringify(value));
  return zipSync(zippable);
}

function problemOf(bytes: Uint8Array): BackupArchiveProblem | null {
  try {
    readBackupArchive(bytes);
    return null;
  } catch (error) {
    if (error instanceof BackupArchiveError) return error.problem;
    throw error;
  }
}

describe('writeBackupArchive and readBackupArchive', () => {
  it('give back the manifest, every row with its decimal strings, and every file byte', () => {
    const contents = sample();
    const read = readBackupArchive(writeBackupArchive(contents));
    expect(read).toEqual(contents);
    expect(read.tables.accounts?.[0]?.starting_balance).toBe('10000.123456789012345678');
  });

  it('refuses what is not a zip, or a zip without a manifest', () => {
    expect(problemOf(strToU8('id,name\n1,Main\n'))).toBe('not-zip');
    expect(problemOf(zipOf({ 'tables/accounts.json': [] }))).toBe('no-manifest');
  });

  it('refuses another format and a newer version, saying which', () => {
    const { manifest, tables } = sample();
    expect(problemOf(zipOf({ 'manifest.json': { ...manifest, format: 'other-journal' } }))).toBe(
      'other-format',
    );
    const newer = zipOf({ 'manifest.json': { ...manifest, version: BACKUP_FORMAT_VERSION + 1 }, ...tables });
    expect(problemOf(newer)).toBe('newer-version');
    expect(() => readBackupArchive(newer)).toThrow(/format 2/);
  });

  it('refuses a table it does not know, in the manifest or beside it', () => {
    const contents = sample();
    const bytes = writeBackupArchive({
      ...contents,
      manifest: { ...contents.manifest, tables: { ...contents.manifest.tables, secrets: 0 } },
      tables: { ...contents.tables, secrets: [] },
    });
    expect(problemOf(bytes)).toBe('unknown-table');
    const stray = zipOf({
      'manifest.json': { ...contents.manifest, files: [], tables: {} },
      'tables/secrets.json': [],
    });
    expect(problemOf(stray)).toBe('unknown-table');
  });

  it('refuses a row without its id, rows that do not match the manifest, and a listed file that is missing', () => {
    const contents = sample();
    const manifest = { ...contents.manifest, files: [] };
    expect(
      problemOf(
        zipOf({
          'manifest.json': manifest,
          'tables/accounts.json': [{ name: 'Main' }],
          'tables/user_settings.json': [{}],
        }),
      ),
    ).toBe('missing-id');
    expect(
      problemOf(
        zipOf({ 'manifest.json': manifest, 'tables/accounts.json': [], 'tables/user_settings.json': [{}] }),
      ),
    ).toBe('damaged');
    expect(
      problemOf(
        zipOf({
          'manifest.json': contents.manifest,
          'tables/accounts.json': contents.tables.accounts,
          'tables/user_settings.json': contents.tables.user_settings,
        }),
      ),
    ).toBe('missing-file');
  });

  it('refuses a row with a value nested deeper than the limit, naming the table and row', () => {
    const contents = sample();
    const manifest = { ...contents.manifest, files: [] };
    const nested = (levels: number): unknown => {
      let value: unknown = 'core';
      for (let i = 0; i < levels; i++) value = i % 2 === 0 ? [value] : { inner: value };
      return value;
    };
    const zipWith = (rules: unknown) =>
      zipSync({
        'manifest.json': strToU8(JSON.stringify(manifest)),
        'tables/accounts.json': strToU8(
          `[${JSON.stringify({ ...contents.tables.accounts![0], rules: 'R' })}]`.replace(
            '"R"',
            JSON.stringify(rules),
          ),
        ),
        'tables/user_settings.json': strToU8(JSON.stringify(contents.tables.user_settings)),
      });
    expect(readBackupArchive(zipWith(nested(MAX_BACKUP_JSON_DEPTH))).tables.accounts).toHaveLength(1);
    const deep = (() => {
      try {
        readBackupArchive(zipWith(nested(MAX_BACKUP_JSON_DEPTH + 1)));
      } catch (error) {
        return error;
      }
    })();
    expect(deep).toBeInstanceOf(BackupArchiveError);
    expect(deep).toMatchObject({ problem: 'damaged' });
    expect((deep as Error).message).toContain(`accounts, row ${ACCOUNT}: rules nests deeper than 512 levels`);
  });

  it('measures nesting without recursing, brackets in strings aside', () => {
    let value: unknown = '[[[[';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(nestedDeeperThan(value)).toBe(true);
    expect(nestedDeeperThan('[[[[[[')).toBe(false);
    expect(nestedDeeperThan({ a: [{ b: [] }] }, 4)).toBe(false);
    expect(nestedDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true);
  });

  it('refuses a file outside the owner’s folder', () => {
    const contents = sample();
    const file = { bucket: 'avatars', path: `${USER}/../other/avatar.png`, size: 1 };
    const bytes = zipOf({
      'manifest.json': { ...contents.manifest, tables: {}, files: [file] },
      [`files/avatars/${file.path}`]: new Uint8Array([1]),
    });
    expect(problemOf(bytes)).toBe('damaged');
  });
});
