import {
  ATTACHMENT_BUCKET,
  attachmentPath,
  computeAdherence,
  getErrorEntry,
  type AdherenceReport,
  type AnalyticsTrade,
} from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { StrategiesPage } from './page-models/strategies-page';
import { expect, test } from './support/fixtures';
import { addAccount, readAnalyticsTrades, setTimeZone, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

const ZONE = 'America/New_York';
const NAME = 'Opening range breakout';
const RULES = ['Wait for the range to form', 'Enter on the retest', 'Stop beyond the range'];

interface Playbook {
  id: string;
  rules: { id: string; text: string }[];
}

async function playbookNamed(client: SupabaseClient, name: string): Promise<Playbook> {
  const { data, error } = await client
    .from('strategies')
    .select('id, rules')
    .eq('name', name)
    .single<Playbook>();
  if (error) throw error;
  return data;
}

// Ten shares in at 100 and out at `exit` on `day`, following the rules at `followed` (their indexes).
const TRIPS: { day: string; exit: string; followed: number[] }[] = [
  { day: '2026-09-01', exit: '106', followed: [0, 1, 2] },
  { day: '2026-09-02', exit: '98', followed: [0, 1, 2] },
  { day: '2026-09-03', exit: '104', followed: [0, 1, 2] },
  { day: '2026-09-04', exit: '97', followed: [0, 2] },
  { day: '2026-09-08', exit: '101', followed: [0, 2] },
  { day: '2026-09-09', exit: '95', followed: [0, 1] },
];

async function recordTrades(
  client: SupabaseClient,
  accountId: string,
  playbook: Playbook,
): Promise<string[]> {
  const { data, error } = await client.rpc('save_trades', {
    trades: TRIPS.map((trip) => ({
      account_id: accountId,
      symbol: 'ES',
      asset_class: 'stock',
      stop_price: '98',
      strategy_id: playbook.id,
      followed_rule_ids: trip.followed.map((index) => playbook.rules[index]?.id),
      executions: [
        { executed_at: `${trip.day}T14:00:00Z`, side: 'buy', quantity: '10', price: '100' },
        { executed_at: `${trip.day}T15:30:00Z`, side: 'sell', quantity: '10', price: trip.exit },
      ],
    })),
  });
  if (error) throw error;
  return data as string[];
}

// The smallest PNG: one transparent pixel.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a screenshot onto a trade as the trade form does: the file, then its row. */
async function attachScreenshot(client: SupabaseClient, userId: string, tradeId: string): Promise<void> {
  const path = attachmentPath(userId, tradeId, 'shot', 'entry.png');
  const upload = await client.storage
    .from(ATTACHMENT_BUCKET)
    .upload(path, PIXEL, { contentType: 'image/png' });
  if (upload.error) throw upload.error;
  const { error } = await client.from('trade_attachments').insert({
    trade_id: tradeId,
    object_path: path,
    file_name: 'entry.png',
    content_type: 'image/png',
    size_bytes: PIXEL.length,
    position: 0,
    caption: 'Entry on the retest',
  });
  if (error) throw error;
}

/** The trades as the engine reads them, with the rules each followed. */
async function engineTrades(client: SupabaseClient): Promise<AnalyticsTrade[]> {
  const trades = await readAnalyticsTrades(client);
  const { data, error } = await client
    .from('trades')
    .select('id, followed_rule_ids')
    .overrideTypes<{ id: string; followed_rule_ids: string[] }[], { merge: false }>();
  if (error) throw error;
  const followed = new Map(data.map((row) => [row.id, row.followed_rule_ids]));
  return trades.map((trade) => ({ ...trade, followedRuleIds: followed.get(trade.id) ?? [] }));
}

test.describe('playbooks', () => {
  test.describe.configure({ mode: 'serial' });
  let trader: TestUser;
  let client: SupabaseClient;
  let accountId: string;

  test.beforeAll(async ({ backend }) => {
    trader = await createUser(backend);
    client = await signedInClient(backend, trader);
    await setTimeZone(client, trader.id, ZONE);
    accountId = await addAccount(client, 'Futures', 'USD');
  });

  test('a playbook with three rules is created, its rules ordered with the keyboard, its name kept unique, and a copy archived', async ({
    page,
  }) => {
    const strategies = new StrategiesPage(page);
    await strategies.open(trader);
    await expect(page.getByTestId('no-playbooks')).toBeVisible();
    await page.getByRole('button', { name: 'Create your first playbook' }).click();

    await strategies.submit();
    await expect(strategies.fieldError('Name')).toHaveText('Give the playbook a name.');
    await strategies.field('Name').fill(NAME);
    await strategies.field('Markets').fill('ES, NQ');
    await strategies.field('Timeframe').fill('5m');
    await strategies.field('Description').fill('Trade the **first** range of the day.');
    // The third rule typed first, then moved to the end with Alt+↓ twice.
    await strategies.addRule(RULES[2] ?? '');
    await strategies.addRule(RULES[0] ?? '');
    await strategies.addRule(RULES[1] ?? '');
    const moved = strategies.field('Rule 1');
    await moved.press('Alt+ArrowDown');
    await expect(strategies.field('Rule 2')).toBeFocused();
    await strategies.field('Rule 2').press('Alt+ArrowDown');
    expect(await strategies.ruleTexts()).toEqual(RULES);
    await strategies.field('Max trades per day').fill('0');
    await strategies.field('Max trades per day').blur();
    await expect(strategies.fieldError('Max trades per day')).toContainText('1 to 1,000');
    await strategies.field('Max trades per day').fill('');
    await strategies.submit();

    await strategies.expectHeading(NAME);
    await expect(page).toHaveURL(/[?&]playbook=[0-9a-f-]{36}/);
    await expect(page.getByRole('list', { name: 'Rules checklist' }).getByRole('listitem')).toHaveText(
      RULES.map((rule, index) => `${index + 1}. ${rule}`),
    );
    await expect(page.getByTestId('playbook-description').locator('strong')).toHaveText('first');
    const stored = await playbookNamed(client, NAME);
    expect(stored.rules.map((rule) => rule.text)).toEqual(RULES);
    expect(new Set(stored.rules.map((rule) => rule.id)).size).toBe(3);

    // Another playbook may not take the name, whatever its capitals.
    await page.getByRole('link', { name: 'All playbooks' }).click();
    await page.getByRole('button', { name: 'New playbook' }).click();
    await strategies.field('Name').fill(NAME.toUpperCase());
    await strategies.submit();
    await expect(strategies.fieldError('Name')).toHaveText('You already have a playbook with this name.');
    // A name taken in another tab since the list was read: the database refuses it, in the catalogue's words.
    const { data: other, error: otherError } = await client
      .from('strategies')
      .insert({ name: 'Pullback' })
      .select('id')
      .single<{ id: string }>();
    if (otherError) throw otherError;
    await strategies.field('Name').fill('PULLBACK');
    await strategies.submit();
    await expect(strategies.fieldError('Name')).toHaveText(getErrorEntry('DB-005').userMessage);
    await expect(strategies.dialog.getByTestId('save-error')).toContainText('(DB-005)');
    await strategies.dialog.getByRole('button', { name: 'Cancel' }).click();
    const { error: removeError } = await client.from('strategies').delete().eq('id', other.id);
    if (removeError) throw removeError;
    await expect(strategies.cards).toHaveCount(1);

    // A copy takes a free name and the same rules; archived, it waits behind the toggle.
    const copyName = `${NAME} (copy)`;
    await strategies.action('Duplicate', NAME);
    await expect(strategies.cards.filter({ hasText: copyName })).toBeVisible();
    const copy = await playbookNamed(client, copyName);
    expect(copy.rules).toEqual(stored.rules);
    await strategies.action('Archive', copyName);
    await expect(strategies.cards).toHaveCount(1);
    await page.getByRole('button', { name: 'Show archived (1)' }).click();
    await expect(page.getByRole('list', { name: 'Archived playbooks' })).toContainText(copyName);
    const { error } = await client.from('strategies').delete().eq('id', copy.id);
    if (error) throw error;
  });

  test('trades that keep and break its rules show each rule’s adherence and the engine’s cost; an example shows its screenshot', async ({
    page,
  }) => {
    const playbook = await playbookNamed(client, NAME);
    const tradeIds = await recordTrades(client, accountId, playbook);
    const example = tradeIds[0] ?? '';
    await attachScreenshot(client, trader.id, example);
    const report: AdherenceReport = computeAdherence(
      await engineTrades(client),
      { rules: playbook.rules, maxRiskAmount: null, maxTradesPerDay: null },
      { timeZone: ZONE },
    );
    expect(report.tradeCount).toBe(TRIPS.length);
    expect(report.costBasis).toBe('followed-all');

    const strategies = new StrategiesPage(page);
    await strategies.open(trader, `/strategies?playbook=${playbook.id}`);
    await strategies.expectHeading(NAME);
    await expect(strategies.adherenceRows).toHaveCount(3);
    for (const rule of report.rules) {
      const row = strategies.adherenceRow(rule.id);
      await expect(row.locator('th')).toContainText(rule.text);
      await expect(strategies.metric(row, 'followed')).toHaveAttribute('data-value', String(rule.followed));
      await expect(strategies.metric(row, 'broken')).toHaveAttribute('data-value', String(rule.broken));
      await expect(strategies.metric(row, 'followRatePct')).toHaveAttribute(
        'data-value',
        String(rule.followRatePct),
      );
      await expect(strategies.metric(row, 'cost')).toHaveAttribute('data-value', String(rule.cost));
    }
    // The second rule was broken twice and the third once; the first never.
    expect(report.rules.map((rule) => rule.broken)).toEqual([0, 2, 1]);
    await expect(strategies.metric(page.getByTestId('followed-all'), 'tradeCount')).toHaveAttribute(
      'data-value',
      '3',
    );
    await expect(strategies.metric(page.getByTestId('broke-any'), 'netPnl')).toHaveAttribute(
      'data-value',
      String(report.brokeAny.netPnl),
    );
    await expect(strategies.metric(page.getByTestId('playbook-performance'), 'tradeCount')).toHaveAttribute(
      'data-value',
      String(TRIPS.length),
    );

    // The first trade becomes an example, shown with its screenshot and a link to it, then removed.
    const examples = page.getByTestId('examples');
    await examples.getByLabel('Add an example').selectOption({ label: 'ES long · 2026-09-01 · +60.00 USD' });
    await examples.getByRole('button', { name: 'Add', exact: true }).click();
    const card = examples.getByTestId('example');
    await expect(card.getByRole('link', { name: 'ES long · 2026-09-01 · +60.00 USD' })).toHaveAttribute(
      'href',
      `/trades/${example}`,
    );
    const shot = card.getByRole('img', { name: 'Entry on the retest' });
    await expect(shot).toBeVisible();
    await expect
      .poll(() => shot.evaluate((image) => (image instanceof HTMLImageElement ? image.naturalWidth : 0)))
      .toBe(1);
    await card.getByRole('button', { name: 'Remove ES from the examples' }).click();
    await expect(card).toHaveCount(0);
  });

  test('deleting the playbook asks first, says how many trades keep their data, and keeps them', async ({
    page,
  }) => {
    const playbook = await playbookNamed(client, NAME);
    const strategies = new StrategiesPage(page);
    await strategies.open(trader, `/strategies?playbook=${playbook.id}`);
    await strategies.expectHeading(NAME);
    await strategies.action('Delete', NAME);
    await expect(strategies.dialog.getByTestId('delete-impact')).toContainText(
      `6 trades carry ${NAME}. They keep their fills, P&L and tags`,
    );
    await strategies.dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(strategies.dialog).toBeHidden();
    expect((await playbookNamed(client, NAME)).id).toBe(playbook.id);

    await strategies.action('Delete', NAME);
    await strategies.dialog.getByRole('button', { name: 'Delete playbook' }).click();
    await strategies.expectHeading('Strategies');
    await expect(page.getByTestId('no-playbooks')).toBeVisible();

    const { data, error } = await client
      .from('trades')
      .select('strategy_id, followed_rule_ids, net:net_pnl::text')
      .overrideTypes<
        { strategy_id: string | null; followed_rule_ids: string[]; net: string }[],
        { merge: false }
      >();
    if (error) throw error;
    expect(data).toHaveLength(TRIPS.length);
    for (const trade of data) {
      expect(trade.strategy_id).toBeNull();
      expect(trade.followed_rule_ids).toEqual([]);
    }
    expect(data.map((trade) => Number(trade.net)).sort((a, b) => a - b)).toEqual([-50, -30, -20, 10, 40, 60]);
  });
});
