import { generateDemoJournal, SAMPLE_JOURNAL_SEED, SAMPLE_JOURNAL_TRADES } from '@edgelog/core';
import type { Page } from '@playwright/test';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { expect, test } from './support/fixtures';
import { seedDemoJournal, signedInClient, type SeededJournal } from './support/journal';
import { createUser, type TestUser } from './support/users';

// Privacy mode on over the sample journal ("Try it with sample data", written through the API):
// no page may show a currency amount anywhere a person or a screen reader could read one — text,
// titles, aria labels and descriptions, screen-reader-only text, chart tooltips.

// A symbol before digits ("$1,234", "€ 5"), a code spaced before digits ("CHF 1,234"), an amount to
// the cent before a code ("212.50 USD"), or money words followed by a figure ("Lost 3655.82"). The
// page's text runs elements together ("Nov 2, 2026Lost 1536.34"): a money word need only not
// follow a letter.
const CURRENCY_AMOUNT =
  /[$€£¥]\s?[+\-−]?\d|\b(?:USD|EUR|GBP|JPY|CHF|AUD|CAD)\s[+\-−]?\d|\d[.,]\d{2}\s?(?:USD|EUR|GBP|JPY|CHF|AUD|CAD)\b|(?<![a-z])(?:Lost|Risked(?:\s+over)?|Deposit(?:ed)?|Withdr[a-z]+|Balance|Equity)\s+[+\-−]?\d/i;

interface Leak {
  where: string;
  text: string;
}

/** Every text of the page a reader could meet: its text, titles, labels and descriptions. */
async function readableTexts(page: Page): Promise<Leak[]> {
  return page.evaluate(() => {
    const found: { where: string; text: string }[] = [];
    found.push({ where: 'text', text: document.body.textContent ?? '' });
    for (const element of document.querySelectorAll(
      '[title],[aria-label],[aria-description],[aria-valuetext]',
    )) {
      for (const name of ['title', 'aria-label', 'aria-description', 'aria-valuetext']) {
        const value = element.getAttribute(name);
        if (value) found.push({ where: `${element.tagName.toLowerCase()}[${name}]`, text: value });
      }
    }
    document.querySelectorAll('svg title, svg text').forEach((node) => {
      found.push({ where: 'svg', text: node.textContent ?? '' });
    });
    return found;
  });
}

async function expectNoAmount(page: Page, path: string): Promise<void> {
  const leaks = (await readableTexts(page)).flatMap(({ where, text }) => {
    const match = CURRENCY_AMOUNT.exec(text);
    if (match === null) return [];
    const at = match.index;
    return [`${path} ${where}: …${text.slice(Math.max(0, at - 40), at + 40)}…`];
  });
  expect(leaks, 'currency amounts under privacy mode').toEqual([]);
}

/** Hovers the middle of every chart, so their tooltips are in the page when it is read. */
async function hoverCharts(page: Page, path: string): Promise<void> {
  const charts = page.locator('[data-chart], [role="img"]:has(canvas)');
  const count = Math.min(await charts.count(), 8);
  for (let i = 0; i < count; i++) {
    const chart = charts.nth(i);
    if (!(await chart.isVisible())) continue;
    const box = await chart.boundingBox();
    if (box === null || box.width < 20 || box.height < 20) continue;
    await chart.scrollIntoViewIfNeeded();
    const again = (await chart.boundingBox()) ?? box;
    await page.mouse.move(again.x + again.width * 0.7, again.y + again.height / 2);
    await page.waitForTimeout(60);
    await expectNoAmount(page, `${path} (hovering chart ${i + 1})`);
  }
}

/** The page has loaded its figures: no skeleton, no busy region, no loading state left. */
async function settled(page: Page): Promise<void> {
  await expect(
    page.locator('[aria-busy="true"], [data-state="loading"], [data-slot="skeleton"]'),
  ).toHaveCount(0, {
    timeout: 20_000,
  });
}

test.describe('privacy mode over the sample journal', () => {
  let user: TestUser;
  let seeded: SeededJournal;

  test.beforeAll(async ({ backend }) => {
    test.setTimeout(180_000);
    user = await createUser(backend);
    const client = await signedInClient(backend, user);
    const journal = generateDemoJournal({
      seed: SAMPLE_JOURNAL_SEED,
      trades: SAMPLE_JOURNAL_TRADES,
      now: Date.now(),
    });
    seeded = await seedDemoJournal(client, journal, { isSample: true });
    // Rule goals the sample breaks, so the dashboard's and the calendar's flags show their money;
    // the loss limit's one period spans the whole journal, so /goals lists its broken days whatever
    // the day of the month.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const goals = await client.from('goals').insert([
      { name: 'Daily stop', kind: 'rule', rule: 'max_daily_loss', target: '1' },
      { name: 'Risk cap', kind: 'rule', rule: 'max_risk_per_trade', target: '1' },
    ]);
    if (goals.error) throw goals.error;
    const limit = await client.from('goals').insert({
      name: 'Loss limit',
      kind: 'rule',
      rule: 'max_daily_loss',
      target: '1',
      period: 'custom',
      starts_on: day(-800),
      ends_on: day(1),
    });
    if (limit.error) throw limit.error;
    const { error } = await client
      .from('user_settings')
      .upsert({ user_id: user.id, privacy_mode: true }, { onConflict: 'user_id' });
    if (error) throw error;
  });

  test('no page shows a currency amount in its text, titles, labels or chart tooltips', async ({ page }) => {
    test.setTimeout(240_000);
    const auth = new AuthPage(page);
    await auth.goto(`?redirect=${encodeURIComponent('/dashboard')}`);
    await auth.signIn(user.email, user.password);
    const shell = new AppShell(page);
    await shell.ready('Dashboard');
    await expect(page.getByRole('switch', { name: 'Privacy mode' })).toHaveAttribute('aria-checked', 'true');

    const tradeId = [...seeded.trades.values()][0] ?? '';
    const strategyId = [...seeded.strategies.values()][0] ?? '';
    const pages = [
      '/dashboard',
      '/analytics/performance',
      '/analytics/reports',
      '/analytics/calendar',
      '/analytics/risk',
      '/dashboard/ai/analysis',
      '/trades',
      `/trades/${tradeId}`,
      '/accounts',
      '/strategies',
      `/strategies?playbook=${strategyId}`,
      '/tags',
      '/goals',
      '/backtest',
    ];
    for (const path of pages) {
      await page.goto(path);
      await shell.ready();
      await settled(page);
      if (path === '/dashboard') await expect(page.getByTestId('broken-rules-notice')).toBeVisible();
      if (path === '/goals') await expect(page.getByTestId('goal-breaks').first()).toBeVisible();
      await expectNoAmount(page, path);
      await hoverCharts(page, path);
    }
  });
});
