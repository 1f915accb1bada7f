import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in layout: sidebar, top bar with greeting and account menu, overlay, footer. */
export class AppShell {
  readonly greeting: Locator;
  readonly sidebar: Locator;
  readonly sidebarTrigger: Locator;
  readonly overlay: Locator;
  readonly overlayMessage: Locator;
  readonly overlayBar: Locator;
  readonly footer: Locator;
  readonly pageHeading: Locator;

  constructor(readonly page: Page) {
    this.greeting = page.getByTestId('greeting');
    this.sidebar = page.locator('aside[data-slot="sidebar"]');
    this.sidebarTrigger = page.getByRole('button', { name: 'Toggle sidebar' });
    this.overlay = page.getByTestId('loading-overlay');
    this.overlayMessage = page.getByTestId('loading-overlay-message');
    this.overlayBar = this.overlay.getByRole('progressbar');
    this.footer = page.getByRole('contentinfo');
    this.pageHeading = page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** Waits for the first-entry overlay to finish and the page frame to show. */
  async ready(title?: string): Promise<void> {
    await expect(this.overlay).toBeHidden({ timeout: 15_000 });
    if (title) await expect(this.pageHeading).toHaveText(title);
    else await expect(this.pageHeading).toBeVisible();
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Account menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  async storedKeys(): Promise<string[]> {
    return this.page.evaluate(() => [
      ...Object.keys(window.localStorage),
      ...Object.keys(window.sessionStorage),
    ]);
  }
}
