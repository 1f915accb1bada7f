import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AccountsPage } from './page-models/accounts-page';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { SettingsPage } from './page-models/settings-page';
import { StrategiesPage } from './page-models/strategies-page';
import { TradeLogPage } from './page-models/trade-log-page';
import { TradePage } from './page-models/trade-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

/**
 * The trash (docs/trash.md): a deleted trade comes back with the toast's Undo; a deleted account
 * comes back from /trash with its trades; the trash empties after a confirmation; archived trades
 * deleted together are one entry and come back archived; small rows the trash does not keep (a
 * commission rate, an instrument override, a playbook's example) come back as the same row.
 */

const fills = (price: string, exit: string) => [
  { executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '10', price },
  { executed_at: '2026-01-05T15:30:00Z', side: 'sell', quantity: '10', price: exit },
];

async function saveTrade(client: SupabaseClient, accountId: string, symbol: string): Promise<string> {
  const { data, error } = await client.rpc('save_trades', {
    trades: [
      {
        account_id: accountId,
        symbol,
        asset_class: 'stock',
        currency: 'USD',
        executions: fills('100', '101'),
      },
    ],
  });
  if (error) throw error;
  return (data as string[])[0]!;
}

const undoIn = (page: Page, message: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: message }).getByRole('button', { name: 'Undo' });

async function signInTo(page: Page, user: TestUser, path: string): Promise<void> {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready();
}

