import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { SettingsPage } from './page-models/settings-page';
import { startBackend, type Backend } from './support/backend';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { createUser, latestEmailLink, uniqueEmail } from './support/users';

function totp(secret: string): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });
}

async function countRows(backend: Backend, sql: string, userId: string): Promise<number> {
  const rows = await backend.query<{ n: number }>(`select count(*)::int as n from ${sql}`, [userId]);
  return rows[0]?.n ?? -1;
}

test('two-factor: set up from the shown key, then a sign-in asks for a code; removing it takes a code', async ({
  page,
  makeUser,
  authPage,
  shell,
}) => {
  const user = await makeUser();
  const settings = new SettingsPage(page);
  await settings.open(user, 'security');
  await expect(settings.twoFactor).toContainText('Two-factor authentication is off');

  const secret = await settings.startTotpSetup();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // The QR code is the server's SVG, shown as an image that really decodes.
  const qr = settings.setupDialog.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await settings.enterCode(settings.setupDialog, '000000', 'Verify and turn on');
  await expect(settings.setupDialog).toContainText('That code is not right');
  await settings.enterCode(settings.setupDialog, totp(secret), 'Verify and turn on');
  await expect(settings.setupDialog).toBeHidden();
  await expect(settings.factors).toHaveCount(1);

  await shell.signOut();
  await expect(page).toHaveURL(/\/auth/);
  await authPage.signIn(user.email, user.password);
  await authPage.enterTotp(totp(secret));
  await shell.ready();

  await page.goto('/settings#security');
  await settings.ready();
  await settings.factors.getByRole('button', { name: /Remove/ }).click();
  await settings.enterCode(settings.removeDialog, '000000', 'Remove');
  await expect(settings.removeDialog).toContainText('That code is not right');
  await settings.enterCode(settings.removeDialog, totp(secret), 'Remove');
  await expect(settings.removeDialog).toBeHidden();
  await expect(settings.factors).toHaveCount(0);
  await expect(settings.twoFactor).toContainText('Two-factor authentication is off');

  // Without a factor the password alone signs in again.
  await shell.signOut();
  await authPage.signIn(user.email, user.password);
  await shell.ready();
});

test('password: the current one is required, the rules tick as you type, and the new one signs in', async ({
  page,
  makeUser,
  authPage,
  shell,
}) => {
  const user = await makeUser();
  const settings = new SettingsPage(page);
  await settings.open(user, 'security');
  const rules = settings.passwordForm.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
  const newPassword = settings.passwordForm.getByLabel('New password', { exact: true });

  await newPassword.fill('a');
  await expect(rules.and(page.locator('[data-met="false"]')).first()).toBeVisible();
  const next = `New-pass-${Date.now()}!`;
  await newPassword.fill(next);
  await expect(rules.and(page.locator('[data-met="false"]'))).toHaveCount(0);

  await settings.changePassword('not-my-password', next);
  await expect(settings.passwordForm.getByTestId('field-error')).toHaveText(
    'This is not your current password.',
  );
  await settings.changePassword(user.password, next);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Password changed' })).toBeVisible();
  await expect(settings.passwordForm.getByLabel('Current password')).toHaveValue('');

  await shell.signOut();
  await authPage.signIn(user.email, user.password);
  await expect(authPage.error).toBeVisible();
  await authPage.signIn(user.email, next);
  await shell.ready();
});

test('e-mail change: a link goes to the new address and the account keeps the old one until it is opened', async ({
  page,
  backend,
  makeUser,
}) => {
  const user = await makeUser();
  const settings = new SettingsPage(page);
  await settings.open(user, 'security');
  const form = page.getByRole('form', { name: 'Change e-mail address' });
  await form.getByLabel('New e-mail address').fill(user.email.toUpperCase());
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByTestId('field-error')).toHaveText('This is already your address.');

  const next = uniqueEmail('moved');
  await form.getByLabel('New e-mail address').fill(next);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByTestId('email-change-pending')).toContainText(`Confirmation sent to ${next}`);
  expect(await latestEmailLink(backend, next, 'email_change')).toContain('/auth/v1/verify');
  const [row] = await backend.query<{ email: string }>('select email from auth.users where id = $1', [
    user.id,
  ]);
  expect(row?.email).toBe(user.email);
});

