import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { AuthPage } from './auth-page';
import type { TestUser } from '../support/users';

/** The analysis page (/dashboard/ai/analysis): its cards, each with its trades and links. */
export class AiAnalysisPage {
  readonly provenance: Locator;
  readonly rerun: Locator;

  constructor(readonly page: Page) {
    this.provenance = page.locator('[data-provenance]');
    this.rerun = page.locator('[data-action="rerun"]');
  }

  /** Signs the user in on the way to the page and waits for the analysis. */
  async open(user: TestUser, query = ''): Promise<void> {
    const path = `/dashboard/ai/analysis${query}`;
    const auth = new AuthPage(this.page);
    await auth.goto(`?redirect=${encodeURIComponent(path)}`);
    await auth.signIn(user.email, user.password);
    await new AppShell(this.page).ready('AI analysis');
    await expect(this.provenance).toBeVisible({ timeout: 60_000 });
  }

  /** Opens every card of every group ("Show 10 more" until none is left). */
  async showEveryCard(): Promise<void> {
    const more = this.page.locator('[data-action^="more-"]');
    while ((await more.count()) > 0) await more.first().click();
  }

  card(findingId: string): Locator {
    return this.page.locator(`[data-finding="${findingId}"]`);
  }

  /** The ids of the trades a card lists (its first ones until "Show all"). */
  async listedTradeIds(findingId: string): Promise<string[]> {
    const rows = this.card(findingId).locator('[data-finding-trades] tbody tr');
    await expect(rows.first()).toBeVisible();
    return rows.evaluateAll((lines) => lines.map((line) => line.getAttribute('data-trade-id') ?? ''));
  }

  tradeLogLink(findingId: string): Locator {
    return this.card(findingId).locator('[data-link="trade-log"]');
  }

  /** The trade ids the card's trade log link names. */
  async linkedTradeIds(findingId: string): Promise<string[]> {
    const href = (await this.tradeLogLink(findingId).getAttribute('href')) ?? '';
    return (new URL(href, 'http://x').searchParams.get('ids') ?? '').split(',').filter(Boolean);
  }
}
