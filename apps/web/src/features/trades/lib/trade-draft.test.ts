import { EMPTY_TRADE_FORM } from '@edgelog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTradeDraft, loadTradeDraft, saveTradeDraft, tradeDraftKey } from './trade-draft';

// The browser's storage, kept in a map: the node environment has no window.
function memoryStorage(full = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

let storage = memoryStorage();

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tradeDraftKey', () => {
  it.each([
    ['user-1', null, 'edgelog_draft_user-1_trade-new'],
    ['user-1', 'trade-9', 'edgelog_draft_user-1_trade-edit-trade-9'],
  ])('%s, %s', (userId, tradeId, expected) => {
    expect(tradeDraftKey(userId, tradeId)).toBe(expected);
  });
});

describe('trade drafts', () => {
  const key = tradeDraftKey('user-1', null);

  it('keeps a draft until it is cleared', () => {
    const values = { ...EMPTY_TRADE_FORM, symbol: 'AAPL', notes: 'half typed', tagIds: ['tag-1'] };
    saveTradeDraft(key, values);
    expect(loadTradeDraft(key)).toEqual(values);
    expect(loadTradeDraft(tradeDraftKey('user-2', null))).toBeNull();
    clearTradeDraft(key);
    expect(loadTradeDraft(key)).toBeNull();
  });

  it('reads a draft field by field, what does not fit starting empty', () => {
    storage.items.set(key, JSON.stringify({ version: 2, savedAt: 0, values: { symbol: 'ES', rating: 5 } }));
    expect(loadTradeDraft(key)).toEqual({ ...EMPTY_TRADE_FORM, symbol: 'ES' });
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 1, savedAt: 0, values: { symbol: 'ES' } })],
    ['no time saved', JSON.stringify({ version: 2, values: { symbol: 'ES' } })],
    ['values that are not a form', JSON.stringify({ version: 2, savedAt: 0, values: 'ES' })],
  ])('has no draft for %s', (_, raw) => {
    storage.items.set(key, raw);
    expect(loadTradeDraft(key)).toBeNull();
  });

  it('goes on without a draft when storage is full', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage(true) });
    expect(() => saveTradeDraft(key, EMPTY_TRADE_FORM)).not.toThrow();
    expect(loadTradeDraft(key)).toBeNull();
  });
});
