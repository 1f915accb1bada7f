import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { AuthPage } from './auth-page';
import type { TestUser } from '../support/users';

/**
 * The strategies page (/strategies): the playbook list, one playbook at `?playbook=<id>` with its
 * adherence table, the create / edit dialog and the delete confirmation.
 */
export class StrategiesPage {
  readonly cards: Locator;
  readonly dialog: Locator;
  readonly adherenceRows: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('playbook-card');
    // The modal dialog (the cookie notice is a dialog too, but not a modal one).
    this.dialog = page.locator('[role="dialog"][data-slot="dialog-content"]');
    this.adherenceRows = page.getByTestId('adherence-row');
  }

  /** Signs the user in on the way to `path` (/strategies by default). */
  async open(user: TestUser, path = '/strategies'): Promise<void> {
    const auth = new AuthPage(this.page);
    await auth.goto(`?redirect=${encodeURIComponent(path)}`);
    await auth.signIn(user.email, user.password);
    await new AppShell(this.page).ready();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  fieldError(label: string): Locator {
    return this.dialog.locator(`[data-field="${label}"]`).getByTestId('field-error');
  }

  /** Types a new rule into the checklist and adds it with Enter. */
  async addRule(text: string): Promise<void> {
    await this.field('New rule').fill(text);
    await this.field('New rule').press('Enter');
  }

  /** The checklist's rule boxes in order, by their text. */
  async ruleTexts(): Promise<string[]> {
    return this.dialog
      .getByRole('list', { name: 'Rules' })
      .getByRole('textbox')
      .evaluateAll((boxes) => boxes.map((box) => (box instanceof HTMLInputElement ? box.value : '')));
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Create playbook|Save changes)$/ }).click();
  }

  /** The adherence table's row of one rule. */
  adherenceRow(ruleId: string): Locator {
    return this.page.locator(`[data-testid="adherence-row"][data-rule-id="${ruleId}"]`);
  }

  /** A figure of a row or group, by its `data-metric`. */
  metric(within: Locator, name: string): Locator {
    return within.locator(`[data-metric="${name}"]`);
  }

  /** Opens the page's actions menu and chooses one. */
  async action(
    name: 'Edit' | 'Duplicate' | 'Archive' | 'Unarchive' | 'Delete',
    playbook: string,
  ): Promise<void> {
    await this.page
      .getByRole('button', { name: `Actions for ${playbook}` })
      .first()
      .click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async expectHeading(text: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text);
  }
}
