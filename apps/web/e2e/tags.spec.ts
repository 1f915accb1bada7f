import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TagsPage } from './page-models/tags-page';
import { TradeLogPage } from './page-models/trade-log-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

interface Seed {
  tags: { name: string; group: string; color?: string }[];
  /** Round trips of 10 shares in at 100, out at `exit` (net P&L 10 x (exit - 100)), with their tags. */
  trades: { symbol: string; day: string; exit: string; tags: string[] }[];
}

/** A user with tags and tagged trades, written through the API as the app would. */
async function seedUser(backend: Parameters<typeof signedInClient>[0], seed: Seed) {
  const user = await createUser(backend);
  const client = await signedInClient(backend, user);
  const accountId = await addAccount(client, 'Main', 'USD');
  const { data, error } = await client
    .from('tags')
    .insert(seed.tags.map((tag) => ({ name: tag.name, tag_group: tag.group, color: tag.color ?? '#2563eb' })))
    .select('id, name')
    .returns<{ id: string; name: string }[]>();
  if (error) throw error;
  const ids = new Map(data.map((tag) => [tag.name, tag.id]));
  const saved = await client.rpc('save_trades', {
    trades: seed.trades.map((trade) => ({
      account_id: accountId,
      symbol: trade.symbol,
      asset_class: 'stock',
      stop_price: '98',
      tag_ids: trade.tags.map((name) => ids.get(name)),
      executions: [
        { executed_at: `${trade.day}T14:30:00Z`, side: 'buy', quantity: '10', price: '100' },
        { executed_at: `${trade.day}T15:30:00Z`, side: 'sell', quantity: '10', price: trade.exit },
      ],
    })),
  });
  if (saved.error) throw saved.error;
  return { user, client, ids };
}

async function tagsOfTrades(client: SupabaseClient): Promise<Map<string, string[]>> {
  const { data, error } = await client
    .from('trades')
    .select('symbol, trade_tags(tags(name))')
    .returns<{ symbol: string; trade_tags: { tags: { name: string } | null }[] }[]>();
  if (error) throw error;
  return new Map(
    data.map((trade) => [
      trade.symbol,
      trade.trade_tags.flatMap(({ tags }) => (tags ? [tags.name] : [])).sort(),
    ]),
  );
}

async function openTags(page: Page, user: TestUser, query = ''): Promise<TagsPage> {
  const tags = new TagsPage(page);
  await tags.open(user, query);
  return tags;
}

