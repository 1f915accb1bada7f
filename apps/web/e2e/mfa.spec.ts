import { generateSync } from 'otplib';
import { expect, test } from './support/fixtures';

function totp(secret: string): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });
}

test.describe('two-factor sign-in', () => {
  test('a user with a verified TOTP factor must enter a code before the app opens (aal2)', async ({
    page,
    authPage,
    shell,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    // Enrol and verify a factor the way the settings page will, from another client.
    const client = backend.client();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const { data: factor, error: enrollError } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'phone',
    });
    expect(enrollError).toBeNull();
    const secret = factor!.totp.secret;
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totp(secret) });
    expect(verified.error).toBeNull();

    await page.goto('/trades');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Ftrades$/);
    await authPage.signIn(user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();

    // Password alone (aal1) does not open protected pages.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();

    await authPage.enterTotp('000000');
    await expect(authPage.error).toContainText(/invalid/i);
    await expect(authPage.error).toContainText(/Code AUTH-\d{3}/);

    await authPage.enterTotp(totp(secret));
    await expect(page).toHaveURL(/\/dashboard$/);
    await shell.ready('Dashboard');
    const aal = await page.evaluate(() => {
      const raw = localStorage.getItem('sb-edgelog-auth-token') ?? '';
      const text = raw.startsWith('compressed:')
        ? new TextDecoder().decode(Uint8Array.from(atob(raw.slice(11)), (c) => c.charCodeAt(0)))
        : raw;
      const token = (JSON.parse(text) as { access_token: string }).access_token;
      return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { aal: string })
        .aal;
    });
    expect(aal).toBe('aal2');
  });

  test('"Use a different account" leaves the TOTP step signed out', async ({
    page,
    authPage,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    const client = backend.client();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totp(factor!.totp.secret) });

    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a different account' }).click();
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
