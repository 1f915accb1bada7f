import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_CLEANUP_KEY = 'edgelog_storage_cleanup_at';
const SESSION_KEY = 'sb-edgelog-auth-token';

/** Resolves once the browser has run the idle callbacks queued before it (the start-up maintenance). */
const afterIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

test.describe('local storage cleanup', () => {
  test('at start-up it removes year-old entries but keeps the live session and unsaved work', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    const draftKey = `edgelog_draft_${user.id}_new-trade`;

    // What an app left behind a long while ago, and work the user never saved, as old as the rest.
    await page.evaluate(
      ({ day, draft, last }) => {
        const now = Date.now();
        const at = (daysAgo: number) => now - daysAgo * day;
        localStorage.setItem('edgelog_cache_stale', JSON.stringify({ savedAt: at(400), rows: [1, 2, 3] }));
        localStorage.setItem('edgelog_cache_fresh', JSON.stringify({ savedAt: at(2), rows: [4] }));
        localStorage.setItem(draft, JSON.stringify({ savedAt: at(400), values: { symbol: 'NVDA' } }));
        localStorage.removeItem(last);
      },
      { day: DAY_MS, draft: draftKey, last: LAST_CLEANUP_KEY },
    );

    await page.reload();
    await shell.ready('Dashboard');
    await expect
      .poll(() => page.evaluate((last) => localStorage.getItem(last), LAST_CLEANUP_KEY))
      .not.toBeNull();
    const keys = await shell.storedKeys();
    expect(keys).not.toContain('edgelog_cache_stale');
    expect(keys).toContain('edgelog_cache_fresh');
    expect(keys).toContain(draftKey);
    expect(keys).toContain(SESSION_KEY);

    // Still signed in after another start, and a cleanup within 6 hours does not run again.
    const ranAt = await page.evaluate((last) => localStorage.getItem(last), LAST_CLEANUP_KEY);
    await page.evaluate(
      ({ day }) =>
        localStorage.setItem('edgelog_cache_stale', JSON.stringify({ savedAt: Date.now() - 400 * day })),
      { day: DAY_MS },
    );
    await page.reload();
    await shell.ready('Dashboard');
    await afterIdle(page);
    await expect(shell.pageHeading).toHaveText('Dashboard');
    expect(await page.evaluate((last) => localStorage.getItem(last), LAST_CLEANUP_KEY)).toBe(ranAt);
    expect(await shell.storedKeys()).toContain('edgelog_cache_stale');
  });
});
