import { describe, expect, it } from 'vitest';
import { BACKUP_TABLES, backupTable, isBackupBucket } from './catalogue.ts';

describe('the backup catalogue', () => {
  it('lists every table once, each parent before the tables that reference it', () => {
    const seen = new Set<string>();
    for (const table of BACKUP_TABLES) {
      expect(seen.has(table.name)).toBe(false);
      for (const parent of Object.values(table.references))
        expect(seen.has(parent), `${table.name} -> ${parent}`).toBe(true);
      seen.add(table.name);
    }
    expect(seen.size).toBe(21);
  });

  it('leaves the derived tables and the import staging out', () => {
    for (const name of ['ai_analysis_cache', 'journal_versions', 'import_stages'])
      expect(backupTable(name)).toBeUndefined();
    expect(backupTable('trades')?.references.strategy_id).toBe('strategies');
  });

  it('names the buckets of the trader’s files', () => {
    expect(isBackupBucket('trade-attachments')).toBe(true);
    expect(isBackupBucket('public')).toBe(false);
  });
});
