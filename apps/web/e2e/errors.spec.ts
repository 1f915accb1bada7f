import { decodeStoredValue } from '@edgelog/core';
import type { Locator, Page } from '@playwright/test';
import type { AppShell } from './page-models/app-shell';
import type { AuthPage } from './page-models/auth-page';
import { ErrorUi } from './page-models/error-ui';
import { addAccount, signedInClient } from './support/journal';
import { expect, test } from './support/fixtures';
import type { TestUser, UserOptions } from './support/users';

// Chunks are intercepted with page.route; a service worker answering them would bypass it.
test.use({ serviceWorkers: 'block' });

/** The goals page's chunk (not its cache-busted copy, which ?real marks). */
const GOALS_CHUNK = /\/assets\/goals-page-[^/?]+\.js(\?.*)?$/;

interface Fixtures {
  page: Page;
  authPage: AuthPage;
  shell: AppShell;
  makeUser: (options?: UserOptions) => Promise<TestUser>;
}

async function signedIn({ page, authPage, shell, makeUser }: Fixtures): Promise<ErrorUi> {
  const user = await makeUser();
  await authPage.goto();
  await authPage.signIn(user.email, user.password);
  await shell.ready('Dashboard');
  // The first-entry overlay may still be starting when the heading shows; tests stop the clock.
  await expect(shell.overlay).toBeHidden();
  const errors = new ErrorUi(page);
  await errors.ready();
  return errors;
}

