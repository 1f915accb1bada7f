import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in page (/auth): sign in, sign up, forgot password, reset password and the TOTP step. */
export class AuthPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly timeoutNotice: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.remember = page.getByRole('checkbox', { name: 'Remember my e-mail on this device' });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
    this.error = page.getByTestId('auth-error');
    this.timeoutNotice = page.getByTestId('session-timeout');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/auth${query}`);
    await expect(this.page.getByRole('heading', { name: 'Welcome to Edgelog' })).toBeVisible();
  }

  async signIn(email: string, password: string, options: { remember?: boolean } = {}): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    if (options.remember !== undefined) {
      const checked = (await this.remember.getAttribute('data-state')) === 'checked';
      if (checked !== options.remember) await this.remember.click();
    }
    await this.submit.click();
  }

  async openSignUp(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Create account' }).click();
  }

  async signUp(fullName: string, email: string, password: string): Promise<void> {
    await this.openSignUp();
    await this.page.getByLabel('Full name').fill(fullName);
    await this.page.getByLabel('E-mail', { exact: true }).fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Forgot password?' }).click();
    await this.page.getByLabel('E-mail', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(this.page.getByText('Check your e-mail')).toBeVisible();
  }

  async chooseNewPassword(password: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Repeat the new password').fill(password);
    await this.page.getByRole('button', { name: 'Save new password' }).click();
  }

  async enterTotp(code: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await this.page.getByLabel('Authentication code').fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }
}
