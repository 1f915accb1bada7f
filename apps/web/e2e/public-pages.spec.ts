import { expect, test } from './support/fixtures';

test.describe('public pages and redirects', () => {
  test('a signed-out visitor at / goes to /about, which explains the product', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('trading journal');
    await expect(page).toHaveTitle('About · Edgelog');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /What Edgelog is/);
    for (const section of [
      'What it does',
      'Who it is for',
      'Risk disclosure',
      'Terms of service',
      'Terms of use',
    ]) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
  });

  test('the privacy policy says what is stored, where, cookies, export and deletion', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle('Privacy policy · Edgelog');
    for (const section of [
      'What is stored',
      'Where it is kept',
      'Cookies and browser storage',
      'Page views',
      'Exporting your data',
      'Deleting your data',
    ]) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(page.getByText('sidebar_state')).toBeVisible();
    await expect(page.getByText('edgelog_cookie_consent')).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Edgelog');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('protected routes send a signed-out visitor to /auth carrying the origin path', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/trades/new',
      '/analytics/risk',
      '/calculators/fibonacci',
      '/dashboard/ai/analysis',
      '/trades/edit/42?tab=fills',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/auth' && url.searchParams.get('redirect') === path,
      );
    }
  });

  test('/add-trade leads to the new-trade page (through sign-in)', async ({ page }) => {
    await page.goto('/add-trade');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/trades/new',
    );
  });

  test('the sign-in page shows the footer with every link', async ({ page }) => {
    await page.goto('/auth');
    const footer = page.getByRole('contentinfo');
    const expected: Array<[string, string | RegExp]> = [
      ['Add a trade', '/add-trade'],
      ['Position size', '/calculators/position-size'],
      ['Risk/reward', '/calculators/risk-reward'],
      ['Lot size', '/calculators/lot-size'],
      ['Pip value', '/calculators/pip-value'],
      ['Compound interest', '/calculators/compound-interest'],
      ['Profit/loss', '/calculators/profit-loss'],
      ['Margin', '/calculators/margin'],
      ['Volatility', '/calculators/volatility'],
      ['Fibonacci', '/calculators/fibonacci'],
      ['Performance', '/analytics/performance'],
      ['Reports', '/analytics/reports'],
      ['Calendar', '/analytics/calendar'],
      ['Risk', '/analytics/risk'],
      ['Privacy policy', '/privacy-policy'],
      ['Risk disclosure', /risk-disclosure/],
      ['Terms of service', /terms-of-service/],
      ['Terms of use', /terms-of-use/],
      ['Cookie policy', /cookies/],
      ['Send feedback', /feedback/],
      ['Service status', /health|status/],
      ['E-mail support', /^mailto:/],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('every page change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'What it does' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
