import { expect, type Locator, type Page } from '@playwright/test';

/** What the app shows for errors: the boundary's fallback, error toasts and the error log in /settings. */
export class ErrorUi {
  readonly fallback: Locator;
  readonly retrying: Locator;
  readonly tryAgain: Locator;
  readonly errorLog: Locator;
  readonly errorLogEntries: Locator;

  constructor(readonly page: Page) {
    this.fallback = page.getByTestId('error-fallback');
    this.retrying = page.getByTestId('error-retrying');
    this.tryAgain = this.fallback.getByRole('button', { name: 'Try Again' });
    this.errorLog = page.getByRole('region', { name: 'Error log' });
    this.errorLogEntries = this.errorLog.getByTestId('error-log-entry');
  }

  /** The toast of one error code (toasts are keyed by code, so there is at most one). */
  toast(code: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: code });
  }

  /**
   * Waits until the toaster is up: it comes with the error reporter, which the app loads right
   * after the first render, so from then on errors can be reported offline too.
   */
  async ready(): Promise<void> {
    await expect(this.page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  }
}
