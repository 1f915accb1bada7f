import { expect, test } from './support/fixtures';
import { latestEmailLink, uniqueEmail } from './support/users';

test.describe('sign-up, sign-in and sign-out', () => {
  test('a new trader signs up with name, e-mail and password and lands in the app', async ({
    page,
    authPage,
    shell,
    backend,
  }) => {
    const email = uniqueEmail('signup');
    await authPage.goto();
    await authPage.openSignUp();
    // The server's password rule is shown, and checked as you type.
    const rules = page.getByRole('list', { name: 'Password rules' });
    await expect(rules).toContainText('At least 8 characters');
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await shell.ready('Dashboard');
    await expect(shell.greeting).toHaveText('Welcome, Grace');
    const rows = await backend.query<{ full_name: string }>(
      'select p.full_name from public.profiles p join auth.users u on u.id = p.user_id where u.email = $1',
      [email],
    );
    expect(rows).toEqual([{ full_name: 'Grace Hopper' }]);
  });

  test('signing up with a registered address shows the server’s answer with a catalogue code', async ({
    authPage,
    makeUser,
    page,
  }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.signUp('Someone Else', user.email, 'another-long-password');
    await expect(authPage.error).toContainText(/already registered/i);
    await expect(authPage.error).toContainText(/Code AUTH-\d{3}/);
    await expect(page).toHaveURL(/\/auth/);
  });

  test('a wrong password shows the catalogue message (AUTH-003)', async ({ authPage, makeUser }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, 'not-the-password');
    await expect(authPage.error).toContainText('The email or password you entered is incorrect');
    await expect(authPage.error).toContainText('Code AUTH-003');
    await expect(authPage.password).toHaveValue('');
  });

  test('sign-in returns to the page first attempted', async ({ page, authPage, shell, makeUser }) => {
    const user = await makeUser();
    await page.goto('/analytics/calendar?month=2026-01');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/auth' && url.searchParams.get('redirect') === '/analytics/calendar?month=2026-01',
    );
    await authPage.signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/analytics\/calendar\?month=2026-01$/);
    await shell.ready('Calendar');
    await expect(page).toHaveTitle('Calendar · Edgelog');
  });

  test('an origin of /, /about or an auth page leads to the dashboard instead', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    const user = await makeUser();
    await authPage.goto('?redirect=%2Fabout');
    await authPage.signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await shell.ready('Dashboard');
    // Signed in, `/` goes to the dashboard, and /auth does not show the form again.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/?redirect=%2Ftrades%2Farchived');
    await expect(page).toHaveURL(/\/trades\/archived$/);
  });

  test('signing out clears stored state, ends the session on the server and returns to /auth', async ({
    page,
    authPage,
    shell,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    await page.evaluate(() => {
      localStorage.setItem('edgelog_scratch', '1');
      sessionStorage.setItem('supabase.flag', '1');
    });
    const sessions = async () =>
      (await backend.query('select id from auth.sessions where user_id = $1', [user.id])).length;
    expect(await sessions()).toBeGreaterThan(0);

    await shell.signOut();
    await expect(page).toHaveURL(/\/auth$/);
    await expect
      .poll(() => shell.storedKeys())
      .toEqual(expect.not.arrayContaining(['edgelog_scratch', 'supabase.flag', 'sb-edgelog-auth-token']));
    // Global sign-out: every session of the user is gone, not only this browser's.
    await expect.poll(sessions).toBe(0);
    // The protected pages are closed again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  });

  test('remember-me keeps the e-mail for 365 days, then drops it', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password, { remember: true });
    await shell.ready('Dashboard');
    const record = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('edgelog_remember_me') ?? 'null'),
    );
    expect(record).toEqual({ email: user.email, timestamp: expect.any(Number) });

    await shell.signOut();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(authPage.email).toHaveValue(user.email);
    await expect(authPage.remember).toHaveAttribute('data-state', 'checked');

    // A record older than 365 days is discarded when read.
    await page.evaluate((email) => {
      const old = Date.now() - 366 * 24 * 60 * 60 * 1000;
      localStorage.setItem('edgelog_remember_me', JSON.stringify({ email, timestamp: old }));
    }, user.email);
    await page.reload();
    await expect(authPage.email).toHaveValue('');
    await expect(authPage.remember).toHaveAttribute('data-state', 'unchecked');
    expect(await page.evaluate(() => localStorage.getItem('edgelog_remember_me'))).toBeNull();
  });

  test('without remember-me no record is kept', async ({ page, authPage, shell, makeUser }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password, { remember: false });
    await shell.ready('Dashboard');
    expect(await page.evaluate(() => localStorage.getItem('edgelog_remember_me'))).toBeNull();
  });
});

test.describe('password recovery', () => {
  test('the link from the outbox opens the reset form; the new password works and the old one does not', async ({
    page,
    authPage,
    shell,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.requestPasswordReset(user.email);
    const link = await latestEmailLink(backend, user.email, 'recovery');

    await page.goto(link);
    await expect(page).toHaveURL(/\/auth/);
    await authPage.chooseNewPassword('my-brand-new-password');
    await expect(page).toHaveURL(/\/dashboard$/);
    await shell.ready('Dashboard');
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    // Recovery is over once the password is set: a reload stays in the app.
    await page.reload();
    await shell.ready('Dashboard');

    const client = backend.client();
    const old = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await client.auth.signInWithPassword({
      email: user.email,
      password: 'my-brand-new-password',
    });
    expect(fresh.error).toBeNull();
  });

  test('while recovering, the app stays closed until a new password is chosen', async ({
    page,
    authPage,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.requestPasswordReset(user.email);
    await page.goto(await latestEmailLink(backend, user.email, 'recovery'));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // A reload keeps the form (the link is spent by then), and the app stays closed meanwhile.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('my-brand-new-password');
    await page.getByLabel('Repeat the new password').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
  });

  test('a recovery link that does not work says so on the sign-in page', async ({
    page,
    authPage,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.requestPasswordReset(user.email);
    const link = new URL(await latestEmailLink(backend, user.email, 'recovery'));
    link.searchParams.set('token', 'pkce_0000000000000000000000000000000000000000');
    await page.goto(link.toString());
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByTestId('link-error')).toContainText('This link cannot be used');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  });
});
