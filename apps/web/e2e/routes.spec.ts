import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Every protected route of SPEC 2 with the title its tab shows. The test starts on the dashboard,
// so the dashboard comes last: each visit is a change of page, which starts at the top.
const routes: Array<[string, string]> = [
  ['/trades', 'Trades'],
  ['/trades/archived', 'Archived trades'],
  ['/trades/new', 'New trade'],
  ['/trades/edit/7f0c', 'Edit trade'],
  ['/trades/7f0c', 'Trade'],
  ['/analytics/performance', 'Performance'],
  ['/analytics/reports', 'Reports'],
  ['/analytics/calendar', 'Calendar'],
  ['/analytics/risk', 'Risk'],
  ['/drawboard', 'Draw board'],
  ['/strategies', 'Strategies'],
  ['/tags', 'Tags'],
  ['/goals', 'Goals'],
  ['/backtest', 'Backtest'],
  ['/accounts', 'Accounts'],
  ['/calculators', 'Calculators'],
  ['/calculators/position-size', 'Position size calculator'],
  ['/calculators/risk-reward', 'Risk/reward calculator'],
  ['/calculators/lot-size', 'Lot size calculator'],
  ['/calculators/pip-value', 'Pip value calculator'],
  ['/calculators/compound-interest', 'Compound interest calculator'],
  ['/calculators/profit-loss', 'Profit/loss calculator'],
  ['/calculators/margin', 'Margin calculator'],
  ['/calculators/volatility', 'Volatility calculator'],
  ['/calculators/fibonacci', 'Fibonacci calculator'],
  ['/profile', 'Profile'],
  ['/settings', 'Settings'],
  ['/dashboard/ai/analysis', 'AI analysis'],
  ['/dashboard', 'Dashboard'],
];

/** A client-side navigation, as a link would make it (no reload). */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('every protected route has its page, title and description, and starts at the top', async ({
  page,
  authPage,
  shell,
  makeUser,
}) => {
  test.setTimeout(120_000);
  const user = await makeUser();
  await authPage.goto();
  await authPage.signIn(user.email, user.password);
  await shell.ready('Dashboard');
  const description = page.locator('meta[name="description"]');
  let previous = '';
  for (const [path, title] of routes) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await visit(page, path);
    await expect(page).toHaveTitle(`${title} · Edgelog`);
    await expect(shell.pageHeading.first()).toBeVisible();
    const content = await description.getAttribute('content');
    expect(content, path).toBeTruthy();
    expect(content, path).not.toBe(previous);
    previous = content ?? '';
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: path }).toBe(0);
  }
});

test('the shell is usable from the keyboard: skip link, account menu, landmarks', async ({
  page,
  authPage,
  shell,
  makeUser,
}) => {
  const user = await makeUser();
  await authPage.goto();
  await authPage.signIn(user.email, user.password);
  await shell.ready('Dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(shell.footer).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);

  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});
