import { generateDemoJournal } from '@edgelog/core';
import type { Page } from '@playwright/test';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { TradeFormPage } from './page-models/trade-form-page';
import { TradeLogPage } from './page-models/trade-log-page';
import type { Backend } from './support/backend';
import { expect, test } from './support/fixtures';
import { addAccount, seedDemoJournal, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

// Issue 30: the screens that hid what matters. One journal, seeded once, for the log and form tests.
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.EDGELOG_SHOTS_DIR;

let trader: TestUser;
let defaultAccount: string;

async function signIn(page: Page, user: TestUser, path: string, title: string): Promise<void> {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready(title);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  // The theme follows the system by default: both schemes, as the trader's machine would ask.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Whether the element's box lies inside the viewport, left to right. */
async function inViewX(page: Page, box: { x: number; width: number } | null): Promise<boolean> {
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

test.describe('daily screens with a journal', () => {
  test.beforeAll(async ({ backend }: { backend: Backend }) => {
    trader = await createUser(backend);
    const client = await signedInClient(backend, trader);
    const journal = generateDemoJournal({ seed: 30, trades: 40, accounts: 3, now: Date.now() });
    const seeded = await seedDemoJournal(client, journal, { isSample: false });
    defaultAccount = [...seeded.accounts.values()][1] ?? '';
    const { error } = await client
      .from('user_settings')
      .upsert({ default_account_id: defaultAccount }, { onConflict: 'user_id' });
    if (error) throw error;
  });

  test('the trade log keeps Net P&L, R and Result in view at 1440 px and on a phone', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, trader, '/trades', 'Trades');
    const log = new TradeLogPage(page);
    await expect(log.rows.first()).toBeVisible();
    for (const label of ['Net P&L', 'R', 'Result', 'Opened', 'Symbol']) {
      const header = log.columnHeader(label);
      await expect(header).toBeVisible();
      expect(await inViewX(page, await header.boundingBox()), `${label} in view`).toBe(true);
    }
    const scroller = page.getByTestId('trade-log-scroller');
    // No sideways scrolling at this width: the columns that do not fit step aside.
    const widths = await scroller.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(widths[0] ?? 0, `${widths.join(' > ')}`).toBeLessThanOrEqual((widths[1] ?? 0) + 1);
    await shoot(page, 'trade-log-1440');

    await page.setViewportSize(PHONE);
    const cards = page.getByTestId('trade-card');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    for (const part of ['trade-card-symbol', 'trade-card-net', 'trade-card-r', 'trade-card-result']) {
      const cell = first.getByTestId(part);
      await expect(cell).toBeVisible();
      expect(await inViewX(page, await cell.boundingBox()), `${part} in view`).toBe(true);
    }
    await expect(first.getByTestId('trade-card-net')).toHaveText(/\d/);
    await shoot(page, 'trade-log-390');
  });

  test('n lands in the first field of a form on the default account; Ctrl+Enter saves', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, trader, '/trades', 'Trades');
    await expect(new TradeLogPage(page).rows.first()).toBeVisible();
    await page.keyboard.press('n');
    const form = new TradeFormPage(page);
    await expect(form.field('Account')).toBeFocused();
    await expect(form.field('Account')).toHaveValue(defaultAccount);

    await page.keyboard.press('Tab');
    await page.keyboard.type('KEYS');
    await form.fill({
      'Entry price': '10',
      Quantity: '5',
      'Entry time': '2026-01-05T10:00',
      'Exit price': '11',
      'Exit time': '2026-01-05T11:00',
      'Stop price': '9',
    });
    await form.field('Stop price').press('ControlOrMeta+Enter');
    await expect(page).toHaveURL(/\/trades\/[0-9a-f-]{36}$/);
  });

  test('tag groups and the rules checklist are one Tab stop each', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, trader, '/trades/new', 'New trade');
    const form = new TradeFormPage(page);
    const setups = form.form.getByRole('toolbar', { name: 'Setup' });
    await expect(setups).toBeVisible();
    const buttons = setups.getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(1);
    await buttons.first().focus();
    await page.keyboard.press('Tab');
    // One Tab leaves the group: the next stop is not another tag of it.
    expect(await setups.evaluate((group) => group.contains(document.activeElement))).toBe(false);
    await buttons.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(buttons.nth(1)).toBeFocused();
    // Space picks the focused tag and the focus stays in the group.
    const picked = (await buttons.nth(1).getAttribute('aria-label'))?.replace('Add tag ', '') ?? '';
    await page.keyboard.press('Space');
    await expect(form.form.getByTestId('selected-tag')).toContainText([picked]);
    expect(await setups.evaluate((group) => group.contains(document.activeElement))).toBe(true);

    const strategy = form.form.getByRole('combobox', { name: 'Strategy', exact: true });
    const choice = await strategy.locator('option').nth(1).getAttribute('value');
    await strategy.selectOption(choice ?? '');
    const rules = form.form.getByRole('group', { name: 'Rules followed' }).getByRole('checkbox');
    expect(await rules.count()).toBeGreaterThan(1);
    await rules.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(rules.nth(1)).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await rules.evaluateAll((all) => all.some((rule) => rule === document.activeElement))).toBe(false);
  });

  test('the fills grid reads Buy/Sell with Fees and the position in view; the figures follow on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, trader, '/trades/new', 'New trade');
    const form = new TradeFormPage(page);
    await form.form.getByRole('tab', { name: 'Executions' }).click();
    await form.fillRow(1, { time: '2026-01-05T10:00:00', side: 'buy', quantity: '10', price: '100' });
    await form.fillRow(2, { time: '2026-01-05T11:00:00', side: 'sell', quantity: '10', price: '104' });
    const side = form.cell(2, 'side');
    // The select is wide enough for its word, not a bare chevron.
    expect(await side.evaluate((select) => select.getBoundingClientRect().width)).toBeGreaterThanOrEqual(72);
    for (const locator of [form.cell(2, 'fees'), form.fillRows.nth(1).getByTestId('fill-position')]) {
      await expect(locator).toBeVisible();
      expect(await inViewX(page, await locator.boundingBox())).toBe(true);
    }
    await form.fillRows.first().scrollIntoViewIfNeeded();
    await shoot(page, 'trade-form-1440');

    await page.setViewportSize(PHONE);
    await form.cell(2, 'price').fill('105');
    await form.cell(2, 'price').focus();
    const summary = page.getByTestId('preview-summary');
    await expect(summary).toBeInViewport();
    await expect(summary.getByTestId('preview-summary-net')).toHaveText(/\+50/);
    await shoot(page, 'trade-form-390');
  });

  test('the last used account is the start when no default is set', async ({ page, backend }) => {
    const user = await createUser(backend);
    const client = await signedInClient(backend, user);
    await addAccount(client, 'Alpha', 'USD');
    const beta = await addAccount(client, 'Beta', 'USD');
    const { error } = await client.rpc('save_trades', {
      trades: [
        {
          account_id: beta,
          symbol: 'MSFT',
          asset_class: 'stock',
          currency: 'USD',
          executions: [
            { executed_at: '2026-01-05T15:00:00Z', side: 'buy', quantity: '1', price: '10' },
            { executed_at: '2026-01-05T16:00:00Z', side: 'sell', quantity: '1', price: '11' },
          ],
        },
      ],
    });
    if (error) throw error;
    await signIn(page, user, '/trades/new', 'New trade');
    await expect(new TradeFormPage(page).field('Account')).toHaveValue(beta);
  });
});

