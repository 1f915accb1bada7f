import { expect, test } from './support/fixtures';

// SPEC 5: each of these is logged and redirected to /about.
const violations: Array<[string, string, string]> = [
  ['path traversal in the path', '/trades/..%2F..%2Fetc%2Fpasswd', 'path-traversal'],
  ['path traversal in the query', '/about?file=../../etc/passwd', 'path-traversal'],
  ['a script tag in the path', '/trades/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'script-injection'],
  ['a script tag in the query', '/privacy-policy?q=%3Cscript%3Ealert(1)%3C/script%3E', 'script-injection'],
  ['javascript: in the query', '/auth?next=javascript:alert(1)', 'script-injection'],
  ['SQL in the query', "/dashboard?id=1'%20OR%20'1'='1", 'sql-injection'],
  [
    'a UNION SELECT in the query',
    '/trades?sort=name%20UNION%20SELECT%20password%20FROM%20users',
    'sql-injection',
  ],
  ['/admin while signed out', '/admin', 'admin-signed-out'],
  [
    'a redirect parameter holding another redirect',
    '/auth?redirect=%2Fauth%3Fredirect%3Dhttps%3A%2F%2Fevil.example',
    'nested-redirect',
  ],
];

test.describe('route security', () => {
  for (const [rule, path, violation] of violations) {
    test(`${rule} is logged and sent to /about`, async ({ page, consoleLines }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('trading journal');
      expect(consoleLines.join('\n')).toContain(`[route-security] ${violation}`);
    });
  }

  test('ordinary query values that merely contain SQL words pass', async ({ page, consoleLines }) => {
    await page.goto('/privacy-policy?section=update&note=select%20a%20plan');
    await expect(page).toHaveURL(/\/privacy-policy\?/);
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
    expect(consoleLines.join('\n')).not.toContain('[route-security]');
  });

  test('/admin while signed in is not a violation, just a page that does not exist', async ({
    page,
    authPage,
    shell,
    makeUser,
    consoleLines,
  }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    expect(consoleLines.join('\n')).not.toContain('[route-security]');
  });
});
