import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The folder the test server serves the SPA from (scripts/test-e2e.sh builds into it). */
const distDir = process.env.EDGELOG_E2E_DIST ?? join(import.meta.dirname, '..', 'dist');
const BUILD_META = /(<meta name="edgelog-build-time" content=")([^"]+)(")/;

function servedBuildId(): string {
  const match = BUILD_META.exec(readFileSync(join(distDir, 'index.html'), 'utf8'));
  if (!match?.[2]) throw new Error(`no build stamp in ${distDir}/index.html`);
  return match[2];
}

/**
 * Deploys a "new build" in place: index.html and sw.js get another build id, as a real deploy of
 * the same sources would. Returns the function that puts the original files back.
 */
function deployNewBuild(newId: string): () => void {
  const files = ['index.html', 'sw.js'].map((name) => join(distDir, name));
  const originals = files.map((file) => readFileSync(file, 'utf8'));
  const oldId = servedBuildId();
  files.forEach((file, i) => writeFileSync(file, originals[i]!.split(oldId).join(newId)));
  return () => files.forEach((file, i) => writeFileSync(file, originals[i]!));
}

async function runningBuildId(page: Page): Promise<string | null> {
  return page.locator('meta[name="edgelog-build-time"]').getAttribute('content');
}

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

test.describe('build stamp, update notice and service worker', () => {
  test('the page carries its build time, number, date version and short hash', async ({ page }) => {
    await page.goto('/about');
    const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
    const time = await meta('edgelog-build-time');
    expect(new Date(time ?? '').toISOString()).toBe(time);
    expect(await meta('edgelog-build-number')).toMatch(/^\S+$/);
    const d = new Date(time ?? '');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(await meta('edgelog-build-version')).toBe(
      `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`,
    );
    expect(await meta('edgelog-build-hash')).toMatch(/^([0-9a-f]{4,40}|unknown)$/);
  });

  test('a new deploy raises the notice; Later hides it for 5 minutes; Update Now loads the new build', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    const user = await makeUser();
    await page.clock.install();
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    await controlledByServiceWorker(page);
    const oldId = await runningBuildId(page);
    expect(oldId).toBe(servedBuildId());

    const notice = page.getByTestId('update-notice');
    const checks: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/' && url.searchParams.has('t'))
        checks.push(request.headers()['cache-control'] ?? '');
    });
    // Same build: the checks every 30 s find nothing new.
    await page.clock.runFor(30_000);
    await expect.poll(() => checks.length).toBe(1);
    await page.clock.runFor(30_000);
    await expect.poll(() => checks.length).toBe(2);
    expect(checks.every((header) => header === 'no-cache')).toBe(true);
    await expect(notice).toBeHidden();

    const newId = '2099-01-01T00:00:00.000Z';
    const restore = deployNewBuild(newId);
    try {
      // A tab coming back into view checks at once.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('A new version of Edgelog is available');

      await notice.getByRole('button', { name: 'Later' }).click();
      await expect(notice).toBeHidden();
      // Checks keep running while snoozed, but the notice stays away for 5 minutes (the visitor
      // keeps moving the mouse, so the inactivity sign-out stays away too)...
      for (const [i, minutes] of [1.5, 1.5, 1.5, 20 / 60].entries()) {
        await page.mouse.move(100 + i * 10, 200);
        await page.clock.runFor(minutes * 60_000);
        await expect(notice).toBeHidden();
      }
      // ...then comes back, as the page is still outdated.
      await page.clock.runFor(15_000);
      await expect(notice).toBeVisible();

      await page.clock.resume();
      await Promise.all([
        page.waitForEvent('load'),
        notice.getByRole('button', { name: 'Update Now' }).click(),
      ]);
      await shell.ready('Dashboard');
      expect(await runningBuildId(page)).toBe(newId);
      await expect(notice).toBeHidden();
      // The old build's caches are gone; the new build's worker caches under its own name.
      await expect
        .poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 })
        .toEqual([`edgelog-shell-${newId}`]);
    } finally {
      restore();
    }
  });

  test('after one visit the app starts offline from the service worker; APIs and config are never cached', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('trading journal');
    await controlledByServiceWorker(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { script: found?.active?.scriptURL ?? '', scope: found?.scope ?? '' };
    });
    expect(new URL(registration.script).pathname).toBe('/sw.js');
    expect(new URL(registration.scope).pathname).toBe('/');

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('trading journal');
      // Another page whose chunk the first visit never loaded also opens.
      await page.getByRole('link', { name: 'Sign in' }).first().click();
      await expect(page.getByRole('heading', { name: 'Welcome to Edgelog' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    expect(
      cached.filter((path) => /^\/(auth|rest|storage|functions|realtime)\/v1|^\/config\.json/.test(path)),
    ).toEqual([]);
  });
});