test('signing out other sessions signs out a second browser, and this one stays', async ({
  page,
  browser,
  backend,
  makeUser,
}) => {
  const user = await makeUser();
  const other = await browser.newContext({ baseURL: backend.url });
  try {
    const otherPage = await other.newPage();
    const otherAuth = new AuthPage(otherPage);
    await otherAuth.goto('?redirect=%2Ftrades');
    await otherAuth.signIn(user.email, user.password);
    await new AppShell(otherPage).ready('Trades');

    const settings = new SettingsPage(page);
    await settings.open(user, 'security');
    // Both sign-ins are in the activity list.
    await expect
      .poll(() => settings.activity.filter({ hasText: 'Signed in' }).count())
      .toBeGreaterThanOrEqual(2);
    await settings.sessions.getByRole('button', { name: 'Sign out other sessions' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Signed out everywhere else' }),
    ).toBeVisible();

    // The trader comes back to the other window: its session check is refused by the server, and
    // it is taken to /auth.
    await otherPage.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(otherPage).toHaveURL(/\/auth/);
    await expect(otherPage.getByRole('tab', { name: 'Sign in' })).toBeVisible();

    await page.reload();
    await settings.ready();
  } finally {
    await other.close();
  }
});

test('deleting the account takes the typed address, removes rows and files, and signs out another tab', async ({
  page,
  context,
  backend,
  makeUser,
}) => {
  const user = await makeUser();
  const client = await signedInClient(backend, user);
  await addAccount(client, 'Main', 'USD');
  const upload = await client.storage
    .from('avatars')
    .upload(
      `${user.id}/avatar-1.webp`,
      new Blob([new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4])], { type: 'image/webp' }),
      {
        contentType: 'image/webp',
      },
    );
  expect(upload.error).toBeNull();
  const [object] = await backend.query<{ version: string }>(
    "select version from storage.objects where bucket_id = 'avatars' and name like $1",
    [`${user.id}/%`],
  );
  const version = object?.version ?? '';
  const config = backend.server.ctx.config;
  const file = join(
    config.storageDir ?? join(config.dataDir, 'storage'),
    'objects',
    version.slice(0, 2),
    version,
  );
  expect(existsSync(file)).toBe(true);

  const settings = new SettingsPage(page);
  await settings.open(user, 'privacy');
  const otherTab = await context.newPage();
  await otherTab.goto('/accounts');
  await new AppShell(otherTab).ready('Accounts');

  await settings.privacy.getByRole('button', { name: 'Delete account…' }).click();
  const confirm = settings.deleteDialog.getByRole('button', { name: 'Delete my account' });
  const typed = settings.deleteDialog.getByLabel('Type your e-mail address to confirm');
  await typed.fill('someone-else@example.test');
  await expect(confirm).toBeDisabled();
  await typed.fill(user.email.toUpperCase());
  await confirm.click();

  await expect(page).toHaveURL(/\/auth/);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Your account has been deleted' }),
  ).toBeVisible();
  await expect(otherTab).toHaveURL(/\/auth/);

  expect(await countRows(backend, 'auth.users where id = $1', user.id)).toBe(0);
  expect(await countRows(backend, 'public.profiles where user_id = $1', user.id)).toBe(0);
  expect(await countRows(backend, 'public.accounts where user_id = $1', user.id)).toBe(0);
  expect(await countRows(backend, "storage.objects where name like $1 || '/%'", user.id)).toBe(0);
  await expect.poll(() => existsSync(file)).toBe(false);
  const again = await backend
    .client()
    .auth.signInWithPassword({ email: user.email, password: user.password });
  expect(again.error).not.toBeNull();
});

test('privacy and diagnostics: the cookie choice changes here and the notice follows; build and storage are shown', async ({
  page,
  makeUser,
}) => {
  const user = await makeUser();
  const settings = new SettingsPage(page);
  await settings.open(user, 'privacy');
  const notice = page.getByTestId('cookie-consent');
  await expect(notice).toBeVisible();
  const cookies = page.getByRole('region', { name: 'Cookies on this browser' });
  await cookies.getByRole('radio', { name: /Essential only/ }).check();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('edgelog_cookie_consent'))).toBe('declined');
  await cookies.getByRole('radio', { name: /Essential and page views/ }).check();
  expect(await page.evaluate(() => localStorage.getItem('edgelog_cookie_consent'))).toBe('accepted');
  await page.reload();
  await settings.ready();
  await expect(cookies.getByRole('radio', { name: /Essential and page views/ })).toBeChecked();
  await expect(notice).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Diagnostics' })
    .click();
  await expect(page).toHaveURL(/\/settings#diagnostics$/);
  const hash = await page.locator('meta[name="edgelog-build-hash"]').getAttribute('content');
  const build = page.getByTestId('build-info');
  await expect(build).toContainText(`Commit${hash ?? ''}`);
  await expect(build).toContainText(
    `Version${(await page.locator('meta[name="edgelog-build-version"]').getAttribute('content')) ?? ''}`,
  );
  const quota = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('edgelog_storage_quota') ?? '{}') as { quotaBytes?: number })
        .quotaBytes,
  );
  expect(quota).toBeGreaterThan(0);
  const usage = page.getByTestId('storage-usage');
  await expect(usage).toContainText(/of [\d.]+ MB used/);
  await expect(usage.getByRole('meter', { name: 'Local storage used' })).toHaveAttribute(
    'aria-valuemax',
    String(quota),
  );
});

test('password: a server that confirms changes by mail takes the mailed code in the same form', async ({
  page,
}) => {
  const strict = await startBackend({ passwordChangeRequiresReauthentication: true });
  try {
    const user = await createUser(strict);
    const auth = new AuthPage(page);
    await page.goto(`${strict.url}/auth?redirect=${encodeURIComponent('/settings#security')}`);
    await auth.signIn(user.email, user.password);
    const settings = new SettingsPage(page);
    await settings.ready();

    const next = `Mailed-${Date.now()}!`;
    await settings.changePassword(user.password, next);
    const code = settings.passwordForm.getByLabel('Code from the e-mail');
    await expect(code).toBeVisible();
    const [mail] = await strict.query<{ otp: string | null }>(
      "select otp from auth.mail_outbox where lower(to_address) = lower($1) and email_type = 'reauthentication' order by id desc limit 1",
      [user.email],
    );
    expect(mail?.otp).toMatch(/^\d{6}$/);
    await code.fill(mail?.otp ?? '');
    await settings.passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(code).toBeHidden();
    const { error } = await strict.client().auth.signInWithPassword({ email: user.email, password: next });
    expect(error).toBeNull();
  } finally {
    await strict.stop();
  }
});
