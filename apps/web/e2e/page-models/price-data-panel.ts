import { expect, type Locator, type Page } from '@playwright/test';

/** The price field's price data (volatility and Fibonacci): save, saved list, a trade's chart data. */
export class PriceDataPanel {
  readonly root: Locator;
  readonly saveButton: Locator;
  readonly dialog: Locator;
  readonly saved: Locator;
  readonly empty: Locator;
  readonly notice: Locator;
  readonly problem: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('price-data');
    this.saveButton = this.root.getByRole('button', { name: 'Save as price data' });
    this.dialog = page.getByRole('dialog', { name: 'Save as price data' });
    this.saved = this.root.getByTestId('saved-series');
    this.empty = this.root.getByTestId('saved-series-empty');
    this.notice = this.root.getByTestId('price-data-notice');
    this.problem = this.root.getByTestId('price-data-problem');
  }

  async uploadCsv(csv: string, name = 'bars.csv'): Promise<void> {
    await this.page
      .getByTestId('price-file')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  }

  /** Opens the save dialog and saves with these values; the dialog stays open when refused. */
  async save(values: { symbol?: string; timeframe?: string; name?: string }): Promise<void> {
    if (!(await this.dialog.isVisible())) await this.saveButton.click();
    if (values.symbol !== undefined)
      await this.dialog.getByLabel('Symbol', { exact: true }).fill(values.symbol);
    if (values.timeframe !== undefined)
      await this.dialog.getByLabel('Timeframe', { exact: true }).selectOption(values.timeframe);
    if (values.name !== undefined) await this.dialog.getByLabel('Name (optional)').fill(values.name);
    await this.dialog.getByRole('button', { name: 'Save price data' }).click();
  }

  dialogError(label: string): Locator {
    return this.dialog.locator(`[data-field="${label}"]`).getByTestId('field-error');
  }

  async use(title: string): Promise<void> {
    await this.root.getByRole('button', { name: `Use ${title} price data` }).click();
  }

  async remove(title: string, confirm: boolean): Promise<void> {
    await this.root.getByRole('button', { name: `Delete ${title} price data` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete this price data?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: confirm ? 'Delete price data' : 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Picks the trade whose label contains `trade` and takes its chart data. */
  async takeTradeChartData(trade: string, barsBefore?: string): Promise<void> {
    const select = this.root.getByLabel('Trade', { exact: true });
    const value = await select.locator('option', { hasText: trade }).getAttribute('value');
    await select.selectOption(value ?? '');
    if (barsBefore !== undefined) await this.root.getByLabel('Bars before the open').fill(barsBefore);
    await this.root.getByRole('button', { name: 'Use its chart data' }).click();
  }
}
