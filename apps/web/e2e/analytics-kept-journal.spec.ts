import type { Page, Request } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { addAccount, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

// The analytics worker keeps the whole journal in IndexedDB between visits and checks it against
// the server's journal stamp: a reload reads only the stamp, a changed journal is read again, and
// the copy leaves with the session.
const DB = 'edgelog-analytics';

const trade = (accountId: string, day: string, exit: string) => ({
  account_id: accountId,
  symbol: 'SPY',
  asset_class: 'stock',
  executions: [
    { executed_at: `${day}T14:00:00Z`, side: 'buy', quantity: '10', price: '100' },
    { executed_at: `${day}T15:00:00Z`, side: 'sell', quantity: '10', price: exit },
  ],
});

async function save(client: SupabaseClient, trades: unknown[]): Promise<void> {
  const { error } = await client.rpc('save_trades', { trades });
  if (error) throw error;
}

/** The reads of the whole journal the page's worker makes from now on. */
function recordJournalReads(page: Page): Request[] {
  const reads: Request[] = [];
  page.context().on('request', (request) => {
    // A read asks for the journal's parts side by side: the first part stands for the read.
    const part = (request.postDataJSON() as { p_part?: number } | null)?.p_part ?? 0;
    if (request.url().includes('/rest/v1/rpc/analytics_journal') && part === 0) reads.push(request);
  });
  return reads;
}

const tradeCount = (page: Page) => page.locator('[data-widget="kpis"] [data-metric="tradeCount"]');

/** The owner of the journal kept in this browser, or null. */
const keptOwner = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('journal')) {
            db.close();
            resolve(null);
            return;
          }
          const read = db.transaction('journal').objectStore('journal').get('whole');
          read.onsuccess = () => {
            db.close();
            const value: unknown = read.result;
            resolve(
              typeof value === 'object' && value !== null && 'owner' in value ? String(value.owner) : null,
            );
          };
          read.onerror = () => resolve(null);
        };
      }),
    DB,
  );

test.describe('the journal kept in the browser', () => {
  let trader: TestUser;
  let client: SupabaseClient;
  let accountId: string;

  test.beforeAll(async ({ backend }) => {
    trader = await createUser(backend);
    client = await signedInClient(backend, trader);
    accountId = await addAccount(client, 'Main', 'USD');
    await save(client, [trade(accountId, '2026-09-01', '104'), trade(accountId, '2026-09-02', '97')]);
  });

  test('a reload reads only the stamp, a changed journal is read again, and sign-out removes the copy', async ({
    page,
  }) => {
    const journalReads = recordJournalReads(page);
    const auth = new AuthPage(page);
    await auth.goto(`?redirect=${encodeURIComponent('/dashboard')}`);
    await auth.signIn(trader.email, trader.password);
    const shell = new AppShell(page);
    await shell.ready('Dashboard');
    await expect(tradeCount(page)).toHaveAttribute('data-value', '2');
    await expect.poll(() => keptOwner(page)).toMatch(new RegExp(`\\|${trader.id}$`));
    expect(journalReads).toHaveLength(1);

    await page.reload();
    await expect(tradeCount(page)).toHaveAttribute('data-value', '2');
    expect(journalReads, 'a reload with nothing changed reads the kept journal').toHaveLength(1);

    // Changed while no page of the trader is open: only the stamp can tell.
    await page.goto('/accounts');
    await save(client, [trade(accountId, '2026-09-03', '105')]);
    // The server's figures are drawn first; the browser reads the changed journal behind them.
    const readAgain = page
      .context()
      .waitForEvent('response', (response) => response.url().includes('/rest/v1/rpc/analytics_journal'));
    await page.goto('/dashboard');
    await expect(tradeCount(page)).toHaveAttribute('data-value', '3');
    await readAgain;
    expect(journalReads).toHaveLength(2);

    // Signed out while the copy just read waits to be put away: it never comes back.
    await shell.signOut();
    await expect(page).toHaveURL(/\/auth/);
    await expect.poll(() => keptOwner(page)).toBeNull();
    await page.waitForTimeout(1500);
    expect(await keptOwner(page), 'nothing kept after the sign-out').toBeNull();
  });

  test.describe('on a first visit', () => {
    // The page's code comes from the server, not the service worker's copy, so it can be held.
    test.use({ serviceWorkers: 'block' });

    test('the journal is asked for while the page’s code still loads, and read once', async ({ page }) => {
      const auth = new AuthPage(page);
      await auth.goto(`?redirect=${encodeURIComponent('/accounts')}`);
      await auth.signIn(trader.email, trader.password);
      const shell = new AppShell(page);
      await shell.ready('Accounts');
      const journalReads = recordJournalReads(page);
      const held = await holdRequests(page, '**/assets/dashboard-page-*.js');
      const asked = page.context().waitForEvent('request', {
        predicate: (request) => request.url().includes('/rest/v1/rpc/analytics_journal'),
        // Without the early read nothing asks until the page's code is in.
        timeout: 15_000,
      });
      await page.goto('/dashboard', { waitUntil: 'commit' });
      await asked;
      await expect(page.getByTestId('dashboard-widgets')).toHaveCount(0);
      await held.release();
      await expect(tradeCount(page)).toHaveAttribute('data-value', /^\d+$/);
      expect(journalReads, 'the page uses the read already under way').toHaveLength(1);
    });
  });
});
