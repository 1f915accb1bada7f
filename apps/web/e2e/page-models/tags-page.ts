import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { AuthPage } from './auth-page';
import type { TestUser } from '../support/users';

/** /tags: the table of tags (cards on a phone), its dialogs and "What my mistakes cost". */
export class TagsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly cards: Locator;
  readonly mistakes: Locator;
  readonly mistakeRows: Locator;
  readonly mistakesTotal: Locator;
  readonly dialog: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('tags-table');
    this.rows = page.getByTestId('tag-row');
    this.cards = page.getByTestId('tag-card');
    this.mistakes = page.getByTestId('mistakes-cost');
    this.mistakeRows = this.mistakes.getByTestId('mistake-row');
    this.mistakesTotal = page.getByTestId('mistakes-total');
    // The page's own dialogs, not the cookie notice (a non-modal dialog).
    this.dialog = page.locator('[data-slot="dialog-content"]');
    this.search = page.getByRole('searchbox', { name: 'Search tags' });
  }

  /** Signs the user in on the way to the page, and (unless told not to) waits for the engine's figures. */
  async open(user: TestUser, query = '', { waitForFigures = true } = {}): Promise<void> {
    const auth = new AuthPage(this.page);
    await auth.goto(`?redirect=${encodeURIComponent(`/tags${query}`)}`);
    await auth.signIn(user.email, user.password);
    await new AppShell(this.page).ready('Tags');
    if (waitForFigures) await this.figuresShown();
  }

  async figuresShown(): Promise<void> {
    await expect(this.page.getByRole('region', { name: 'Your tags' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
  }

  row(name: string): Locator {
    return this.page.locator(`[data-testid="tag-row"][data-tag="${name}"]`);
  }

  /** The engine's raw value of a figure in a tag's row (`null` when it has none). */
  figure(name: string, metric: string): Locator {
    return this.row(name).locator(`[data-metric="${metric}"]`);
  }

  mistake(name: string): Locator {
    return this.mistakes.locator(`[data-testid="mistake-row"][data-tag="${name}"]`);
  }

  async act(
    name: string,
    action: 'Edit name, colour, group' | 'Merge into another tag' | 'Delete',
  ): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
    await expect(this.dialog).toBeVisible();
  }
}
