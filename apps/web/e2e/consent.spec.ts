import type { Page, Request } from '@playwright/test';
import type { AuthPage } from './page-models/auth-page';
import { startBackend, type Backend } from './support/backend';
import { expect, test as base } from './support/fixtures';
import type { TestUser } from './support/users';

/** The operator's page-view collector: another origin, answered by the test. */
const COLLECTOR = 'https://collector.e2e.test/views';

const test = base.extend<{ pageViews: PageViewLog }, { backend: Backend }>({
  backend: [
    async ({ playwright: _playwright }, use) => {
      const backend = await startBackend({ analyticsUrl: COLLECTOR });
      await use(backend);
      await backend.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  pageViews: async ({ context }, use) => {
    const log = new PageViewLog();
    await context.route(`${COLLECTOR}**`, async (route) => {
      log.add(route.request());
      await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
    });
    await use(log);
  },
});

interface PageView {
  path: string;
  referrer: string | null;
  timestamp: string;
}

class PageViewLog {
  readonly views: PageView[] = [];
  readonly methods: string[] = [];
  add(request: Request) {
    this.methods.push(request.method());
    this.views.push(JSON.parse(request.postData() ?? 'null') as PageView);
  }
  paths(): string[] {
    return this.views.map((view) => view.path);
  }
}

async function signIn(page: Page, authPage: AuthPage, makeUser: () => Promise<TestUser>) {
  const user = await makeUser();
  await authPage.goto();
  await authPage.signIn(user.email, user.password);
  return user;
}

test.describe('cookie consent and page views', () => {
  test('the dialog offers both choices with the policy links; "Essential Only" persists and sends no page views', async ({
    page,
    authPage,
    shell,
    makeUser,
    pageViews,
  }) => {
    await signIn(page, authPage, makeUser);
    await shell.ready('Dashboard');
    const dialog = page.getByRole('dialog', { name: 'Cookies' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(dialog.getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      '/privacy-policy#cookies',
    );
    // Non-blocking: the page works while the question is open.
    await shell.sidebar.getByRole('link', { name: 'Trades' }).first().click();
    await expect(shell.pageHeading).toHaveText('Trades');

    await dialog.getByRole('button', { name: 'Essential Only' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('edgelog_cookie_consent'))).toBe('declined');

    await page.reload();
    await shell.ready('Trades');
    await expect(dialog).toBeHidden();
    await shell.sidebar.getByRole('link', { name: 'Performance' }).click();
    await expect(shell.pageHeading).toHaveText('Performance');
    await shell.sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(shell.pageHeading).toHaveText('Dashboard');
    // Page views would have been sent by now; none were.
    await page.waitForLoadState('networkidle');
    expect(pageViews.views).toEqual([]);
  });

  test('"Accept All Cookies" sends one anonymous page view per page change, and the choice survives reload and sign-out', async ({
    page,
    authPage,
    shell,
    makeUser,
    pageViews,
    backend,
  }) => {
    const user = await signIn(page, authPage, makeUser);
    await shell.ready('Dashboard');
    // No choice yet: nothing is sent.
    await page.waitForLoadState('networkidle');
    expect(pageViews.views).toEqual([]);

    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeHidden();
    // Accepting counts the page being viewed.
    await expect.poll(() => pageViews.paths()).toEqual(['/dashboard']);

    await shell.sidebar.getByRole('link', { name: 'Trades' }).first().click();
    await expect(shell.pageHeading).toHaveText('Trades');
    await expect.poll(() => pageViews.paths()).toEqual(['/dashboard', '/trades']);
    await page.goto('/analytics/performance?range=30d', { referer: `${backend.url}/trades?side=long` });
    await shell.ready('Performance');
    await expect.poll(() => pageViews.paths()).toEqual(['/dashboard', '/trades', '/analytics/performance']);

    const [first, second, third] = pageViews.views;
    expect(second).toMatchObject({ path: '/trades', referrer: '/dashboard' });
    // A full page load reports the referring page's path, without its query string.
    expect(third?.referrer).toBe('/trades');
    for (const view of pageViews.views) {
      expect(Object.keys(view).sort()).toEqual(['path', 'referrer', 'timestamp']);
      expect(Date.parse(view.timestamp)).not.toBeNaN();
      expect(JSON.stringify(view)).not.toContain(user.email);
      expect(JSON.stringify(view)).not.toContain('range=');
    }
    expect(first?.path).toBe('/dashboard');
    expect(pageViews.methods.every((method) => method === 'POST')).toBe(true);

    // The choice belongs to the browser: it outlives a reload and the sign-out cleanup.
    await page.reload();
    await shell.ready('Performance');
    await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeHidden();
    await shell.signOut();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('edgelog_cookie_consent'))).toBe('accepted');
  });
});
