import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { AuthPage } from './auth-page';
import type { TestUser } from '../support/users';

export interface GoalFields {
  name: string;
  kind: 'A figure to reach' | 'A rule to keep';
  /** The metric's or the rule's label in its list. */
  measure: string;
  target: string;
  period?: string;
  account?: string;
}

/** The goals page (/goals): goal cards, the add / edit dialog and the empty state. */
export class GoalsPage {
  readonly dialog: Locator;
  readonly cards: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.locator('[role="dialog"][data-slot="dialog-content"]');
    this.cards = page.getByTestId('goal-card');
    this.empty = page.getByTestId('goals-empty');
  }

  /** Signs the user in on the way to /goals. */
  async open(user: TestUser): Promise<void> {
    const auth = new AuthPage(this.page);
    await auth.goto(`?redirect=${encodeURIComponent('/goals')}`);
    await auth.signIn(user.email, user.password);
    await new AppShell(this.page).ready('Goals');
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  /** Fills the open dialog and saves it. */
  async fill(fields: GoalFields): Promise<void> {
    await this.dialog.getByLabel('Name', { exact: true }).fill(fields.name);
    await this.dialog.getByRole('radio', { name: new RegExp(`^${fields.kind}`) }).check();
    const list = fields.kind === 'A rule to keep' ? 'Rule' : 'Metric';
    await this.dialog.getByLabel(list, { exact: true }).selectOption({ label: fields.measure });
    await this.dialog.locator('#goal-target').fill(fields.target);
    if (fields.period !== undefined)
      await this.dialog.getByLabel('Period', { exact: true }).selectOption({ label: fields.period });
    if (fields.account !== undefined)
      await this.dialog.getByLabel('Accounts', { exact: true }).selectOption({ label: fields.account });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Add goal|Save changes)$/ }).click();
    await expect(this.dialog).toBeHidden();
  }
}
