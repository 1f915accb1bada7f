import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { AUTH_KEY, editStoredSession } from './support/session-storage';
import type { AppShell } from './page-models/app-shell';
import type { AuthPage } from './page-models/auth-page';
import type { TestUser } from './support/users';

async function signIn(authPage: AuthPage, shell: AppShell, user: TestUser) {
  await authPage.goto();
  await authPage.signIn(user.email, user.password);
  await shell.ready('Dashboard');
}

/** Stops the page's clock (a second ahead of now), so time moves only when the test says so. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Advances the page's clock by `minutes`, moving the mouse every few minutes so inactivity never triggers. */
async function stayActiveFor(page: Page, minutes: number) {
  for (let elapsed = 0; elapsed < minutes; elapsed += 3) {
    await page.mouse.move(100 + elapsed, 200);
    await page.clock.runFor(Math.min(3, minutes - elapsed) * 60_000);
  }
}

test.describe('inactivity', () => {
  test('warns at 4 minutes for 15 s, logs out at 5 with the title message for 5 s and the notice on /auth', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    const user = await makeUser();
    await page.clock.install();
    await signIn(authPage, shell, user);
    await pauseClock(page);
    const warning = page.getByText('You will be signed out in 1 minute');

    await page.clock.runFor('03:55');
    await expect(warning).toBeHidden();
    // The warning comes at 4 minutes idle (the checks run every second).
    for (let second = 0; second < 10 && !(await warning.isVisible()); second++) await page.clock.runFor(1000);
    await expect(warning).toBeVisible();
    await page.clock.runFor(13_500);
    await expect(warning).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(warning).toBeHidden();

    // The logout comes a minute after the warning: 5 minutes idle.
    await page.clock.runFor(58_000 - 15_500);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.runFor(3_000);
    // Let time flow again so the sign-out's own callbacks (set after its network calls) can run.
    await page.clock.resume();
    await expect(page).toHaveURL(/\/auth\?reason=session-timeout$/);
    await expect(authPage.timeoutNotice).toContainText('Your session has expired due to inactivity');
    await expect(page).toHaveTitle('You have been logged out due to inactivity');
    expect(await shell.storedKeys()).not.toContain(AUTH_KEY);
    await page.clock.runFor('00:05');
    await expect(page).toHaveTitle('Sign in · Edgelog');
  });

  test('mouse, keys, scrolling, touches and clicks keep the session open', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    const user = await makeUser();
    await page.clock.install();
    await signIn(authPage, shell, user);
    await pauseClock(page);
    const activities: Array<() => Promise<void>> = [
      () => page.mouse.move(300, 300),
      () => page.keyboard.press('Shift'),
      () => page.mouse.wheel(0, 200),
      () => page.dispatchEvent('body', 'touchstart'),
      () => page.mouse.click(600, 120),
    ];
    for (const act of activities) {
      await page.clock.runFor('03:50');
      await act();
    }
    await page.clock.runFor('03:50');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('You will be signed out in 1 minute')).toBeHidden();
  });
});

test.describe('session re-check', () => {
  const revoke = (
    backend: { query: (sql: string, params?: unknown[]) => Promise<unknown> },
    user: TestUser,
  ) => backend.query('delete from auth.sessions where user_id = $1', [user.id]);

  test('every 15 minutes the session is checked with the server', async ({
    page,
    authPage,
    shell,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await page.clock.install();
    await signIn(authPage, shell, user);
    await pauseClock(page);
    await revoke(backend, user);
    await stayActiveFor(page, 14);
    await expect(page).toHaveURL(/\/dashboard$/);
    await stayActiveFor(page, 1);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(authPage.error).toBeHidden();
  });

  for (const [trigger, fire] of [
    ['focus', (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')))],
    [
      'visibility change',
      (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))),
    ],
    [
      'storage change of the auth key',
      (page: Page) =>
        page.evaluate((key) => window.dispatchEvent(new StorageEvent('storage', { key })), AUTH_KEY),
    ],
  ] as const) {
    test(`the session is checked on ${trigger}`, async ({ page, authPage, shell, makeUser, backend }) => {
      const user = await makeUser();
      await signIn(authPage, shell, user);
      await revoke(backend, user);
      await expect(page).toHaveURL(/\/dashboard$/);
      await fire(page);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(authPage.error).toBeHidden();
    });
  }

  test('an invalid refresh token is cleared silently and signs out locally', async ({
    page,
    authPage,
    shell,
    makeUser,
    consoleLines,
  }) => {
    const user = await makeUser();
    await page.clock.install();
    await signIn(authPage, shell, user);
    await pauseClock(page);
    // The stored refresh token is no longer known to the server and the access token is about to expire.
    await editStoredSession(
      page,
      "session.refresh_token = 'not-a-valid-refresh-token'; session.expires_at = Math.floor(Date.now() / 1000) + 75;",
    );
    // supabase-js's refresh ticker (every 30 s) tries, fails, and drops the session once it has expired.
    for (let step = 0; step < 30 && new URL(page.url()).pathname !== '/auth'; step++) {
      await page.mouse.move(20 + step, 300);
      await page.clock.runFor(10_000);
      await page.waitForTimeout(150);
    }
    await page.clock.resume();
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    await expect(authPage.error).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await shell.storedKeys()).not.toContain(AUTH_KEY);
    expect(consoleLines.join('\n')).not.toMatch(/Uncaught|unhandled/i);
  });
});

