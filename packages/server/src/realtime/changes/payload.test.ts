import { describe, expect, it } from 'vitest';
import type { ColumnInfo, TableInfo } from './catalog.ts';
import { buildChangeData, type Change } from './payload.ts';

const column = (name: string, type: string, extra: Partial<ColumnInfo> = {}): ColumnInfo => ({
  name,
  type,
  sqlType: type,
  pk: false,
  replicaIndex: false,
  selectable: { anon: true, authenticated: true, service_role: true },
  ...extra,
});

const table = (overrides: Partial<TableInfo> = {}): TableInfo => ({
  relid: '1',
  schema: 'public',
  table: 'notes',
  rls: true,
  replicaIdentity: 'd',
  published: true,
  captured: true,
  columns: [
    column('id', 'int8', { pk: true }),
    column('user_id', 'uuid'),
    column('body', 'text'),
    column('secret', 'text', { selectable: { anon: false, authenticated: false, service_role: true } }),
  ],
  ...overrides,
});

const row = { id: 7, user_id: 'u1', body: 'hi', secret: 's' };
const change = (
  type: Change['type'],
  record: Record<string, unknown> | null,
  oldRecord: Record<string, unknown> | null,
): Change => ({
  id: '1',
  relid: '1',
  schema: 'public',
  table: 'notes',
  type,
  record,
  oldRecord,
  commitTimestamp: new Date('2026-01-02T03:04:05.678Z'),
});

describe('buildChangeData', () => {
  it('shapes an INSERT as RT does, with only the columns the role may select', () => {
    expect(buildChangeData(change('INSERT', row, null), table(), 'authenticated', null)).toEqual({
      schema: 'public',
      table: 'notes',
      type: 'INSERT',
      commit_timestamp: '2026-01-02T03:04:05.678Z',
      columns: [
        { name: 'id', type: 'int8' },
        { name: 'user_id', type: 'uuid' },
        { name: 'body', type: 'text' },
      ],
      record: { id: 7, user_id: 'u1', body: 'hi' },
      errors: null,
    });
  });

  it('sends the replica identity as old_record: the key by default, the whole row with FULL', () => {
    const updated = change('UPDATE', { ...row, body: 'new' }, row);
    expect(buildChangeData(updated, table(), 'authenticated', null).old_record).toEqual({ id: 7 });
    expect(
      buildChangeData(updated, table({ replicaIdentity: 'f' }), 'authenticated', null).old_record,
    ).toEqual({
      id: 7,
      user_id: 'u1',
      body: 'hi',
    });
    expect(
      buildChangeData(updated, table({ replicaIdentity: 'n' }), 'authenticated', null).old_record,
    ).toEqual({});
  });

  it('keeps only the primary key of a deleted row under RLS, even with REPLICA IDENTITY FULL', () => {
    const deleted = change('DELETE', null, row);
    const rls = buildChangeData(deleted, table({ replicaIdentity: 'f' }), 'authenticated', null);
    expect(rls.old_record).toEqual({ id: 7 });
    expect(rls).not.toHaveProperty('record');
    const open = buildChangeData(deleted, table({ replicaIdentity: 'f', rls: false }), 'authenticated', null);
    expect(open.old_record).toEqual({ id: 7, user_id: 'u1', body: 'hi' });
  });

  it('limits columns to a select list, always with the primary key', () => {
    const data = buildChangeData(change('INSERT', row, null), table(), 'authenticated', ['body']);
    expect(data.record).toEqual({ id: 7, body: 'hi' });
    expect(data.columns.map((c) => c.name)).toEqual(['id', 'body']);
  });

  it('reports tables without a primary key and rows over 1 MiB', () => {
    const keyless = table({ columns: [column('body', 'text')] });
    expect(buildChangeData(change('INSERT', { body: 'x' }, null), keyless, 'anon', null).errors).toEqual([
      'Error 400: Bad Request, no primary key',
    ]);
    const huge = buildChangeData(
      change('INSERT', { ...row, body: 'x'.repeat(1_100_000) }, null),
      table(),
      'anon',
      null,
    );
    expect(huge.errors).toEqual(['Error 413: Payload Too Large']);
    expect(huge.record).toEqual({ id: 7, user_id: 'u1' });
  });
});
