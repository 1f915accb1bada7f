import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import type { TestUser } from './support/users';

// The exchange-rates dialog the currency notice opens: a rate typed or read from saved price data
// combines accounts in two currencies into the base currency, and deleting it splits them again.

/** Three round trips in a dollar account and three in a euro account, in September 2026. */
async function seed(client: SupabaseClient): Promise<void> {
  const usd = await addAccount(client, 'Main', 'USD');
  const eur = await addAccount(client, 'Euro', 'EUR');
  const trades = [usd, eur].flatMap((account) =>
    ['104', '98', '102.5'].map((exit, index) => ({
      account_id: account,
      symbol: 'SPY',
      asset_class: 'stock',
      executions: [
        { executed_at: `2026-09-0${String(7 + index)}T14:00:00Z`, side: 'buy', quantity: '10', price: '100' },
        { executed_at: `2026-09-0${String(7 + index)}T16:00:00Z`, side: 'sell', quantity: '10', price: exit },
      ],
    })),
  );
  const { error } = await client.rpc('save_trades', { trades });
  if (error) throw error;
}

async function openRates(page: Page, user: TestUser) {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent('/dashboard')}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready('Dashboard');
  await page
    .locator('[data-currency-notice="split"]')
    .getByRole('button', { name: 'Add a rate to combine' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Exchange rates' });
  await expect(dialog.getByTestId('fx-rates-empty')).toBeVisible();
  return dialog;
}

const tradeCount = (page: Page) => page.locator('[data-widget="kpis"] [data-metric="tradeCount"]');

test('a typed rate combines the two currencies, and deleting it splits them again', async ({
  page,
  backend,
  makeUser,
}) => {
  const user = await makeUser();
  await seed(await signedInClient(backend, user));
  const dialog = await openRates(page, user);
  // The pair the figures lack is offered and already chosen.
  await expect(dialog.getByRole('button', { name: 'EUR/USD', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const rate = dialog.getByRole('textbox', { name: 'Rate' });
  await rate.fill('0');
  await expect(dialog.getByText('A rate must be above 0.')).toBeVisible();
  await dialog.getByLabel('Date').fill('2026-09-01');
  await rate.fill('1.1');
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  // The figures reload with the rate: one currency, converted.
  await expect(page.locator('[data-currency-notice="converted"]')).toContainText(
    'EUR converted at your rates',
  );
  await expect(tradeCount(page)).toHaveAttribute('data-value', '6');
  const client = await signedInClient(backend, user);
  const saved = await client.from('fx_rates').select('pair, day, rate::text, source');
  expect(saved.data).toEqual([{ pair: 'EURUSD', day: '2026-09-01', rate: '1.1', source: 'typed' }]);

  const { error } = await client.from('fx_rates').delete().eq('pair', 'EURUSD');
  expect(error).toBeNull();
  // Another device's change reaches the open page: the figures split by currency again.
  await expect(page.locator('[data-currency-notice="split"]')).toBeVisible({ timeout: 15_000 });
  await expect(tradeCount(page)).toHaveAttribute('data-value', '3');
});

test('a rate is read from saved price data, and deleted from the dialog', async ({
  page,
  backend,
  makeUser,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  await seed(client);
  const bars = [
    { t: '2026-08-31T00:00:00Z', o: '1.10', h: '1.12', l: '1.09', c: '1.1050' },
    { t: '2026-09-01T00:00:00Z', o: '1.10', h: '1.12', l: '1.09', c: '1.1125' },
    { t: '2026-09-30T00:00:00Z', o: '1.11', h: '1.13', l: '1.10', c: '1.1200' },
    { t: '2026-10-01T00:00:00Z', o: '1.11', h: '1.13', l: '1.10', c: '1.1300' },
  ];
  const saved = await client.from('price_series').insert({ symbol: 'EUR/USD', timeframe: '1d', bars });
  expect(saved.error).toBeNull();

  const dialog = await openRates(page, user);
  // A day after every trade: no trade converts at it, so the figures stay split and the dialog open.
  await dialog.getByLabel('Date').fill('2026-09-30');
  await dialog.getByRole('button', { name: 'Use my price data' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Rate' })).toHaveValue('1.1200');
  await expect(dialog.getByTestId('fx-lookup')).toContainText('2026-09-30 00:00 UTC');
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  await expect(dialog.getByTestId('fx-rate-row')).toHaveText(/^EUR\/USD.*2026-09-30\s*1\.1200\s*Price data/);

  await dialog.getByRole('button', { name: 'Delete the EUR/USD rate of 2026-09-30' }).click();
  await expect(dialog.getByTestId('fx-rates-empty')).toBeVisible();
  const { data } = await client.from('fx_rates').select('id');
  expect(data).toEqual([]);
});
