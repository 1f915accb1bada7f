import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { TradeFormPage } from './page-models/trade-form-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

// The system is light: a dark page can only come from the trader's choice.
test.use({ colorScheme: 'light' });

let trader: TestUser;
let client: SupabaseClient;

test.beforeAll(async ({ backend }) => {
  trader = await createUser(backend);
  client = await signedInClient(backend, trader);
});

async function openSettings(page: Page, user: TestUser): Promise<void> {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent('/settings#appearance')}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready('Settings');
  await expect(page.getByRole('region', { name: 'Appearance' })).toBeVisible();
}

/** Picks a choice of one of the Appearance groups by its label, as a user clicks it. */
async function choose(page: Page, group: string, choice: string): Promise<void> {
  const fieldset = page.getByRole('group', { name: group });
  await fieldset.locator('label').filter({ hasText: choice }).click();
  await expect(fieldset.getByRole('radio', { name: choice })).toBeChecked();
}

async function savedSetting(column: string): Promise<unknown> {
  const { data, error } = await client.from('user_settings').select(column).maybeSingle();
  if (error) throw error;
  return (data as Record<string, unknown> | null)?.[column];
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the dark theme applies at once, survives a reload and follows the trader to another browser', async ({
  page,
  browser,
  backend,
}) => {
  await openSettings(page, trader);
  const light = await bodyBackground(page);
  await choose(page, 'Theme', 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => bodyBackground(page)).not.toBe(light);
  const dark = await bodyBackground(page);
  await expect.poll(() => savedSetting('theme')).toBe('dark');

  await page.reload();
  await new AppShell(page).ready('Settings');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await bodyBackground(page)).toBe(dark);

  const other = await browser.newContext({ baseURL: backend.url, colorScheme: 'light' });
  try {
    const second = await other.newPage();
    await openSettings(second, trader);
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => bodyBackground(second)).toBe(dark);
    await expect(
      second.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }),
    ).toBeChecked();
  } finally {
    await other.close();
  }
});

test('compact density tightens the cards at once', async ({ page }) => {
  await openSettings(page, trader);
  const header = page.locator('#appearance [data-slot="card-header"]').first();
  const padding = () => header.evaluate((element) => getComputedStyle(element).paddingTop);
  expect(await padding()).toBe('24px');
  await choose(page, 'Density', 'Compact');
  await expect(page.locator('html')).toHaveAttribute('data-density', 'compact');
  expect(await padding()).toBe('16px');
  await expect.poll(() => savedSetting('density')).toBe('compact');
});

test('the default account chosen in the settings is preselected in a new trade', async ({ page }) => {
  await addAccount(client, 'Futures', 'USD');
  const swing = await addAccount(client, 'Swing', 'EUR');
  await openSettings(page, trader);
  await page.locator('#default-account').selectOption({ label: 'Swing (EUR)' });
  await expect.poll(() => savedSetting('default_account_id')).toBe(swing);

  await page.goto('/trades/new');
  const form = new TradeFormPage(page);
  await expect(form.form).toBeVisible();
  await expect(form.field('Account')).toHaveValue(swing);
});

test("a new trade's fees start from the default commission of its instrument", async ({ page }) => {
  const { error } = await client.from('commission_defaults').insert({ symbol: 'NQ', per_unit: '2.25' });
  expect(error).toBeNull();
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent('/trades/new')}`);
  await auth.signIn(trader.email, trader.password);
  const form = new TradeFormPage(page);
  await expect(form.form).toBeVisible();
  await form.fill({ Symbol: 'NQ', Quantity: '2' });
  // The entry alone is charged until there is an exit: 2 contracts at 2.25.
  await expect(form.field('Fees')).toHaveValue('4.5');
  await form.fill({ 'Exit price': '18010' });
  await expect(form.field('Fees')).toHaveValue('9');
  // An amount the trader types is kept.
  await form.fill({ Fees: '7' });
  await form.fill({ Quantity: '3' });
  await expect(form.field('Fees')).toHaveValue('7');
});

test('on a phone the settings fit the screen, the section links scrolling within their own row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSettings(page, trader);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const links = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('list');
  expect(await links.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
});