/** Stops the page's clock (a second ahead of now), so time moves only when the test says so. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

async function setForcedRenderFailure(page: Page, on: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as { edgelogTestRenderFailure?: boolean }).edgelogTestRenderFailure = value;
  }, on);
}

test.describe('error boundary', () => {
  test('a page that throws while rendering shows the fallback inside the shell, and Try Again renders it', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    // The goals chunk is replaced by a module that renders the real page, or throws while a
    // flag only this test sets is on.
    await page.route(GOALS_CHUNK, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.has('real')) return route.fallback();
      url.searchParams.set('real', '1');
      await route.fulfill({
        contentType: 'text/javascript',
        body: `import * as real from '${url.pathname}${url.search}';
export function GoalsPage(props) {
  if (window.edgelogTestRenderFailure) throw new Error('Forced render failure');
  return real.GoalsPage(props);
}`,
      });
    });
    const errors = await signedIn({ page, authPage, shell, makeUser });
    await setForcedRenderFailure(page, true);

    await shell.sidebar.getByRole('link', { name: 'Goals' }).click();
    await expect(errors.fallback).toBeVisible();
    await expect(errors.fallback.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(errors.fallback).toContainText(
      'An unexpected error occurred. Please refresh the page to try again.',
    );
    await expect(errors.fallback).toContainText('Error code: SYSTEM-004');
    for (const name of ['Try Again', 'Reload Page', 'Go to Homepage'])
      await expect(errors.fallback.getByRole('button', { name })).toBeVisible();
    // Not a load failure: no automatic retry. The shell survives around the fallback.
    await expect(errors.retrying).toBeHidden();
    await expect(page.getByRole('main').getByTestId('error-fallback')).toBeVisible();
    await expect(shell.sidebar).toBeVisible();
    await expect(shell.greeting).toBeVisible();

    await setForcedRenderFailure(page, false);
    await errors.tryAgain.click();
    await expect(shell.pageHeading).toHaveText('Goals');
    await expect(errors.fallback).toBeHidden();

    // Leaving a failed page for another clears the failure.
    await setForcedRenderFailure(page, true);
    await shell.sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(shell.pageHeading).toHaveText('Dashboard');
    await shell.sidebar.getByRole('link', { name: 'Goals' }).click();
    await expect(errors.fallback).toBeVisible();
    await shell.sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(shell.pageHeading).toHaveText('Dashboard');
    await expect(errors.fallback).toBeHidden();
  });

  test('a chunk that fails to load is fetched again after 2 s and 3 s, and the page renders on the third try', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    await page.clock.install();
    let attempts = 0;
    await page.route(GOALS_CHUNK, async (route) => {
      attempts += 1;
      if (attempts <= 2) await route.abort('failed');
      else await route.fallback();
    });
    const errors = await signedIn({ page, authPage, shell, makeUser });
    await pauseClock(page);

    await shell.sidebar.getByRole('link', { name: 'Goals' }).click();
    await expect(errors.retrying).toContainText('1 of 2');
    expect(attempts).toBe(1);
    await page.clock.runFor(1_900);
    expect(attempts).toBe(1);
    await page.clock.runFor(100);
    await expect.poll(() => attempts).toBe(2);
    await expect(errors.retrying).toContainText('2 of 2');
    await page.clock.runFor(2_900);
    expect(attempts).toBe(2);
    await page.clock.runFor(100);
    await expect.poll(() => attempts).toBe(3);
    await expect(shell.pageHeading).toHaveText('Goals');
    await expect(errors.retrying).toBeHidden();
    await expect(errors.fallback).toBeHidden();
    await page.clock.resume();
  });

  test('a chunk that keeps failing shows the fallback after exactly 3 attempts; Try Again loads it once it is back', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    await page.clock.install();
    let attempts = 0;
    let available = false;
    await page.route(GOALS_CHUNK, async (route) => {
      attempts += 1;
      if (available) await route.fallback();
      else await route.abort('failed');
    });
    const errors = await signedIn({ page, authPage, shell, makeUser });
    await pauseClock(page);

    await shell.sidebar.getByRole('link', { name: 'Goals' }).click();
    await expect(errors.retrying).toContainText('1 of 2');
    await page.clock.runFor(2_000);
    await expect(errors.retrying).toContainText('2 of 2');
    await page.clock.runFor(3_000);
    await expect(errors.fallback).toBeVisible();
    await expect(errors.fallback).toContainText('Error code: SYSTEM-009');
    expect(attempts).toBe(3);
    await page.clock.runFor(30_000);
    expect(attempts).toBe(3);
    await expect(shell.sidebar).toBeVisible();

    available = true;
    await page.clock.resume();
    await errors.tryAgain.click();
    await expect(shell.pageHeading).toHaveText('Goals');
    expect(attempts).toBe(4);
  });
});

test.describe('error toasts', () => {
  test('going offline shows NETWORK-009 until the browser is back online', async ({ page, context }) => {
    await page.goto('/about');
    const errors = new ErrorUi(page);
    await errors.ready();

    await context.setOffline(true);
    const offline = errors.toast('NETWORK-009');
    await expect(offline).toBeVisible();
    await expect(offline).toContainText("You're Offline");
    await context.setOffline(false);
    await expect(offline).toBeHidden();
  });

  test('an unhandled rejection raises an unexpected-error toast on a public page; network and session failures are told apart', async ({
    page,
  }) => {
    await page.goto('/about');
    const errors = new ErrorUi(page);

    await page.evaluate(() => {
      void Promise.reject(new Error('Something nobody handled'));
    });
    const unexpected = errors.toast('SYSTEM-004');
    await expect(unexpected).toBeVisible();
    await expect(unexpected).toContainText('Unexpected Error');
    await expect(unexpected).toContainText('Something went wrong. Please try again.');

    await page.evaluate(() => {
      void Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(errors.toast('NETWORK-001')).toContainText('Connection Failed');

    // An invalid session is cleared without a word; an uncaught error after it still shows.
    await page.evaluate(() => {
      void Promise.reject(new Error('Invalid Refresh Token: Refresh Token Not Found'));
      setTimeout(() => {
        throw new Error('An uncaught error');
      }, 0);
    });
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(2);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: /refresh token/i })).toHaveCount(0);
    // Read as the app reads it: the start-up storage cleanup may have compressed the log meanwhile.
    const loggedCodes = async () => {
      const raw = await page.evaluate(() => localStorage.getItem('edgelog_error_log'));
      const records = JSON.parse(decodeStoredValue(raw) ?? '[]') as { code: string }[];
      return records.map((record) => record.code);
    };
    await expect.poll(loggedCodes).toEqual(['SYSTEM-004', 'NETWORK-001', 'SYSTEM-004']);
  });
});

test.describe('toasts (decision 0002)', () => {
  /**
   * With the clock paused, sonner mounts a new toast on its next timer tick: advance 10 ms at a
   * time until the toasts are there, so each duration is counted from (within 10 ms of) its mount.
   */
  const tickUntilShown = (page: Page, toasts: Locator, count: number) =>
    expect
      .poll(async () => {
        await page.clock.runFor(10);
        return toasts.count();
      })
      .toBe(count);

  test('an unexpected error toast lasts 5 s (medium), a connection failure 7 s (high)', async ({ page }) => {
    await page.goto('/about');
    const errors = new ErrorUi(page);
    await errors.ready();
    await pauseClock(page);
    // SPEC 8: a global error is an unexpected error, or a network error when it names a fetch.
    await page.evaluate(() => {
      void Promise.reject(new Error('Something nobody handled'));
      void Promise.reject(new TypeError('Failed to fetch'));
    });
    const medium = errors.toast('SYSTEM-004');
    const high = errors.toast('NETWORK-001');
    await tickUntilShown(page, page.locator('[data-sonner-toast]'), 2);

    // Each step stops short of a duration, then passes it and the exit animation.
    await page.clock.runFor(4_850);
    await expect(medium).toBeVisible();
    await page.clock.runFor(550);
    await expect(medium).toBeHidden();
    await expect(high).toBeVisible();
    await page.clock.runFor(6_850 - 5_400);
    await expect(high).toBeVisible();
    await page.clock.runFor(550);
    await expect(high).toBeHidden();
  });

  test('a confirmation lasts the 4 s default, and at most three toasts are on screen', async ({
    page,
    authPage,
    shell,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    const client = await signedInClient(backend, user);
    const accountId = await addAccount(client, 'Main', 'USD');
    const { data, error } = await client.rpc('save_trades', {
      trades: [
        {
          account_id: accountId,
          symbol: 'SPY',
          asset_class: 'stock',
          executions: [
            { executed_at: '2026-10-14T13:45:00Z', side: 'buy', quantity: '10', price: '100' },
            { executed_at: '2026-10-14T15:00:00Z', side: 'sell', quantity: '10', price: '101' },
          ],
        },
      ],
    });
    if (error) throw error;
    const [tradeId] = data as string[];
    await authPage.goto(`?redirect=${encodeURIComponent(`/trades/${tradeId}`)}`);
    await authPage.signIn(user.email, user.password);
    await shell.ready();
    const archive = page.getByRole('button', { name: 'Archive', exact: true });
    await expect(archive).toBeVisible();
    // The first-entry overlay mounts with the page: a paused clock would hold it over the page.
    await expect(shell.overlay).toBeHidden();
    await pauseClock(page);
    await archive.click();
    const archived = page.locator('[data-sonner-toast]').filter({ hasText: 'Trade archived' });
    await tickUntilShown(page, archived, 1);
    await page.clock.runFor(3_850);
    await expect(archived).toBeVisible();
    await page.clock.runFor(550);
    await expect(archived).toBeHidden();

    // Four toasts at once: the confirmation and three errors; the oldest waits out of sight.
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    const restored = page.locator('[data-sonner-toast]').filter({ hasText: 'Trade restored' });
    await tickUntilShown(page, restored, 1);
    await page.evaluate(() => {
      void Promise.reject(new Error('Something nobody handled'));
      void Promise.reject(new TypeError('Failed to fetch'));
      void Promise.reject(new Error('Network request timed out'));
    });
    await tickUntilShown(page, page.locator('[data-sonner-toast]'), 4);
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    await expect(restored).toHaveAttribute('data-visible', 'false');
  });
});

