import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { AuthPage } from './auth-page';
import type { TestUser } from '../support/users';

/** A calculator page (/calculators/<slug>): its labelled inputs, result figures, warnings and actions. */
export class CalculatorPage {
  readonly headline: Locator;
  readonly missing: Locator;
  readonly formError: Locator;
  readonly invalid: Locator;
  readonly warnings: Locator;
  readonly copyButton: Locator;
  readonly resetButton: Locator;
  readonly startTrade: Locator;

  constructor(readonly page: Page) {
    this.headline = page.getByTestId('headline-value');
    this.missing = page.getByTestId('result-missing');
    this.formError = page.getByTestId('form-error');
    this.invalid = page.getByTestId('result-invalid');
    this.warnings = page.getByTestId('calculator-warning');
    this.copyButton = page.getByRole('button', { name: /Copy results|Copied/ });
    this.resetButton = page.getByRole('button', { name: 'Reset to defaults' });
    this.startTrade = page.getByRole('link', { name: 'Start a trade from this' });
  }

  /** Signs the user in on the way to the calculator (the sign-in page returns to it). */
  async open(slug: string, user: TestUser, title?: string): Promise<void> {
    const auth = new AuthPage(this.page);
    await auth.goto(`?redirect=${encodeURIComponent(`/calculators/${slug}`)}`);
    await auth.signIn(user.email, user.password);
    await expect(this.page).toHaveURL(new RegExp(`/calculators/${slug}$`));
    await new AppShell(this.page).ready(title);
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async choose(label: string, option: string): Promise<void> {
    await this.field(label).selectOption(option);
  }

  /** Checks one option of a segmented choice (Side: Long / Short). */
  async pick(option: string): Promise<void> {
    // The radio itself is visually hidden; its label is what a user clicks.
    await this.page
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name: option, exact: true }) })
      .click();
  }

  /** The message shown beside a field. */
  fieldError(label: string): Locator {
    return this.page.locator(`[data-field="${label}"]`).getByTestId('field-error');
  }

  /** One figure of the result by its row id (`size`, `risk-amount`, ...). */
  result(id: string): Locator {
    return this.page.getByTestId(`result-${id}`);
  }
}
