import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { AuthPage } from './auth-page';
import type { TestUser } from '../support/users';

/** The trade log (/trades) and the archive (/trades/archived): filters, table, totals, bulk bar. */
export class TradeLogPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly totalTrades: Locator;
  readonly totalNet: Locator;
  readonly totalWinRate: Locator;
  readonly totalR: Locator;
  readonly search: Locator;
  readonly bulkBar: Locator;
  readonly emptyJournal: Locator;
  readonly noMatch: Locator;
  readonly sampleBanner: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Trades' });
    this.rows = page.getByTestId('trade-row');
    this.totalTrades = page.getByTestId('total-trades');
    this.totalNet = page.getByTestId('total-net');
    this.totalWinRate = page.getByTestId('total-win-rate');
    this.totalR = page.getByTestId('total-r');
    this.search = page.getByRole('searchbox', { name: 'Search symbol or notes' });
    this.bulkBar = page.getByRole('toolbar', { name: 'Selected trades' });
    this.emptyJournal = page.getByRole('heading', { name: 'No trades yet' });
    this.noMatch = page.getByRole('heading', { name: 'No trades match these filters' });
    this.sampleBanner = page.getByText('This journal holds sample data');
  }

  /** Signs the user in on the way to the log (or another path of it). */
  async open(user: TestUser, path = '/trades'): Promise<void> {
    const auth = new AuthPage(this.page);
    await auth.goto(`?redirect=${encodeURIComponent(path)}`);
    await auth.signIn(user.email, user.password);
    await new AppShell(this.page).ready(path.startsWith('/trades/archived') ? 'Archived trades' : 'Trades');
  }

  filter(label: string): Locator {
    return this.page.getByRole('search', { name: 'Filter trades' }).getByLabel(label, { exact: true });
  }

  /** Waits until the rows on screen are those of the view in the URL (not the previous one). */
  async settled(): Promise<void> {
    // A table from 768 px, a card list on a phone: both say which view their rows are of.
    await expect(this.page.locator('[data-shown]').first()).not.toHaveAttribute('data-shown', '');
  }

  columnHeader(label: string): Locator {
    return this.table.getByRole('columnheader', { name: label, exact: true });
  }

  sortBy(label: string): Promise<void> {
    return this.columnHeader(label).getByRole('button').click();
  }

  row(symbol: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('rowheader', { name: symbol }) });
  }

  /** The text of one column in the nth row (0-based), by the column's position in the header. */
  async cell(rowIndex: number, columnLabel: string): Promise<string> {
    // The header is read once it shows the column: rows can be on screen a moment before the
    // columns the width allows are laid out.
    let index = -1;
    await expect
      .poll(
        async () => {
          const headers = await this.table.getByRole('columnheader').allInnerTexts();
          index = headers.findIndex((text) => text.trim() === columnLabel);
          return index;
        },
        { message: `no column ${columnLabel}` },
      )
      .toBeGreaterThanOrEqual(0);
    return (await this.rows.nth(rowIndex).locator('th, td').nth(index).innerText()).trim();
  }

  select(symbol: string): Promise<void> {
    return this.row(symbol).getByRole('checkbox').check();
  }

  bulk(action: string): Promise<void> {
    return this.bulkBar.getByRole('button', { name: action }).click();
  }
}
