import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { AuthPage } from './auth-page';
import type { TestUser } from '../support/users';

/**
 * The accounts page (/accounts): its table, the add / edit dialog, an account's details with its
 * deposits and withdrawals, and the delete confirmations.
 */
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

  field(label: string, within: Locator = this.dialog): Locator {
    return within.getByLabel(label, { exact: true });
  }

  /** Types into text fields and picks from drop-downs, by label. */
  async fill(values: Record<string, string>, within: Locator = this.dialog): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      const field = this.field(label, within);
      if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
        await field.selectOption({ label: value });
      else await field.fill(value);
    }
  }

  fieldError(label: string, within: Locator = this.dialog): Locator {
    return within.locator(`[data-field="${label}"]`).getByTestId('field-error');
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

  /** An account's row in the table, or its card on a phone (hidden ones are never matched by role). */
  row(name: string): Locator {
    const title = this.page
      .getByRole('rowheader', { name, exact: true })
      .or(this.page.getByRole('heading', { name, exact: true }));
    return this.rows.filter({ has: title });
  }

  /** A row's cell: its balance, trade count or net P&L. */
  cell(name: string, column: 'balance' | 'trades' | 'net-pnl'): Locator {
    return this.row(name).getByTestId(`account-${column}`);
  }

  equityLine(name: string): Locator {
    return this.row(name).getByTestId('equity-line');
  }

  /** A row's action, named with the account for screen readers. */
  action(name: string, action: 'Details' | 'Edit' | 'Close' | 'Reopen' | 'Delete'): Locator {
    return this.row(name).getByRole('button', { name: `${action} ${name}`, exact: true });
  }

  /** The details dialog of an account, titled with its name. */
  details(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** Adds a transaction in an account's open details and waits for its form to close. */
  async addTransaction(name: string, values: Record<string, string>): Promise<void> {
    const details = this.details(name);
    await details.getByRole('button', { name: 'Add a transaction' }).click();
    const form = details.getByRole('form', { name: 'New transaction' });
    await this.fill(values, form);
    await form.getByRole('button', { name: 'Add transaction' }).click();
    await expect(form).toBeHidden();
  }

  transactionRows(name: string): Locator {
    return this.details(name).getByTestId('transaction-row');
  }
}