test.describe('start-up token validation', () => {
  test('malformed or expiring stored sessions are removed with all auth storage', async ({
    page,
    shell,
    consoleLines,
  }) => {
    const header = Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'JWT' })).toString('base64url');
    const jwt = (exp: number) =>
      `${header}.${Buffer.from(JSON.stringify({ sub: 'x', exp })).toString('base64url')}.c2ln`;
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[string, string]> = [
      ['not an object', '"just a string"'],
      ['missing refresh token', JSON.stringify({ access_token: jwt(now + 3600), expires_at: now + 3600 })],
      [
        'malformed access token',
        JSON.stringify({ access_token: 'abc.def', refresh_token: 'r', expires_at: now + 3600 }),
      ],
      [
        'expires within 60 s',
        JSON.stringify({ access_token: jwt(now + 30), refresh_token: 'r', expires_at: now + 30 }),
      ],
    ];
    for (const [problem, value] of cases) {
      // Written from a page of the same origin that is not the app, so nothing reads them first.
      await page.goto('/health');
      await page.evaluate(
        ({ key, value }) => {
          localStorage.setItem(key, value);
          localStorage.setItem(`${key}-code-verifier`, 'verifier');
          localStorage.setItem('edgelog_cache', 'x');
          localStorage.setItem('supabase.auth.old', 'x');
        },
        { key: AUTH_KEY, value },
      );
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const keys = await shell.storedKeys();
      expect(keys, problem).not.toContain(AUTH_KEY);
      expect(keys, problem).not.toContain(`${AUTH_KEY}-code-verifier`);
      expect(keys, problem).not.toContain('supabase.auth.old');
      expect(keys, problem).not.toContain('edgelog_cache');
      expect(consoleLines.join('\n')).toContain(`removed stored sessions at start-up: ${problem}`);
    }
  });

  test('a sound stored session survives a reload', async ({ page, authPage, shell, makeUser }) => {
    const user = await makeUser();
    await signIn(authPage, shell, user);
    await page.reload();
    await shell.ready('Dashboard');
    await expect(shell.greeting).toHaveText('Welcome, Ada');
  });
});

test.describe('other tabs', () => {
  test('signing out in one tab signs out the others and clears their stored state', async ({
    context,
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    const user = await makeUser();
    await signIn(authPage, shell, user);
    const other = await context.newPage();
    await other.goto('/analytics/reports');
    await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Reports', {
      timeout: 15_000,
    });
    await shell.signOut();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(other).toHaveURL(/\/auth/);
    expect(await other.evaluate(() => Object.keys(localStorage))).not.toContain(AUTH_KEY);
  });
});

test.describe('profile deletion', () => {
  test('an admin deleting the profile signs the open tab out everywhere', async ({
    page,
    authPage,
    shell,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await signIn(authPage, shell, user);
    // Give the realtime subscription a moment to join before the row goes.
    await page.waitForTimeout(2000);
    const { error } = await backend.admin().from('profiles').delete().eq('user_id', user.id);
    expect(error).toBeNull();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    await expect
      .poll(
        async () =>
          (await backend.query('select id from auth.sessions where user_id = $1', [user.id])).length,
      )
      .toBe(0);
  });
});