test.describe('a journal with setups and mistakes', () => {
  let user: TestUser;
  let client: SupabaseClient;

  test.beforeAll(async ({ backend }) => {
    ({ user, client } = await seedUser(backend, {
      tags: [
        { name: 'Breakout', group: 'setup' },
        { name: 'Pullback', group: 'setup' },
        { name: 'Chased entry', group: 'mistake', color: '#dc2626' },
        { name: 'Late exit', group: 'mistake', color: '#ea580c' },
        { name: 'Idle', group: 'custom' },
      ],
      trades: [
        { symbol: 'AAPL', day: '2026-03-02', exit: '112', tags: ['Breakout'] },
        { symbol: 'MSFT', day: '2026-03-03', exit: '96', tags: ['Breakout', 'Chased entry'] },
        { symbol: 'NVDA', day: '2026-03-04', exit: '103', tags: ['Pullback'] },
        // Two mistakes on one trade: in both rows, once in the total.
        { symbol: 'TSLA', day: '2026-03-05', exit: '97.5', tags: ['Chased entry', 'Late exit'] },
      ],
    }));
  });

  test('lists every tag with the engine’s figures, and what the mistakes cost', async ({ page }) => {
    const tags = await openTags(page, user);
    await expect(tags.rows).toHaveCount(5);
    await expect(tags.figure('Breakout', 'tradeCount')).toHaveAttribute('data-value', '2');
    await expect(tags.figure('Breakout', 'winRatePct')).toHaveAttribute('data-value', '50');
    await expect(tags.figure('Breakout', 'netPnl')).toHaveAttribute('data-value', '80');
    // Risking 20 a trade (stop 2 below the entry): +6 R and -2 R.
    await expect(tags.figure('Breakout', 'expectancyR')).toHaveAttribute('data-value', '2');
    // A tag without trades is listed, without figures.
    await expect(tags.figure('Idle', 'tradeCount')).toHaveAttribute('data-value', '0');
    await expect(tags.figure('Idle', 'netPnl')).toHaveAttribute('data-value', 'null');

    // Sorted by net P&L, the best first.
    await tags.table.getByRole('button', { name: 'Net P&L', exact: true }).click();
    await expect(tags.rows.first()).toHaveAttribute('data-tag', 'Breakout');
    await expect(tags.rows.last()).toHaveAttribute('data-tag', 'Idle');

    await expect(tags.mistakeRows).toHaveCount(2);
    await expect(tags.mistakeRows.first()).toHaveAttribute('data-tag', 'Chased entry');
    await expect(tags.mistake('Chased entry').locator('[data-metric="netPnl"]')).toHaveAttribute(
      'data-value',
      '-65',
    );
    await expect(tags.mistake('Late exit').locator('[data-metric="netPnl"]')).toHaveAttribute(
      'data-value',
      '-25',
    );
    await expect(tags.mistakesTotal.locator('[data-metric="netPnl"]')).toHaveAttribute('data-value', '-65');
    await expect(tags.mistakesTotal).toContainText('2 trades');

    // Over a period without the MSFT loss, the cost follows the filter.
    await page.goto('/tags?period=custom&from=2026-03-04&to=2026-03-31');
    await tags.figuresShown();
    await expect(tags.mistake('Chased entry').locator('[data-metric="netPnl"]')).toHaveAttribute(
      'data-value',
      '-25',
    );
    await expect(tags.mistakesTotal.locator('[data-metric="netPnl"]')).toHaveAttribute('data-value', '-25');
  });

  test('group chips and the search narrow the list', async ({ page }) => {
    const tags = await openTags(page, user);
    await page.getByRole('button', { name: /^Mistake/ }).click();
    await expect(tags.rows).toHaveCount(2);
    await tags.search.fill('late');
    await expect(tags.rows).toHaveCount(1);
    await expect(tags.rows.first()).toHaveAttribute('data-tag', 'Late exit');
    await tags.search.fill('nothing like it');
    await page.getByRole('button', { name: 'Show every tag' }).click();
    await expect(tags.rows).toHaveCount(5);
  });

  test('deleting says how many trades lose the tag, and undo puts it back on them', async ({ page }) => {
    const tags = await openTags(page, user);
    await tags.act('Late exit', 'Delete');
    await expect(tags.dialog.getByTestId('delete-summary')).toHaveText(/^1 trade loses this tag/);
    await tags.dialog.getByRole('button', { name: 'Delete tag' }).click();
    await expect(tags.row('Late exit')).toHaveCount(0);
    await expect(tags.mistake('Late exit')).toHaveCount(0);
    expect((await tagsOfTrades(client)).get('TSLA')).toEqual(['Chased entry']);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('“Late exit” is back on 1 trade.')).toBeVisible();
    await expect(tags.figure('Late exit', 'tradeCount')).toHaveAttribute('data-value', '1');
    await expect(tags.mistake('Late exit').locator('[data-metric="netPnl"]')).toHaveAttribute(
      'data-value',
      '-25',
    );
    expect((await tagsOfTrades(client)).get('TSLA')).toEqual(['Chased entry', 'Late exit']);
  });

  test('editing checks the name and colour, then renames, recolours and regroups', async ({ page }) => {
    const tags = await openTags(page, user);
    await tags.act('Idle', 'Edit name, colour, group');
    const name = tags.dialog.getByLabel('Name', { exact: true });
    const hex = tags.dialog.getByLabel('Hex code', { exact: true });
    const save = tags.dialog.getByRole('button', { name: 'Save changes' });

    await name.fill('  ');
    await save.click();
    await expect(tags.dialog.getByText('Enter a name for the tag.')).toBeVisible();
    await expect(name).toBeFocused();
    await name.fill('x'.repeat(51));
    await expect(tags.dialog.getByText('Use at most 50 characters.')).toBeVisible();
    await name.fill('BREAKOUT');
    await expect(tags.dialog.getByText('You already have a tag with this name.')).toBeVisible();
    await hex.fill('#12345');
    await expect(tags.dialog.getByText('Enter a colour as a hex code, like #2563eb.')).toBeVisible();

    await name.fill('Overtrading');
    await tags.dialog.getByRole('radio', { name: '#9333ea' }).click();
    await expect(hex).toHaveValue('#9333ea');
    await tags.dialog.getByLabel('Group', { exact: true }).selectOption('mistake');
    await save.click();
    await expect(tags.dialog).toBeHidden();
    await expect(tags.row('Overtrading').getByTestId('tag-group')).toHaveText('Mistake');
    await expect(tags.mistake('Overtrading')).toContainText('No trades in this period');
    const { data } = await client.from('tags').select('color, tag_group').eq('name', 'Overtrading').single();
    expect(data).toEqual({ color: '#9333ea', tag_group: 'mistake' });
  });

  test('a name taken in another tab meanwhile is refused by the database with its catalogue code', async ({
    page,
  }) => {
    const tags = await openTags(page, user);
    await tags.act('Pullback', 'Edit name, colour, group');
    const { error } = await client.from('tags').insert({ name: 'Scalp', tag_group: 'setup' });
    expect(error).toBeNull();
    try {
      await tags.dialog.getByLabel('Name', { exact: true }).fill('scalp');
      await tags.dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(tags.dialog.getByTestId('tag-save-error')).toContainText('DB-005');
      await expect(tags.dialog.getByText('You already have a tag with this name.')).toBeVisible();
    } finally {
      await client.from('tags').delete().eq('name', 'Scalp');
    }
    await tags.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(tags.row('Pullback')).toBeVisible();
  });

  test('tags that cannot be read say why, and come on a new try', async ({ page }) => {
    await page.route('**/rest/v1/tags*', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }),
          })
        : route.fallback(),
    );
    const tags = new TagsPage(page);
    await tags.open(user, '', { waitForFigures: false });
    const failed = page.getByTestId('tags-error');
    // Retried a few times before it is told, with its catalogue code.
    await expect(failed).toContainText(/\([A-Z]+-\d{3}\)/, { timeout: 30_000 });
    await page.unroute('**/rest/v1/tags*');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(tags.rows).toHaveCount(5);
  });

  test('on a phone each tag is a card', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tags = await openTags(page, user);
    await expect(tags.table).toBeHidden();
    await expect(tags.cards).toHaveCount(5);
    await expect(
      tags.cards.filter({ hasText: 'Breakout' }).locator('[data-metric="netPnl"]'),
    ).toHaveAttribute('data-value', '80');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test('merging two tags leaves one tag with both trades, and the log filtered by it', async ({
  page,
  backend,
}) => {
  const { user, ids } = await seedUser(backend, {
    tags: [
      { name: 'ORB', group: 'setup' },
      { name: 'Opening range', group: 'setup' },
    ],
    trades: [
      { symbol: 'SPY', day: '2026-04-01', exit: '101', tags: ['ORB'] },
      { symbol: 'QQQ', day: '2026-04-02', exit: '99', tags: ['Opening range'] },
    ],
  });
  const tags = await openTags(page, user);
  await tags.act('Opening range', 'Merge into another tag');
  const target = tags.dialog.getByLabel('Merge into');
  // The source is never offered as its own target.
  await expect(target.locator('option')).toHaveText(['Choose a tag…', 'ORB (setup)']);
  await tags.dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(tags.dialog.getByText('Choose the tag that keeps the trades.')).toBeVisible();
  await target.selectOption({ label: 'ORB (setup)' });
  await expect(tags.dialog.getByTestId('merge-summary')).toHaveText(
    'The 1 trade tagged “Opening range” moves to “ORB”; a trade that has both keeps one. “Opening range” is then deleted.',
  );
  await tags.dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText('“Opening range” merged into “ORB”: 1 trade moved.')).toBeVisible();
  await expect(tags.rows).toHaveCount(1);
  await expect(tags.figure('ORB', 'tradeCount')).toHaveAttribute('data-value', '2');

  await tags.row('ORB').getByRole('link', { name: /ORB/ }).click();
  await expect(page).toHaveURL(new RegExp(`/trades\\?tag=${ids.get('ORB')}$`));
  const log = new TradeLogPage(page);
  await log.settled();
  await expect(log.rows).toHaveCount(2);
  await expect(log.row('SPY')).toBeVisible();
  await expect(log.row('QQQ')).toBeVisible();
});

test('a trader without tags is told how to make one', async ({ page, backend }) => {
  const user = await createUser(backend);
  await openTags(page, user);
  await expect(page.getByTestId('tags-empty')).toContainText('No tags yet');
});
