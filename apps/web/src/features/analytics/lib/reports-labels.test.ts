import { describe, expect, it } from 'vitest';
import { keyLabel, type KeyNames } from './reports-labels';

const names: KeyNames = {
  accounts: [{ id: 'acc-1', name: 'Swing (IBKR)' }],
  strategies: [{ id: 'str-1', name: 'Opening range' }],
  tags: [{ id: 'tag-1', name: 'FOMO' }],
};

describe('keyLabel', () => {
  it('names accounts, strategies and tags, falling back to the engine label for unknown ids', () => {
    expect(keyLabel('account', 'acc-1', 'acc-1', names)).toBe('Swing (IBKR)');
    expect(keyLabel('strategy', 'str-1', 'str-1', names)).toBe('Opening range');
    expect(keyLabel('tag', 'tag-1', 'FOMO', names)).toBe('FOMO');
    expect(keyLabel('account', 'gone', 'gone', names)).toBe('gone');
  });

  it('says what a row without a value holds, per dimension', () => {
    expect(keyLabel('strategy', '', '(none)', names)).toBe('No strategy');
    expect(keyLabel('rBucket', '', '(none)', names)).toBe('No stop (no R)');
  });

  it('reads fixed keys the way a trader writes them', () => {
    expect(keyLabel('side', 'short', 'short', names)).toBe('Short');
    expect(keyLabel('assetClass', 'forex', 'forex', names)).toBe('Forex');
    expect(keyLabel('tagGroup', 'mistake', 'mistake', names)).toBe('Mistakes');
    expect(keyLabel('hour', '09', '09', names)).toBe('09:00');
    expect(keyLabel('month', '2025-12', '2025-12', names)).toBe('Dec 2025');
    expect(keyLabel('weekday', 'Mon', 'Mon', names)).toBe('Mon');
    expect(keyLabel('rBucket', '-1R..0R', '-1R..0R', names)).toBe('-1R..0R');
  });
});
