import { expect, type Locator, type Page } from '@playwright/test';

/** The new-trade form (/trades/new): its labelled fields, radio choices, figures and actions. */
export class TradeFormPage {
  readonly form: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;
  readonly prefillBanner: Locator;
  readonly draftBanner: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'New trade' });
    this.saveButton = page.getByRole('button', { name: 'Save trade' });
    this.cancelButton = page.getByRole('button', { name: 'Cancel' });
    this.prefillBanner = page.getByTestId('prefill-banner');
    this.draftBanner = page.getByTestId('draft-banner');
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

  figure(id: string): Locator {
    return this.page.getByTestId(`figure-${id}`);
  }
}
