import { describe, expect, it } from 'vitest';
import { restoreSentence, type RestoreSummary } from './backup-summary';

const count = (value: number) => value.toLocaleString('en-US');
const backup = { createdAt: '2026-03-02T10:00:00Z', server: 'https://a.example', email: null };

describe('restoreSentence', () => {
  it('names what is added and what the journal keeps', () => {
    const summary: RestoreSummary = {
      restored: false,
      remapped: false,
      files: 2,
      backup,
      tables: [
        { name: 'profiles', add: 1, existing: 0 },
        { name: 'accounts', add: 5, existing: 0 },
        { name: 'trades', add: 1234, existing: 12 },
        { name: 'goals', add: 1, existing: 0 },
      ],
    };
    expect(restoreSentence(summary, count)).toBe(
      'Adds 5 accounts, 1,234 trades and 1 goal; 12 already in your journal are kept as they are. The backup holds 2 files. Your profile and settings become the backup’s.',
    );
  });

  it('says when nothing is new', () => {
    const summary: RestoreSummary = {
      restored: false,
      remapped: false,
      files: 0,
      backup,
      tables: [{ name: 'trades', add: 0, existing: 1 }],
    };
    expect(restoreSentence(summary, count)).toBe(
      'Adds nothing new; 1 already in your journal is kept as it is.',
    );
  });
});