test.describe('the trash', () => {
  // One trader for the file: each test leaves the trash empty for the next.
  test.describe.configure({ mode: 'serial' });
  let trader: TestUser;
  let client: SupabaseClient;

  test.beforeAll(async ({ backend }) => {
    trader = await createUser(backend);
    client = await signedInClient(backend, trader);
  });

  test('a trade deleted from its page comes back with Undo, fills and all', async ({ page, backend }) => {
    const account = await addAccount(client, 'Main', 'USD');
    const trade = await saveTrade(client, account, 'AAPL');
    await signInTo(page, trader, `/trades/${trade}`);

    const detail = new TradePage(page);
    await detail.action('Delete').click();
    const dialog = page.getByRole('dialog', { name: 'Delete this AAPL trade?' });
    await expect(dialog).toContainText('It stays in the Trash for 30 days');
    await dialog.getByRole('button', { name: 'Delete trade' }).click();
    await expect(page).toHaveURL(/\/trades$/);
    expect(await backend.query('select 1 from public.trades where id = $1', [trade])).toHaveLength(0);

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'AAPL trade deleted' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Restored')).toBeVisible();
    await expect(page.getByRole('link', { name: /AAPL/ }).first()).toBeVisible();
    expect(
      await backend.query('select count(*)::int as fills from public.trade_executions where trade_id = $1', [
        trade,
      ]),
    ).toEqual([{ fills: 2 }]);
    expect(await backend.query('select 1 from public.trash where user_id = $1', [trader.id])).toHaveLength(0);
  });

  test('an account deleted comes back from the Trash with its trades; the trash is emptied', async ({
    page,
    backend,
  }) => {
    const account = await addAccount(client, 'Swing', 'USD');
    await saveTrade(client, account, 'MSFT');
    await saveTrade(client, account, 'NVDA');
    const accounts = new AccountsPage(page);
    await accounts.open(trader);

    await accounts.action('Swing', 'Delete').click();
    await accounts.dialog.getByRole('button', { name: 'Delete account and 2 trades' }).click();
    await expect(accounts.row('Swing')).toHaveCount(0);

    await page.getByRole('navigation').getByRole('link', { name: 'Trash' }).click();
    await new AppShell(page).ready('Trash');
    const entry = page.getByTestId('trash-entry').filter({ hasText: 'Swing' });
    await expect(entry).toContainText('Account');
    await expect(entry).toContainText('With 2 trades, 4 fills');
    await expect(entry).toContainText('30 days left');
    await entry.getByRole('button', { name: 'Restore Swing' }).click();
    await expect(page.getByText('“Swing” restored')).toBeVisible();
    await expect(page.getByTestId('trash-empty')).toBeVisible();
    expect(
      await backend.query(
        `select (select count(*) from public.trades where account_id = $1)::int as trades,
                (select balance::text from public.accounts where id = $1) as balance`,
        [account],
      ),
    ).toEqual([{ trades: 2, balance: '10020' }]);

    // Two items in the trash, emptied at once after a confirmation.
    const { error } = await client.rpc('trash_delete', { p_kind: 'account', p_ids: [account] });
    if (error) throw error;
    const goal = await client
      .from('goals')
      .insert({ name: 'Green month', kind: 'metric', metric: 'net_pnl', target: '100' })
      .select('id')
      .single<{ id: string }>();
    if (goal.error) throw goal.error;
    await client.rpc('trash_delete', { p_kind: 'goal', p_ids: [goal.data.id] });
    await page.reload();
    await expect(page.getByTestId('trash-entry')).toHaveCount(2);
    await page.getByRole('button', { name: 'Empty trash' }).click();
    const confirm = page.getByRole('dialog', { name: 'Empty the trash?' });
    await expect(confirm).toContainText('All 2 items');
    await confirm.getByRole('button', { name: 'Empty trash' }).click();
    await expect(page.getByTestId('trash-empty')).toBeVisible();
    expect(await backend.query('select 1 from public.trash where user_id = $1', [trader.id])).toHaveLength(0);
    expect(await backend.query('select 1 from public.accounts where id = $1', [account])).toHaveLength(0);
  });

  test('archived trades deleted together go to the trash as one entry and come back archived with Undo', async ({
    page,
    backend,
  }) => {
    const account = await addAccount(client, 'Archive', 'USD');
    const ids = [await saveTrade(client, account, 'AMD'), await saveTrade(client, account, 'INTC')];
    const archivedAt = '2026-02-01T00:00:00.000Z';
    const archived = await client.from('trades').update({ archived_at: archivedAt }).in('id', ids);
    if (archived.error) throw archived.error;
    const log = new TradeLogPage(page);
    await log.open(trader, '/trades/archived');
    await expect(page.getByText('delete them to the Trash for 30 days')).toBeVisible();
    await expect(log.rows).toHaveCount(2);

    await log.select('AMD');
    await log.select('INTC');
    await expect(log.bulkBar.getByRole('button', { name: /permanently/ })).toHaveCount(0);
    await log.bulk('Delete');
    await expect(page.getByRole('heading', { name: 'No archived trades' })).toBeVisible();
    expect(await backend.query('select 1 from public.trades where id = any($1)', [ids])).toHaveLength(0);
    expect(
      await backend.query(
        `select label, summary -> 'trades' as trades from public.trash where user_id = $1`,
        [trader.id],
      ),
    ).toEqual([{ label: '2 trades', trades: 2 }]);

    await undoIn(page, '2 trades deleted').click();
    await expect(page.getByText('Restored')).toBeVisible();
    await expect(log.rows).toHaveCount(2);
    expect(
      await backend.query(
        `select symbol, archived_at = $2::timestamptz as archived from public.trades
         where id = any($1) order by symbol`,
        [ids, archivedAt],
      ),
    ).toEqual([
      { symbol: 'AMD', archived: true },
      { symbol: 'INTC', archived: true },
    ]);
    expect(await backend.query('select 1 from public.trash where user_id = $1', [trader.id])).toHaveLength(0);
  });

  test('a commission rate and an instrument override removed in the settings come back, the same rows, with Undo', async ({
    page,
    backend,
  }) => {
    const rate = await client
      .from('commission_defaults')
      .insert({ symbol: 'NQ', per_unit: '2.25', per_fill: '0.5' })
      .select('id')
      .single<{ id: string }>();
    if (rate.error) throw rate.error;
    const instrument = await client
      .from('instruments')
      .insert({ symbol: 'ZZTOP', asset_class: 'future', multiplier: '12.5', tick_size: '0.25' })
      .select('id')
      .single<{ id: string }>();
    if (instrument.error) throw instrument.error;
    const stored = async (table: string, id: string) =>
      backend.query(`select (to_jsonb(t) - 'updated_at')::text as row from public.${table} t where id = $1`, [
        id,
      ]);
    const rateRow = await stored('commission_defaults', rate.data.id);
    const instrumentRow = await stored('instruments', instrument.data.id);

    const settings = new SettingsPage(page);
    await settings.open(trader, 'trading-defaults');
    const removeRate = page.getByRole('button', { name: 'Remove Any account, NQ' });
    await removeRate.click();
    await expect(removeRate).toHaveCount(0);
    expect(await stored('commission_defaults', rate.data.id)).toEqual([]);
    await undoIn(page, 'Commission rate for Any account, NQ removed').click();
    await expect(removeRate).toBeVisible();
    expect(await stored('commission_defaults', rate.data.id)).toEqual(rateRow);

    await page.getByRole('searchbox', { name: 'Find an instrument' }).fill('ZZTOP');
    const removeInstrument = page.getByRole('button', { name: 'Remove ZZTOP' });
    await removeInstrument.click();
    await expect(removeInstrument).toHaveCount(0);
    expect(await stored('instruments', instrument.data.id)).toEqual([]);
    await undoIn(page, 'ZZTOP removed').click();
    await expect(removeInstrument).toBeVisible();
    expect(await stored('instruments', instrument.data.id)).toEqual(instrumentRow);
  });

  test("a playbook's example removed comes back in its place with Undo", async ({ page, backend }) => {
    const account = await addAccount(client, 'Examples', 'USD');
    const trade = await saveTrade(client, account, 'ORCL');
    const playbook = await client
      .from('strategies')
      .insert({ name: 'Gap and go' })
      .select('id')
      .single<{ id: string }>();
    if (playbook.error) throw playbook.error;
    const filed = await client.from('trades').update({ strategy_id: playbook.data.id }).eq('id', trade);
    if (filed.error) throw filed.error;
    const example = await client
      .from('strategy_examples')
      .insert({ strategy_id: playbook.data.id, trade_id: trade, caption: 'Clean break', position: 0 })
      .select('id')
      .single<{ id: string }>();
    if (example.error) throw example.error;

    const strategies = new StrategiesPage(page);
    await strategies.open(trader, `/strategies?playbook=${playbook.data.id}`);
    await strategies.expectHeading('Gap and go');
    const card = page.getByTestId('examples').getByTestId('example');
    await card.getByRole('button', { name: 'Remove ORCL from the examples' }).click();
    await expect(card).toHaveCount(0);
    await undoIn(page, 'ORCL removed from the examples').click();
    await expect(card).toHaveCount(1);
    expect(
      await backend.query('select id, caption, position from public.strategy_examples where trade_id = $1', [
        trade,
      ]),
    ).toEqual([{ id: example.data.id, caption: 'Clean break', position: 0 }]);
  });
});