test.describe('prefetch hints', () => {
  const hints = (page: Page) => page.locator('link[rel="prefetch"][data-edgelog-prefetch]');

  test('appear 1 s after landing on a prefetching page and are removed 30 s later', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('trading journal');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(1_000);
    // /about leads to /auth: the sign-in page's own chunk is among the hints.
    await expect(hints(page).first()).toHaveAttribute('data-edgelog-prefetch', '/auth');
    const hrefs = await hints(page).evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => /^\/assets\/auth-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(hrefs.every((href) => href.startsWith('/assets/'))).toBe(true);
    await page.clock.runFor(31_000);
    await expect(hints(page)).toHaveCount(0);

    // With the clock paused, the page change below is the moment the timings count from.
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page.getByRole('heading', { name: 'Welcome to Edgelog' })).toBeVisible();
    await page.clock.runFor(500);
    await expect(hints(page)).toHaveCount(0);
    await page.clock.runFor(700);
    // /auth leads to the dashboard: the signed-in layout's chunk and the dashboard's.
    await expect(hints(page).first()).toHaveAttribute('data-edgelog-prefetch', '/dashboard');
    const dashboard = await hints(page).evaluateAll((links) =>
      links.map((l) => l.getAttribute('href') ?? ''),
    );
    expect(dashboard.some((href) => /^\/assets\/dashboard-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(dashboard.some((href) => /^\/assets\/app-layout-[\w-]+\.js$/.test(href))).toBe(true);
    await page.clock.runFor(28_500);
    await expect(hints(page).first()).toBeAttached();
    await page.clock.runFor(1_500);
    await expect(hints(page)).toHaveCount(0);
  });

  test('the 30 s memory check removes them while the heap is over 100 MB, and none are added then', async ({
    page,
  }) => {
    // A stand-in for Chrome's performance.memory that the test sets and that records when it is
    // read. The clock replaces window.performance, so it goes on whatever object is there once the
    // page has started.
    await page.addInitScript(() => {
      const state = window as unknown as { __heapBytes?: number; __heapReads?: number[] };
      state.__heapReads = [];
      const memory = {
        configurable: true,
        get: () => {
          state.__heapReads?.push(Date.now());
          const stored = Number(sessionStorage.getItem('test-heap-bytes'));
          return { usedJSHeapSize: state.__heapBytes ?? (stored || 40 * 1024 * 1024) };
        },
      };
      document.addEventListener('DOMContentLoaded', () =>
        Object.defineProperty(window.performance, 'memory', memory),
      );
    });
    const reads = () =>
      page.evaluate(() => (window as unknown as { __heapReads: number[] }).__heapReads.length);
    const setHeap = (bytes: number) =>
      page.evaluate((value) => {
        (window as unknown as { __heapBytes?: number }).__heapBytes = value;
      }, bytes);

    await page.clock.install();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('trading journal');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(1_000);
    await expect(hints(page).first()).toBeAttached();

    // Find the check's phase: with the hints added, only the 30 s check reads the heap.
    const before = await reads();
    let steps = 0;
    while ((await reads()) === before && steps < 31) {
      await page.clock.runFor(1_000);
      steps += 1;
    }
    expect(await reads()).toBeGreaterThan(before);
    // Now about 0-1 s after a check. New hints 3 s later would live until 33 s...
    await page.clock.runFor(1_000);
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page.getByRole('heading', { name: 'Welcome to Edgelog' })).toBeVisible();
    await page.clock.runFor(1_200);
    await expect(hints(page).first()).toHaveAttribute('data-edgelog-prefetch', '/dashboard');
    // ...but the heap grows, and the next check, at 30 s, takes them away early.
    await setHeap(150 * 1024 * 1024);
    await page.clock.runFor(26_000);
    await expect(hints(page).first()).toBeAttached();
    await page.clock.runFor(2_500);
    await expect(hints(page)).toHaveCount(0);

    // While the heap is that large, landing on a page adds no hints at all.
    await page.evaluate(
      (bytes) => sessionStorage.setItem('test-heap-bytes', String(bytes)),
      150 * 1024 * 1024,
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to Edgelog' })).toBeVisible();
    await page.clock.runFor(2_000);
    expect(await reads()).toBeGreaterThan(0);
    await expect(hints(page)).toHaveCount(0);
  });
});