test.describe('error log', () => {
  test('settings lists recorded errors, copies one for support and clears the log', async ({
    page,
    context,
    authPage,
    shell,
    makeUser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = await signedIn({ page, authPage, shell, makeUser });
    await shell.sidebar.getByRole('link', { name: 'Settings' }).click();
    await expect(shell.pageHeading).toHaveText('Settings');
    await expect(errors.errorLog).toContainText('No errors recorded on this device.');
    await expect(errors.errorLog.getByRole('button', { name: 'Clear log' })).toBeDisabled();

    await page.evaluate(() => {
      void Promise.reject(new Error('Settings test failure'));
    });
    await expect(errors.toast('SYSTEM-004')).toBeVisible();
    await expect(errors.errorLogEntries).toHaveCount(1);
    const entry = errors.errorLogEntries.first();
    await expect(entry).toContainText('SYSTEM-004');
    await expect(entry).toContainText('Unexpected Error');
    await expect(entry).toContainText('/settings');

    await entry.getByRole('button', { expanded: false }).click();
    await expect(entry).toContainText('Error: Settings test failure');
    const id = (await entry.locator('dd').first().textContent()) ?? '';
    expect(id).toMatch(/^ERR_\d+_[A-Za-z0-9]+$/);
    await entry.getByRole('button', { name: 'Copy for support' }).click();
    await expect(page.getByText('Error report copied')).toBeVisible();
    const report = await page.evaluate(() => navigator.clipboard.readText());
    expect(report).toContain(`Error ID: ${id}`);
    expect(report).toContain('Code: SYSTEM-004 (Unexpected Error)');
    expect(report).toContain('Route: /settings');

    // Survives a reload (it is stored), then Clear log empties it.
    await page.reload();
    await shell.ready('Settings');
    await expect(errors.errorLogEntries).toHaveCount(1);
    await errors.errorLog.getByRole('button', { name: 'Clear log' }).click();
    await expect(errors.errorLogEntries).toHaveCount(0);
    await expect(errors.errorLog).toContainText('No errors recorded on this device.');
    expect(await page.evaluate(() => localStorage.getItem('edgelog_error_log'))).toBeNull();
  });
});
