import type { Page, Route } from '@playwright/test';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { TradeLogPage } from './page-models/trade-log-page';
import { expect, test } from './support/fixtures';
import { signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

// Three round trips of 10 shares bought at 100 with a stop at 98 (20 at risk): +100.00, −40.00 and
// +152.50, so +212.50 in all, R of +5.00, −2.00 and +7.63.
const EXITS = [
  { day: '2026-11-02', price: '110' },
  { day: '2026-11-03', price: '96' },
  { day: '2026-11-04', price: '115.25' },
];

// A currency amount as the page could write it: a symbol before digits, or an amount to the cent
// before a code ("212.50 USD"; a heading such as "November 2026" followed by "USD" is not one).
const CURRENCY_AMOUNT = /[$€£¥]\s?\d|\d[.,]\d{2}\s?(USD|EUR)\b/;

const widget = (page: Page, id: string) => page.locator(`[data-widget="${id}"]`);

async function signIn(page: Page, user: TestUser, path: string, title: string): Promise<void> {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready(title);
}

test.describe('privacy mode and number formats', () => {
  let user: TestUser;

  test.beforeAll(async ({ backend }) => {
    user = await createUser(backend);
    const client = await signedInClient(backend, user);
    const account = await client
      .from('accounts')
      .insert({ name: 'Main', currency: 'USD', starting_balance: '10000' })
      .select('id')
      .single<{ id: string }>();
    if (account.error) throw account.error;
    const trades = EXITS.map(({ day, price }) => ({
      account_id: account.data.id,
      symbol: 'SPY',
      asset_class: 'stock',
      stop_price: '98',
      executions: [
        { executed_at: `${day}T14:00:00Z`, side: 'buy', quantity: '10', price: '100' },
        { executed_at: `${day}T17:30:00Z`, side: 'sell', quantity: '10', price },
      ],
    }));
    const { error } = await client.rpc('save_trades', { trades });
    if (error) throw error;
  });

  test('the shortcut hides every money amount on the dashboard, keeps R and %, and stays after a reload', async ({
    page,
  }) => {
    await signIn(page, user, '/dashboard', 'Dashboard');
    const net = widget(page, 'kpis').locator('[data-metric="netPnl"]');
    await expect(net).toContainText('$212.50');
    const toggle = page.getByRole('switch', { name: 'Privacy mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await page.keyboard.press('Alt+KeyP');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(net).toContainText('hidden');
    await expect(widget(page, 'recent-trades')).toContainText('+7.63R');
    const main = page.getByRole('main');
    const hidden = async () => {
      await expect(widget(page, 'kpis')).toHaveAttribute('data-state', 'ready');
      const text = await main.innerText();
      expect(text).not.toMatch(CURRENCY_AMOUNT);
      expect(text).not.toContain('212.50');
      expect(text).toMatch(/\d+\.\d%/);
      expect(text).toMatch(/[+\u2212]\d+\.\d{2}R/);
    };
    await hidden();

    await page.reload();
    await new AppShell(page).ready('Dashboard');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(net).toContainText('hidden');
    await hidden();

    // The same shortcut shows them again, in this tab and at once in another one.
    const other = await page.context().newPage();
    await other.goto('/trades');
    await new AppShell(other).ready('Trades');
    const otherToggle = other.getByRole('switch', { name: 'Privacy mode' });
    await expect(otherToggle).toHaveAttribute('aria-checked', 'true');
    await page.bringToFront();
    await page.keyboard.press('Alt+KeyP');
    await expect(net).toContainText('$212.50');
    await expect(otherToggle).toHaveAttribute('aria-checked', 'false');
    await expect(new TradeLogPage(other).totalNet).toContainText('+212.50 USD');
  });

  test('a number format chosen in the settings shows on the trade log', async ({ page, backend }) => {
    const client = await signedInClient(backend, user);
    const { error } = await client
      .from('user_settings')
      .upsert({ number_format: '1.234,56', privacy_mode: false }, { onConflict: 'user_id' });
    if (error) throw error;
    const log = new TradeLogPage(page);
    await log.open(user);
    await expect(log.totalNet).toContainText('+212,50 USD');
    expect(await log.cell(0, 'Net P&L')).toMatch(/^[+\u2212]\d+,\d{2}$/);
  });

  test('privacy mode the server refuses stays on here, says it was not saved, and is saved on the next focus', async ({
    page,
    backend,
  }, testInfo) => {
    const client = await signedInClient(backend, user);
    const reset = await client
      .from('user_settings')
      .upsert({ privacy_mode: false }, { onConflict: 'user_id' });
    if (reset.error) throw reset.error;
    await signIn(page, user, '/dashboard', 'Dashboard');
    const net = widget(page, 'kpis').locator('[data-metric="netPnl"]');
    await expect(net).toContainText(/212[.,]50/);

    const refuse = async (route: Route) => {
      if (route.request().method() === 'GET') await route.continue();
      else
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"refused"}' });
    };
    await page.route('**/rest/v1/user_settings*', refuse);
    await page.keyboard.press('Alt+KeyP');
    await expect(page.getByText('Privacy mode is not saved')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Privacy mode' })).toHaveAttribute('aria-checked', 'true');
    await expect(net).toContainText('hidden');
    await expect(page.getByRole('main')).not.toContainText(/212[.,]50/);
    await page.screenshot({ path: testInfo.outputPath('privacy-not-saved-1400-light.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: testInfo.outputPath('privacy-not-saved-390-dark.png') });

    await page.unroute('**/rest/v1/user_settings*', refuse);
    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await expect(page.getByText('Privacy mode is not saved')).toBeHidden();
    await expect(net).toContainText('hidden');
    await expect
      .poll(async () => {
        const { data } = await client
          .from('user_settings')
          .select('privacy_mode')
          .single<{ privacy_mode: boolean }>();
        return data?.privacy_mode;
      })
      .toBe(true);
    const restore = await client
      .from('user_settings')
      .upsert({ privacy_mode: false }, { onConflict: 'user_id' });
    if (restore.error) throw restore.error;
  });

  test('a held privacy mode is sent once per return to the tab, though focus and visibility both fire', async ({
    page,
    backend,
  }) => {
    const client = await signedInClient(backend, user);
    const reset = await client
      .from('user_settings')
      .upsert({ privacy_mode: false }, { onConflict: 'user_id' });
    if (reset.error) throw reset.error;
    await signIn(page, user, '/dashboard', 'Dashboard');
    let saves = 0;
    const refuse = async (route: Route) => {
      if (route.request().method() === 'GET') return route.continue();
      saves += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"refused"}' });
    };
    await page.route('**/rest/v1/user_settings*', refuse);
    await page.keyboard.press('Alt+KeyP');
    await expect(page.getByText('Privacy mode is not saved')).toBeVisible();
    expect(saves).toBe(1);

    // Switching to another tab and back: the browser fires blur and visibilitychange on the way
    // out, and visibilitychange and focus on the way back.
    await page.evaluate(() => {
      let state: DocumentVisibilityState = 'visible';
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      const set = (next: DocumentVisibilityState) => {
        state = next;
        document.dispatchEvent(new Event('visibilitychange'));
      };
      window.dispatchEvent(new Event('blur'));
      set('hidden');
      set('visible');
      window.dispatchEvent(new Event('focus'));
    });
    await expect.poll(() => saves).toBe(2);
    // A second re-send would follow the first refusal at once; give it the time to show up.
    await page.waitForTimeout(1500);
    expect(saves).toBe(2);
    await expect(page.getByRole('switch', { name: 'Privacy mode' })).toHaveAttribute('aria-checked', 'true');
    await page.unroute('**/rest/v1/user_settings*', refuse);
  });
});
