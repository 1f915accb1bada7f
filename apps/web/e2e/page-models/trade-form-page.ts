import { expect, type Locator, type Page } from '@playwright/test';

/** The trade form (/trades/new, /trades/edit/{id}): fields, the executions grid, tags, preview, save. */
export class TradeFormPage {
  readonly form: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;
  readonly prefillBanner: Locator;
  readonly draftBanner: Locator;
  readonly saveError: Locator;
  readonly fillRows: Locator;
  readonly crossingNote: Locator;

  constructor(
    readonly page: Page,
    name: 'New trade' | 'Edit trade' = 'New trade',
  ) {
    this.form = page.getByRole('form', { name });
    this.saveButton = page.getByRole('button', { name: 'Save trade' });
    this.cancelButton = page.getByRole('button', { name: 'Cancel' });
    this.prefillBanner = page.getByTestId('prefill-banner');
    this.draftBanner = page.getByTestId('draft-banner');
    this.saveError = page.getByTestId('save-error');
    this.fillRows = this.form.getByTestId('fill-row');
    this.crossingNote = page.getByTestId('crossing-note');
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  radio(name: string): Locator {
    return this.form.getByRole('radio', { name, exact: true });
  }

  /** Checks a radio option (visually hidden) by clicking its label, as a user does. */
  async pick(name: string): Promise<void> {
    // The inner locator of `has` is matched inside each label, so it starts from the page.
    await this.form
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name, exact: true }) })
      .click();
    await expect(this.radio(name)).toBeChecked();
  }

  fieldError(label: string): Locator {
    return this.form.locator(`[data-field="${label}"]`).getByTestId('field-error');
  }

  /** The errors listed under the executions grid, one per refused cell. */
  fillErrors(): Locator {
    return this.form.getByTestId('fills-errors').getByTestId('field-error');
  }

  async useExecutions(): Promise<void> {
    await this.form.getByRole('tab', { name: 'Executions' }).click();
    await expect(this.form.getByRole('table', { name: 'Fills' })).toBeVisible();
  }

  cell(row: number, column: 'time' | 'side' | 'quantity' | 'price' | 'commission' | 'fees'): Locator {
    return this.form.getByLabel(`Fill ${row} ${column}`, { exact: true });
  }

  /** Types one fill into row `row` of the grid (1-based), adding rows as needed. */
  async fillRow(
    row: number,
    fill: { time: string; side: 'buy' | 'sell'; quantity: string; price: string; commission?: string },
  ): Promise<void> {
    while ((await this.fillRows.count()) < row)
      await this.form.getByRole('button', { name: 'Add fill' }).click();
    await this.cell(row, 'time').fill(fill.time);
    await this.cell(row, 'side').selectOption(fill.side);
    await this.cell(row, 'quantity').fill(fill.quantity);
    await this.cell(row, 'price').fill(fill.price);
    if (fill.commission !== undefined) await this.cell(row, 'commission').fill(fill.commission);
  }

  /** Creates a tag of a group from the tag picker, as a trader does while recording a trade. */
  async addNewTag(name: string, group: 'Setup' | 'Mistake' | 'Emotion' | 'Custom'): Promise<void> {
    await this.field('New tag').fill(name);
    await this.form.getByLabel('New tag group').selectOption({ label: group });
    await this.form.getByRole('button', { name: 'Add tag' }).click();
    await expect(this.form.getByTestId('selected-tag').filter({ hasText: name })).toBeVisible();
  }

  /** A figure of the live preview, by its key in core's TRADE_FIGURE_DEFINITIONS. */
  figure(key: string, trade = 1): Locator {
    return this.page.getByTestId(trade === 1 ? `preview-${key}` : `preview-trade-${trade}-${key}`);
  }
}
