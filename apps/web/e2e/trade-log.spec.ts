import type { SupabaseClient } from '@supabase/supabase-js';
import { TradeLogPage } from './page-models/trade-log-page';
import type { Backend } from './support/backend';
import { expect, test } from './support/fixtures';
import { signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

const SYMBOLS = ['AAPL', 'MSFT', 'TSLA', 'NVDA', 'AMD'] as const;
const FIRST_OPEN = Date.UTC(2025, 0, 2, 14, 30);
const HOUR = 3_600_000;

/**
 * One trade of the seeded journal, known in advance so every figure the page shows can be checked:
 * 10 shares bought or sold at 100, closed at 95 to 105 with 1 of commission a fill, stop 10 away
 * (R = net / 100); every 50th trade is still open.
 */
interface Planned {
  symbol: string;
  side: 'long' | 'short';
  currency: 'USD' | 'EUR';
  openedAt: number;
  open: boolean;
  /** Whole currency units. */
  net: number;
}

function plannedTrade(i: number): Planned {
  const side = i % 2 === 0 ? 'long' : 'short';
  const exit = 95 + (i % 11);
  const open = i % 50 === 49;
  const perShare = side === 'long' ? exit - 100 : 100 - exit;
  return {
    symbol: SYMBOLS[i % SYMBOLS.length] ?? 'AAPL',
    side,
    currency: i % 4 === 0 ? 'EUR' : 'USD',
    openedAt: FIRST_OPEN + i * HOUR,
    open,
    net: open ? -1 : perShare * 10 - 2,
  };
}

async function signedIn(backend: Backend, user: TestUser): Promise<SupabaseClient> {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return client;
}

/**
 * Seeds trades through rest/v1 as the user: the trades first, then their fills in large inserts,
 * each of which has the database derive the figures of every trade it touches in one statement.
 */
async function seedTrades(client: SupabaseClient, count: number): Promise<Planned[]> {
  const accounts = await client
    .from('accounts')
    .insert([
      { name: 'US stocks', currency: 'USD', starting_balance: '50000' },
      { name: 'EU stocks', currency: 'EUR', starting_balance: '20000' },
    ])
    .select('id, currency');
  if (accounts.error) throw accounts.error;
  const accountOf = new Map(
    accounts.data.map((row: { id: string; currency: string }) => [row.currency, row.id]),
  );
  const planned = Array.from({ length: count }, (_, i) => plannedTrade(i));
  const ids = planned.map(() => crypto.randomUUID());
  const trades = planned.map((trade, i) => ({
    id: ids[i],
    account_id: accountOf.get(trade.currency),
    symbol: trade.symbol,
    asset_class: 'stock',
    currency: trade.currency,
    side: trade.side,
    entry_price: '100',
    quantity: '10',
    stop_price: trade.side === 'long' ? '90' : '110',
  }));
  const fills = planned.flatMap((trade, i) => {
    const [entry, exit] = trade.side === 'long' ? ['buy', 'sell'] : ['sell', 'buy'];
    const at = (ms: number) => new Date(ms).toISOString();
    const opening = {
      trade_id: ids[i],
      executed_at: at(trade.openedAt),
      side: entry,
      quantity: '10',
      price: '100',
      commission: '1',
      currency: trade.currency,
    };
    if (trade.open) return [opening];
    return [
      opening,
      {
        trade_id: ids[i],
        executed_at: at(trade.openedAt + 600_000),
        side: exit,
        quantity: '10',
        price: String(95 + (i % 11)),
        commission: '1',
        currency: trade.currency,
      },
    ];
  });
  for (let from = 0; from < trades.length; from += 1000) {
    const { error } = await client.from('trades').insert(trades.slice(from, from + 1000));
    if (error) throw error;
  }
  for (let from = 0; from < fills.length; from += 1000) {
    const { error } = await client.from('trade_executions').insert(fills.slice(from, from + 1000));
    if (error) throw error;
  }
  return planned;
}

const grouped = (n: number) => n.toLocaleString('en-US');
const money = (n: number) => `${n > 0 ? '+' : n < 0 ? '\u2212' : ''}${grouped(Math.abs(n))}.00`;

test.describe('a 10,000-trade journal', () => {
  let journalUser: TestUser;
  let journal: Planned[];

  test.beforeAll(async ({ backend }) => {
    test.setTimeout(300_000);
    journalUser = await createUser(backend);
    journal = await seedTrades(await signedIn(backend, journalUser), 10_000);
  });

  test.use({ timezoneId: 'America/New_York' });

  test('filters and sorting on a 10,000-trade journal, from the database, kept in the URL', async ({
    page,
  }) => {
    const log = new TradeLogPage(page);
    await log.open(journalUser);
    await expect(log.totalTrades).toHaveText('10,000');
    // Rows are drawn around the visible window only.
    expect(await log.rows.count()).toBeLessThan(100);

    await log.filter('Symbol').fill('aapl');
    await log.filter('Side').selectOption('long');
    await expect(page).toHaveURL(/symbol=aapl/i);
    await expect(page).toHaveURL(/side=long/);
    const longAapl = journal.filter((t) => t.symbol === 'AAPL' && t.side === 'long');
    await expect(log.totalTrades).toHaveText(grouped(longAapl.length));
    const closed = longAapl.filter((t) => !t.open);
    // Long AAPL trades are in both accounts: one net figure per currency, never added together.
    for (const currency of ['USD', 'EUR']) {
      const net = closed.filter((t) => t.currency === currency).reduce((sum, t) => sum + t.net, 0);
      await expect(log.totalNet).toContainText(`${money(net)} ${currency}`);
    }
    const wins = closed.filter((t) => t.net > 0).length;
    await expect(log.totalWinRate).toContainText(`${grouped(wins)} of ${grouped(closed.length)} closed`);
    await log.settled();
    expect(await log.cell(0, 'Symbol')).toBe('AAPL');
    expect(await log.cell(0, 'Side')).toBe('Long');

    // Bookmarkable: a reload opens the same view.
    await page.reload();
    await expect(log.filter('Side')).toHaveValue('long');
    await expect(log.totalTrades).toHaveText(grouped(longAapl.length));

    // Sorted by the database over the whole filtered set, both ways.
    await log.sortBy('Net P&L');
    await expect(page).toHaveURL(/sort=net\.desc/);
    await log.settled();
    const best = Math.max(...closed.map((t) => t.net));
    expect(await log.cell(0, 'Net P&L')).toBe(money(best));
    await log.sortBy('Net P&L');
    await expect(page).toHaveURL(/sort=net\.asc/);
    await log.settled();
    expect(await log.cell(0, 'Net P&L')).toBe(money(Math.min(...closed.map((t) => t.net))));

    // Result is told in words; a losing filter shows only losses.
    await log.filter('Result').selectOption('loss');
    await log.settled();
    await expect(log.totalTrades).toHaveText(grouped(closed.filter((t) => t.net < 0).length));
    expect(await log.cell(0, 'Result')).toContain('Loss');

    // Days are the trader's (New York), across the clocks changing on 9 March.
    await log.page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(log.totalTrades).toHaveText('10,000');
    await log.filter('From').fill('2025-03-01');
    await log.filter('To').fill('2025-03-10');
    const start = Date.UTC(2025, 2, 1, 5);
    const end = Date.UTC(2025, 2, 11, 4);
    const inDays = journal.filter((t) => t.openedAt >= start && t.openedAt < end);
    await expect(log.totalTrades).toHaveText(grouped(inDays.length));

    // A filter that matches nothing says so and offers the way back.
    await log.filter('R from').fill('50');
    await expect(log.noMatch).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(log.totalTrades).toHaveText('10,000');
  });
});

test.describe('the trade log', () => {
  test('trades tagged together, archived and restored, and deleted from the archive to the trash', async ({
    page,
    backend,
    makeUser,
  }) => {
    const user = await makeUser();
    const client = await signedIn(backend, user);
    await seedTrades(client, 3);
    const tag = await client.from('tags').insert({ name: 'Breakout', color: '#2f855a', tag_group: 'setup' });
    if (tag.error) throw tag.error;
    const log = new TradeLogPage(page);
    await log.open(user);
    await expect(log.totalTrades).toHaveText('3');

    // One tag added to every selected trade, then the log filtered by it.
    await log.select('AAPL');
    await log.select('TSLA');
    await log.bulk('Add tag');
    await page.getByRole('menuitem', { name: 'Breakout' }).click();
    await expect(page.getByText('Breakout added to 2 trades')).toBeVisible();
    await log.filter('Tag').selectOption({ label: 'Breakout' });
    await expect(log.totalTrades).toHaveText('2');
    await expect(log.rows).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(log.totalTrades).toHaveText('3');

    await log.select('MSFT');
    await log.select('TSLA');
    await expect(log.bulkBar).toContainText('2 selected');
    await log.bulk('Archive');
    await expect(page.getByText('2 trades archived')).toBeVisible();
    await expect(log.totalTrades).toHaveText('1');
    await expect(log.row('MSFT')).toHaveCount(0);

    await page.getByRole('main').getByRole('link', { name: 'Archived', exact: true }).click();
    await expect(log.rows).toHaveCount(2);
    await log.select('MSFT');
    await log.bulk('Restore');
    await expect(page.getByText('1 trade restored')).toBeVisible();
    await expect(log.rows).toHaveCount(1);

    await log.select('TSLA');
    await log.bulk('Delete');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: '1 trade deleted' })).toContainText(
      'Restorable from Trash for 30 days.',
    );
    await expect(page.getByRole('heading', { name: 'No archived trades' })).toBeVisible();
    expect(await backend.query(`select label, kind from public.trash where user_id = $1`, [user.id])).toEqual(
      [{ label: expect.stringMatching(/^TSLA /), kind: 'trade' }],
    );
    expect(
      await backend.query('select symbol from public.trades where user_id = $1 order by symbol', [user.id]),
    ).toEqual([{ symbol: 'AAPL' }, { symbol: 'MSFT' }]);

    await page.getByRole('main').getByRole('link', { name: 'Trade log', exact: true }).click();
    await expect(log.totalTrades).toHaveText('2');
    await expect(log.row('MSFT')).toBeVisible();
  });

  test('a trade deleted, brought back with Undo, then deleted when the toast is gone; another tab’s trade shows live', async ({
    page,
    backend,
    makeUser,
  }) => {
    const user = await makeUser();
    const client = await signedIn(backend, user);
    await seedTrades(client, 2);
    const log = new TradeLogPage(page);
    await log.open(user);
    await expect(log.rows).toHaveCount(2);

    await log.select('MSFT');
    await log.bulk('Delete');
    await expect(log.row('MSFT')).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(log.row('MSFT')).toBeVisible();
    expect(await backend.query('select 1 from public.trades where user_id = $1', [user.id])).toHaveLength(2);

    await log.select('MSFT');
    await log.bulk('Delete');
    await expect(log.row('MSFT')).toBeHidden();
    await expect
      .poll(
        () => backend.query("select 1 from public.trades where user_id = $1 and symbol = 'MSFT'", [user.id]),
        {
          timeout: 15_000,
        },
      )
      .toHaveLength(0);
    await expect(log.totalTrades).toHaveText('1');

    // Written elsewhere (another tab, a script): the log follows without a reload.
    const { error } = await client.rpc('save_trades', {
      trades: [
        {
          symbol: 'NVDA',
          asset_class: 'stock',
          currency: 'USD',
          executions: [{ executed_at: new Date().toISOString(), side: 'buy', quantity: '5', price: '120' }],
        },
      ],
    });
    if (error) throw error;
    await expect(log.row('NVDA')).toBeVisible();
    await expect(log.totalTrades).toHaveText('2');
  });

  test('the keyboard moves, selects, opens, searches and starts a new trade', async ({
    page,
    backend,
    makeUser,
  }) => {
    const user = await makeUser();
    await seedTrades(await signedIn(backend, user), 3);
    const log = new TradeLogPage(page);
    await log.open(user);
    await expect(log.rows).toHaveCount(3);

    await page.keyboard.press('j');
    await expect(log.rows.nth(0)).toHaveAttribute('data-active', 'true');
    await page.keyboard.press('j');
    await expect(log.rows.nth(1)).toHaveAttribute('data-active', 'true');
    await page.keyboard.press('k');
    await expect(log.rows.nth(0)).toHaveAttribute('data-active', 'true');
    await page.keyboard.press('x');
    await expect(log.rows.nth(0).getByRole('checkbox')).toBeChecked();
    await expect(log.bulkBar).toContainText('1 selected');

    await page.keyboard.press('/');
    await expect(log.search).toBeFocused();
    await page.keyboard.type('TSLA');
    await expect(log.totalTrades).toHaveText('1');
    // Escape hands the keys back to the log and keeps the search.
    await page.keyboard.press('Escape');
    await expect(log.search).not.toBeFocused();
    await expect(page).toHaveURL(/q=TSLA/);

    await page.keyboard.press('j');
    const id = (
      await backend.query<{ id: string }>(
        "select id from public.trades where user_id = $1 and symbol = 'TSLA'",
        [user.id],
      )
    )[0]?.id;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/trades/${id}$`));
    await page.goBack();
    await log.settled();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/trades\/new$/);
  });

  test('the sample journal added from the empty log, marked, and removed in one click', async ({
    page,
    backend,
    makeUser,
  }) => {
    const user = await makeUser();
    const log = new TradeLogPage(page);
    await log.open(user);
    await expect(log.emptyJournal).toBeVisible();
    await page.getByRole('button', { name: 'Try it with sample data' }).click();
    await expect(log.sampleBanner).toBeVisible({ timeout: 60_000 });
    await expect(log.totalTrades).toHaveText('300');
    await expect(log.rows.first()).toContainText('Sample');
    expect(
      await backend.query('select 1 from public.trades where user_id = $1 and not is_sample', [user.id]),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Remove sample data' }).click();
    // It asks first; keeping it removes nothing.
    const dialog = page.getByRole('dialog', { name: 'Remove the sample data?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(log.sampleBanner).toBeVisible();
    await page.getByRole('button', { name: 'Remove sample data' }).click();
    await dialog.getByRole('button', { name: 'Remove sample data' }).click();
    await expect(log.emptyJournal).toBeVisible();
    await expect(log.sampleBanner).toBeHidden();
    for (const table of ['trades', 'accounts', 'tags', 'strategies', 'journal_days'])
      expect(await backend.query(`select 1 from public.${table} where user_id = $1`, [user.id])).toEqual([]);
  });

  test("removing the sample keeps the trader's own trade entered into a sample account, and says so", async ({
    page,
    backend,
    makeUser,
  }) => {
    const user = await makeUser();
    const log = new TradeLogPage(page);
    await log.open(user);
    await page.getByRole('button', { name: 'Try it with sample data' }).click();
    await expect(log.sampleBanner).toBeVisible({ timeout: 60_000 });
    const client = await signedInClient(backend, user);
    const account = await client.from('accounts').select('id, name').eq('is_sample', true).limit(1).single();
    const { id: accountId, name } = account.data as { id: string; name: string };
    const saved = await client.rpc('save_trades', {
      trades: [
        {
          account_id: accountId,
          symbol: 'OWN',
          notes: 'my own trade',
          executions: [
            { executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '1', price: '100' },
            { executed_at: '2026-01-05T15:30:00Z', side: 'sell', quantity: '1', price: '110' },
          ],
        },
      ],
    });
    expect(saved.error).toBeNull();

    await page.getByRole('button', { name: 'Remove sample data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove sample data' }).click();
    await expect(page.getByText(`Kept the account “${name}”`)).toBeVisible();
    await expect(log.sampleBanner).toBeHidden();
    await expect(log.totalTrades).toHaveText('1');
    await expect(log.rows.first()).toContainText('OWN');
    expect(
      await backend.query('select symbol, is_sample from public.trades where user_id = $1', [user.id]),
    ).toEqual([{ symbol: 'OWN', is_sample: false }]);
  });
});
