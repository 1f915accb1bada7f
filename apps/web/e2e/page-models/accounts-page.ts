import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { AuthPage } from './auth-page';
import type { TestUser } from '../support/users';

/** The accounts page (/accounts): its table, the add / edit dialog and the delete confirmation. */
export class AccountsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly emptyState: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;
  readonly saveError: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Accounts' });
    this.rows = page.getByTestId('account-row');
    this.emptyState = page.getByRole('heading', { name: 'No accounts yet' });
    this.addButton = page.getByRole('button', { name: /^Add (your first )?account$/ });
    // The modal dialog (the cookie notice is a dialog too, but not a modal one).
    this.dialog = page.locator('[role="dialog"][data-slot="dialog-content"]');
    this.saveError = this.dialog.getByTestId('save-error');
  }

  /** Signs the user in on the way to /accounts. */
  async open(user: TestUser): Promise<void> {
    const auth = new AuthPage(this.page);
    await auth.goto(`?redirect=${encodeURIComponent('/accounts')}`);
    await auth.signIn(user.email, user.password);
    await new AppShell(this.page).ready('Accounts');
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  fieldError(label: string): Locator {
    return this.dialog.locator(`[data-field="${label}"]`).getByTestId('field-error');
  }

  /** Submits the dialog's form ("Add account" or "Save changes"). */
  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Add account|Save changes)$/ }).click();
  }

  /** Opens the dialog, fills it and saves; waits for the dialog to close. */
  async add(values: Record<string, string>): Promise<void> {
    await this.addButton.first().click();
    await this.fill(values);
    await this.submit();
    await expect(this.dialog).toBeHidden();
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** A row's action (Edit, Close, Reopen, Delete), named with the account for screen readers. */
  action(name: string, action: 'Edit' | 'Close' | 'Reopen' | 'Delete'): Locator {
    return this.row(name).getByRole('button', { name: `${action} ${name}`, exact: true });
  }
}
