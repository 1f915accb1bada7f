import type { Locator, Page } from '@playwright/test';

/** One trade (/trades/{id}): its figures, executions, screenshots, review and actions. */
export class TradePage {
  readonly executions: Locator;
  readonly gallery: Locator;
  readonly tags: Locator;
  readonly viewer: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.executions = page.getByTestId('execution-row');
    this.gallery = page.getByTestId('attachments-gallery');
    this.tags = page.getByTestId('trade-tags');
    this.viewer = page.getByTestId('attachment-viewer');
    this.notFound = page.getByTestId('trade-not-found');
  }

  /** A stored figure, by its key in core's TRADE_FIGURE_DEFINITIONS. */
  figure(key: string): Locator {
    return this.page.getByTestId(`figure-${key}`);
  }

  /** The link to the previous or next trade by open time (a disabled button when there is none). */
  neighbour(name: 'Previous' | 'Next'): Locator {
    return this.page.getByRole('group', { name: 'Other trades' }).getByRole('link', { name });
  }

  action(name: 'Edit' | 'Duplicate' | 'Archive' | 'Restore' | 'Delete'): Locator {
    return this.page
      .getByRole('main')
      .getByRole(name === 'Edit' || name === 'Duplicate' ? 'link' : 'button', {
        name,
        exact: true,
      });
  }
}
