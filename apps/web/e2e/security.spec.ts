import type { Page } from '@playwright/test';
import { DrawboardPage } from './page-models/drawboard-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { dropImage } from './support/drop-image';

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

/**
 * What the whiteboard library asks for and the policy refuses by design, the board working on:
 * each of its fonts names the library's CDN after this server, and Chromium checks every source
 * of a font face when it is created (nothing is fetched from there, drawboard.spec.ts checks);
 * an SVG export's glyph subsetting builds functions from strings, and without eval the library
 * embeds the whole fonts instead.
 */
const EXPECTED_REFUSALS = [
  /^font-src refused https:\/\/esm\.sh\/@excalidraw\/excalidraw@[^/]+\/dist\/prod\/fonts\//,
  /^Loading the font 'https:\/\/esm\.sh\/@excalidraw\/excalidraw@[^/]+\/dist\/prod\/fonts\//,
  /^script-src refused eval at .*\/assets\/chunk-[\w-]+\.js/,
  /^Skipped glyph subsetting EvalError/,
  /^Refused to evaluate a string as JavaScript/,
];

/**
 * Everything the content security policy refused while the page ran: the page's violation events
 * (reported through a binding, which the policy cannot block) and the console's "Refused to"
 * lines, its workers' included.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeBinding('edgelogPolicyViolation', (_source, text: string) => {
    refused.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { edgelogPolicyViolation: (text: string) => void })
      .edgelogPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const onConsole = (text: string) => {
    if (/Refused to|Content Security Policy/i.test(text)) refused.push(text);
  };
  page.on('console', (message) => onConsole(message.text()));
  page.on('worker', (worker) => worker.on('console', (message) => onConsole(message.text())));
  return refused;
}

test.describe('security headers and the content security policy', () => {
  test('the page and its assets carry the headers, and the page holds no inline script', async ({
    request,
  }) => {
    const page = await request.get('/');
    const html = await page.text();
    const policy = page.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?;/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['x-frame-options']).toBe('DENY');
    expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers()['cross-origin-opener-policy']).toBe('same-origin');
    // Served over plain HTTP here: no HSTS.
    expect(page.headers()['strict-transport-security']).toBeUndefined();

    // Every script is a file, or data the app reads (the prefetch map), never code in the page.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      if (/\bsrc=/.test(attributes)) expect(body.trim()).toBe('');
      else expect(attributes).toContain('type="application/json"');
    }
    expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);

    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\//);
    for (const path of [entry ?? '', '/first-paint.js', '/sw.js']) {
      const asset = await request.get(path);
      expect(asset.status(), path).toBe(200);
      expect(asset.headers()['content-security-policy'], path).toBe(policy);
      expect(asset.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('the theme is still applied before the first paint, from a file', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'edgelog_preferences',
        JSON.stringify({ preferences: { theme: 'dark', density: 'compact', pnlPalette: 'blue-orange' } }),
      );
    });
    // The app's own modules never run: what the page shows is the first-paint script's work alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/about');
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(root).toHaveAttribute('data-density', 'compact');
    await expect(root).toHaveAttribute('data-pnl-palette', 'blue-orange');
  });

  test('nothing is refused across the dashboard, a trade, the calculators, the import wizard, the draw board and a replay', async ({
    page,
    backend,
    makeUser,
    authPage,
    shell,
  }) => {
    test.setTimeout(180_000);
    const refused = await watchPolicy(page);
    const user = await makeUser();
    const client = await signedInClient(backend, user);
    const accountId = await addAccount(client, 'Main', 'USD');
    const { data, error } = await client.rpc('save_trades', {
      trades: [
        {
          account_id: accountId,
          symbol: 'NVDA',
          asset_class: 'stock',
          executions: [
            { executed_at: '2026-10-14T13:45:00Z', side: 'buy', quantity: '10', price: '100' },
            { executed_at: '2026-10-14T15:00:00Z', side: 'sell', quantity: '10', price: '104' },
          ],
        },
      ],
    });
    if (error) throw error;
    const [tradeId] = data as string[];

    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    await expect(page.getByRole('main')).toContainText('$40');

    await page.goto(`/trades/${tradeId}`);
    await expect(page.getByRole('main')).toContainText('NVDA');

    await page.goto('/calculators/position-size');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/trades');
    await page.getByTestId('import-button').click();
    const wizard = page.getByTestId('import-wizard');
    await expect(wizard).toBeVisible();
    const webull = [
      'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time',
      'Apple Inc,AAPL,Buy,Filled,10,10,MKT,100.00,DAY,03/02/2026 09:31:00 EDT,03/02/2026 09:31:01 EDT',
      'Apple Inc,AAPL,Sell,Filled,10,10,MKT,101.50,DAY,03/02/2026 10:15:00 EDT,03/02/2026 10:15:02 EDT',
      '',
    ].join('\n');
    await wizard
      .getByTestId('import-file-input')
      .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(webull) });
    // The importer's worker reads the file into a preview.
    await wizard.getByTestId('import-read').click();
    await expect(wizard.getByTestId('import-preview')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');

    await page.goto('/drawboard');
    const boards = new DrawboardPage(page);
    await boards.createBlank();
    await dropImage(page);
    await boards.writeText({ x: 620, y: 200 }, 'Wait for the open');
    await expect(boards.canvas).toHaveAttribute('data-elements', '2');
    await boards.saved();
    // An SVG export embeds the whiteboard's fonts, subset by WebAssembly.
    const download = page.waitForEvent('download');
    await boards.exportAs('SVG image');
    expect(await (await download).path()).toBeTruthy();

    await page.goto('/backtest?tab=replay');
    const panel = page.getByTestId('replay-panel');
    await panel.getByRole('button', { name: 'Create a sample series' }).click();
    await expect(panel.getByTestId('replay-session')).toBeVisible({ timeout: 90_000 });
    await expect(panel.locator('canvas').first()).toBeVisible();

    expect(refused.filter((text) => !EXPECTED_REFUSALS.some((expected) => expected.test(text)))).toEqual([]);
  });
});