test('a reload and a new tab show the page, not the first-entry overlay', async ({ page, makeUser }) => {
  const user = await makeUser();
  await signIn(page, user, '/dashboard', 'Dashboard');
  // The first entry's overlay has run to its end (the heading may show before it starts).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('edgelog_overlay_seen'))).not.toBeNull();
  await expect(new AppShell(page).overlay).toBeHidden();
  // Records whether the overlay is ever put on the page from here on.
  const watch = () =>
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-overlay"]'))
        (window as unknown as { overlaySeen: boolean }).overlaySeen = true;
    }).observe(document, { childList: true, subtree: true });
  await page.context().addInitScript(watch);
  await page.reload();
  const shell = new AppShell(page);
  await expect(shell.pageHeading).toHaveText('Dashboard');
  expect(await page.evaluate(() => 'overlaySeen' in window)).toBe(false);

  const tab = await page.context().newPage();
  await tab.goto('/trades');
  await expect(new AppShell(tab).pageHeading).toHaveText('Trades');
  expect(await tab.evaluate(() => 'overlaySeen' in window)).toBe(false);
  await tab.close();

  // A new sign-in is a first entry again.
  await shell.signOut();
  await expect(page).toHaveURL(/\/auth/);
  await new AuthPage(page).signIn(user.email, user.password);
  await expect(shell.overlay).toBeVisible();
});

/**
 * Every key figure is whole inside its card: "+$12,110.06" is not cut off at the card's edge (a
 * figure's box is the card's width, so what spills out shows as scroll width).
 */
async function expectKeyFiguresWhole(page: Page): Promise<void> {
  const overflows = await page.locator('[data-numeric][data-metric]').evaluateAll((figures) =>
    figures.flatMap((figure) => {
      const card = figure.closest('[data-slot="card"]');
      if (card === null) return [];
      const inner = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
      const spills = figure.scrollWidth > figure.clientWidth + 0.5;
      const beyond = figure.getBoundingClientRect().right > inner + 0.5;
      return spills || beyond ? [`${figure.textContent}: ${figure.scrollWidth} > ${figure.clientWidth}`] : [];
    }),
  );
  expect(overflows).toEqual([]);
}

test('the empty dashboard loads a sample journal that ends today, in one click', async ({
  page,
  makeUser,
}) => {
  test.setTimeout(90_000);
  const user = await makeUser();
  await page.setViewportSize(DESKTOP);
  await signIn(page, user, '/dashboard', 'Dashboard');
  const empty = page.getByTestId('analytics-no-trades');
  await expect(empty).toBeVisible();
  await shoot(page, 'dashboard-empty-1440');
  await empty.getByRole('link', { name: 'Try sample data' }).click();
  await expect(page).toHaveURL(/\/trades$/);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  await expect(page.locator('[data-widget]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-metric="netPnl"][data-numeric]').first()).toBeVisible();
  await expectKeyFiguresWhole(page);
  await shoot(page, 'dashboard-1440');
  await page.setViewportSize(PHONE);
  await expectKeyFiguresWhole(page);
  await shoot(page, 'dashboard-390');

  // The calendar opens on this month, and this month has trading days in it.
  await page.setViewportSize(DESKTOP);
  await page.goto('/analytics/calendar');
  await new AppShell(page).ready('Calendar');
  await expect(page.getByTestId('calendar-total')).toContainText(/\d+ trades?/);
  await shoot(page, 'calendar-1440');
  await page.setViewportSize(PHONE);
  await shoot(page, 'calendar-390');
});
