import { describe, expect, it } from 'vitest';
import {
  boardRow,
  namePattern,
  sortLinks,
  toBoardLink,
  toBoardSummary,
  type BoardLink,
  type LinkRow,
} from './board-rows';

describe('namePattern', () => {
  it('matches the text anywhere, its wildcards taken literally', () => {
    expect(namePattern('  plan ')).toBe('%plan%');
    expect(namePattern('100%_sure\\')).toBe('%100\\%\\_sure\\\\%');
    expect(namePattern('   ')).toBeNull();
  });
});

describe('board rows', () => {
  it('reads a revision sent as a number or as text', () => {
    const row = {
      id: 'b',
      name: 'Plan',
      template: null,
      thumbnail_path: null,
      updated_at: '2026-01-05T10:00:00Z',
      created_at: '2026-01-05T09:00:00Z',
      scene: {},
    };
    expect(boardRow.parse({ ...row, revision: 3 }).revision).toBe(3);
    expect(boardRow.parse({ ...row, revision: '12' }).revision).toBe(12);
    expect(() => boardRow.parse({ ...row, revision: 0 })).toThrow();
  });

  it('gives the list its picture link only when the board has one that could be signed', () => {
    const row = { id: 'b', name: 'Plan', template: 'daily-plan', updated_at: 't' };
    expect(
      toBoardSummary({ ...row, thumbnail_path: 'u/b/thumbnail.png' }, { 'u/b/thumbnail.png': 'https://x/s' }),
    ).toEqual({
      id: 'b',
      name: 'Plan',
      template: 'daily-plan',
      thumbnailUrl: 'https://x/s',
      updatedAt: 't',
    });
    expect(toBoardSummary({ ...row, thumbnail_path: 'u/b/thumbnail.png' }, {}).thumbnailUrl).toBeNull();
    expect(toBoardSummary({ ...row, thumbnail_path: null }, {}).thumbnailUrl).toBeNull();
  });
});

describe('links', () => {
  const trade = {
    id: 't1',
    symbol: 'ES',
    side: 'long',
    status: 'closed',
    opened_at: '2026-01-05T14:30:00Z',
    closed_at: '2026-01-05T15:00:00Z',
    net: '-20.5',
    currency: 'USD',
  };
  const row = (over: Partial<LinkRow>): LinkRow => ({
    id: 'l',
    drawboard_id: 'b',
    trade_id: null,
    day: null,
    created_at: 't',
    trades: null,
    ...over,
  });

  it('reads a trade link with its trade and a day link', () => {
    expect(toBoardLink(row({ id: 'l1', trade_id: 't1', trades: trade }))).toEqual({
      id: 'l1',
      kind: 'trade',
      tradeId: 't1',
      trade: {
        id: 't1',
        symbol: 'ES',
        side: 'long',
        status: 'closed',
        openedAt: '2026-01-05T14:30:00Z',
        closedAt: '2026-01-05T15:00:00Z',
        netPnl: '-20.5',
        currency: 'USD',
      },
    });
    expect(toBoardLink(row({ id: 'l2', day: '2026-01-05' }))).toEqual({
      id: 'l2',
      kind: 'day',
      day: '2026-01-05',
    });
    expect(toBoardLink(row({}))).toBeNull();
  });

  it('lists days first, then trades, each newest first', () => {
    const links: BoardLink[] = [
      { id: 'old-trade', kind: 'trade', tradeId: 'a', trade: null },
      { id: 'day-1', kind: 'day', day: '2026-01-01' },
      { id: 'new-trade', kind: 'trade', tradeId: 'b', trade: { ...toTrade('2026-02-01T00:00:00Z') } },
      { id: 'day-2', kind: 'day', day: '2026-01-02' },
    ];
    expect(sortLinks(links).map((link) => link.id)).toEqual(['day-2', 'day-1', 'new-trade', 'old-trade']);
  });
});

function toTrade(openedAt: string) {
  return {
    id: 'b',
    symbol: 'NQ',
    side: 'short',
    status: 'open',
    openedAt,
    closedAt: null,
    netPnl: null,
    currency: 'USD',
  };
}
