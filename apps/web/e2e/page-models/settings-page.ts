import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { AuthPage } from './auth-page';
import type { TestUser } from '../support/users';

/** /settings: the Security, Privacy and data, and Diagnostics sections. */
export class SettingsPage {
  readonly security: Locator;
  readonly privacy: Locator;
  readonly diagnostics: Locator;
  readonly passwordForm: Locator;
  readonly twoFactor: Locator;
  readonly factors: Locator;
  readonly sessions: Locator;
  readonly activity: Locator;
  readonly setupDialog: Locator;
  readonly removeDialog: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.security = page.getByRole('region', { name: 'Security' });
    this.privacy = page.getByRole('region', { name: 'Privacy and data' });
    this.diagnostics = page.getByRole('region', { name: 'Diagnostics' });
    this.passwordForm = page.getByRole('form', { name: 'Change password' });
    this.twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    this.factors = this.twoFactor.getByTestId('totp-factor');
    this.sessions = page.getByRole('region', { name: 'Sessions' });
    this.activity = this.sessions.getByTestId('activity-entry');
    this.setupDialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    this.removeDialog = page.getByRole('dialog', { name: /^Remove / });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
  }

  /** Signs the user in on the way to the page (at a section when given). */
  async open(user: TestUser, section = ''): Promise<void> {
    const auth = new AuthPage(this.page);
    await auth.goto(`?redirect=${encodeURIComponent(`/settings${section ? `#${section}` : ''}`)}`);
    await auth.signIn(user.email, user.password);
    await this.ready();
  }

  async ready(): Promise<void> {
    await new AppShell(this.page).ready('Settings');
    await expect(this.security).toBeVisible();
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.passwordForm.getByLabel('Current password').fill(current);
    await this.passwordForm.getByLabel('New password', { exact: true }).fill(next);
    await this.passwordForm.getByLabel('Repeat the new password').fill(next);
    await this.passwordForm.getByRole('button', { name: 'Change password' }).click();
  }

  /** Starts the TOTP set-up and returns the secret the dialog shows, as typed by hand. */
  async startTotpSetup(): Promise<string> {
    await this.twoFactor.getByRole('button', { name: /Set up authenticator app|Add another app/ }).click();
    const secret = this.setupDialog.getByTestId('totp-secret');
    await expect(secret).toBeVisible();
    return ((await secret.textContent()) ?? '').replace(/\s+/g, '');
  }

  async enterCode(dialog: Locator, code: string, button: string): Promise<void> {
    await dialog.getByLabel('Authentication code').fill(code);
    await dialog.getByRole('button', { name: button, exact: true }).click();
  }
}
