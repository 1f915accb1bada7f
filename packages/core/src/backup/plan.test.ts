import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT_VERSION, type BackupContents } from './archive.ts';
import { backupIds, planRestore, summarizeRestore } from './plan.ts';

const OWNER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OTHER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const ACCOUNT = '10000000-0000-4000-8000-000000000001';
const TRADE = '10000000-0000-4000-8000-000000000002';
const FILL = '10000000-0000-4000-8000-000000000003';
const ATTACHMENT = '10000000-0000-4000-8000-000000000004';

function backup(): BackupContents {
  const path = `${OWNER}/${TRADE}/chart.png`;
  return {
    manifest: {
      format: 'edgelog-backup',
      version: BACKUP_FORMAT_VERSION,
      createdAt: '2026-03-02T10:00:00.000Z',
      server: 'https://a.example',
      user: { id: OWNER, email: null },
      tables: {
        profiles: 1,
        accounts: 1,
        trades: 1,
        trade_executions: 1,
        trade_attachments: 1,
        user_settings: 1,
      },
      files: [{ bucket: 'trade-attachments', path, size: 3 }],
    },
    tables: {
      // Restored in catalogue order whatever the order here.
      trades: [{ id: TRADE, user_id: OWNER, account_id: ACCOUNT, net_pnl: '12.5' }],
      trade_executions: [{ id: FILL, user_id: OWNER, trade_id: TRADE, price: '101.25' }],
      trade_attachments: [{ id: ATTACHMENT, user_id: OWNER, trade_id: TRADE, object_path: path }],
      accounts: [{ id: ACCOUNT, user_id: OWNER, name: 'Main', balance: '10012.5', realized_pnl: '12.5' }],
      profiles: [
        { id: OTHER, user_id: OWNER, full_name: 'Ann', avatar_path: null, created_at: '2026-01-01' },
      ],
      user_settings: [{ user_id: OWNER, default_account_id: ACCOUNT, updated_at: '2026-01-02' }],
    },
    files: { [`trade-attachments/${path}`]: new Uint8Array([1, 2, 3]) },
  };
}

const fresh = (id: string) => `f${id.slice(1)}`;

describe('planRestore', () => {
  it('keeps every id into an empty journal, parents first, without user_id and what the database derives', () => {
    const plan = planRestore(backup(), { userId: OWNER, takenIds: [], existingOwnIds: [], newId: fresh });
    expect(plan.remapped).toBe(false);
    expect(plan.tables.map((table) => table.name)).toEqual([
      'profiles',
      'accounts',
      'user_settings',
      'trades',
      'trade_executions',
      'trade_attachments',
    ]);
    expect(plan.tables[1]?.rows).toEqual([{ id: ACCOUNT, name: 'Main' }]);
    expect(plan.tables[0]?.rows).toEqual([{ full_name: 'Ann', avatar_path: null }]);
    expect(plan.tables[2]?.rows).toEqual([{ default_account_id: ACCOUNT }]);
    expect(plan.files[0]?.path).toBe(`${OWNER}/${TRADE}/chart.png`);
    expect(plan.ids).toEqual(backupIds(backup()));
  });

  it('moves the files into another user’s folder when ids are free', () => {
    const plan = planRestore(backup(), { userId: OTHER, takenIds: [], existingOwnIds: [], newId: fresh });
    expect(plan.remapped).toBe(false);
    expect(plan.files[0]).toMatchObject({
      path: `${OTHER}/${TRADE}/chart.png`,
      source: `trade-attachments/${OWNER}/${TRADE}/chart.png`,
    });
    expect(plan.tables.find((table) => table.name === 'trade_attachments')?.rows[0]?.object_path).toBe(
      `${OTHER}/${TRADE}/chart.png`,
    );
  });

  it('gives every row a new id when one is taken by someone else, rewriting every reference alike', () => {
    const plan = planRestore(backup(), { userId: OTHER, takenIds: [FILL], existingOwnIds: [], newId: fresh });
    expect(plan.remapped).toBe(true);
    const rows = Object.fromEntries(plan.tables.map((table) => [table.name, table.rows]));
    expect(rows.accounts?.[0]?.id).toBe(fresh(ACCOUNT));
    expect(rows.trades?.[0]).toEqual({ id: fresh(TRADE), account_id: fresh(ACCOUNT), net_pnl: '12.5' });
    expect(rows.trade_executions?.[0]).toEqual({ id: fresh(FILL), trade_id: fresh(TRADE), price: '101.25' });
    expect(rows.user_settings?.[0]?.default_account_id).toBe(fresh(ACCOUNT));
    expect(rows.trade_attachments?.[0]?.object_path).toBe(`${OTHER}/${fresh(TRADE)}/chart.png`);
    expect(plan.files[0]?.path).toBe(`${OTHER}/${fresh(TRADE)}/chart.png`);
    expect(plan.ids).toEqual(backupIds(backup()).map(fresh));
  });

  it('leaves the rows the journal has already, and counts them', () => {
    const plan = planRestore(backup(), {
      userId: OWNER,
      takenIds: [],
      existingOwnIds: [ACCOUNT, TRADE],
      newId: fresh,
    });
    expect(summarizeRestore(plan)).toEqual({
      remapped: false,
      files: 1,
      tables: [
        { name: 'profiles', add: 1, existing: 0 },
        { name: 'accounts', add: 0, existing: 1 },
        { name: 'user_settings', add: 1, existing: 0 },
        { name: 'trades', add: 0, existing: 1 },
        { name: 'trade_executions', add: 1, existing: 0 },
        { name: 'trade_attachments', add: 1, existing: 0 },
      ],
    });
  });
});
