import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Credentials } from './signed-up-user.ts';

const CHROMIUM = process.env.EDGELOG_CHROMIUM ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}

/** The main-thread tasks over 50 ms the page saw since the list was last emptied. */
export interface LongTaskWindow {
  __longTasks: number[];
}

/**
 * A desktop-sized tab of its own, signed in through the sign-in form and landed on /accounts. Long
 * tasks are collected from the start of every document (`window.__longTasks`).
 */
export async function signedInPage(browser: Browser, base: string, account: Credentials): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
  await context.addInitScript(() => {
    const tasks: number[] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await page.goto('/auth?redirect=%2Faccounts');
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .getByRole('main')
    .getByRole('heading', { name: 'Accounts', level: 1 })
    .waitFor({ timeout: 30_000 });
  return page;
}

/** From the start of a navigation until `visible` shows. */
export async function timeNavigation(
  page: Page,
  path: string,
  visible: () => Promise<void>,
): Promise<number> {
  const start = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  await visible();
  return performance.now() - start;
}

/** The baseline of the browser benches: the empty accounts page of a fresh user, until it shows. */
export function timeEmptyAccounts(page: Page): Promise<number> {
  return timeNavigation(page, '/accounts', () =>
    page.getByRole('heading', { name: 'No accounts yet' }).waitFor({ timeout: 30_000 }),
  );
}
