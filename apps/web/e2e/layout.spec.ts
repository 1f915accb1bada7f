import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { editStoredSession } from './support/session-storage';

test.describe('signed-in layout', () => {
  test('the sidebar collapses to icons with Ctrl+B or the trigger, and remembers it in a 7-day cookie', async ({
    page,
    context,
    authPage,
    shell,
    makeUser,
  }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    await expect(shell.sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(shell.sidebar).toHaveCSS('width', '256px');
    // Grouped links.
    for (const group of ['Overview', 'Journal', 'Analytics', 'Planning', 'Tools', 'Account']) {
      await expect(shell.sidebar.getByRole('heading', { name: group })).toBeAttached();
    }
    await expect(shell.sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.keyboard.press('Control+b');
    await expect(shell.sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(shell.sidebar).toHaveCSS('width', '48px');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const sevenDays = Date.now() / 1000 + 7 * 24 * 60 * 60;
    expect(Math.abs((cookie?.expires ?? 0) - sevenDays)).toBeLessThan(120);

    await page.reload();
    await shell.ready('Dashboard');
    await expect(shell.sidebar).toHaveAttribute('data-state', 'collapsed');

    await page.keyboard.press('Meta+b');
    await expect(shell.sidebar).toHaveAttribute('data-state', 'expanded');
    await shell.sidebarTrigger.click();
    await expect(shell.sidebar).toHaveAttribute('data-state', 'collapsed');
    await shell.sidebarTrigger.click();
    await expect(shell.sidebar).toHaveAttribute('data-state', 'expanded');
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');

    // Links lead to their pages, each with its title.
    await shell.sidebar.getByRole('link', { name: 'Performance' }).click();
    await expect(page).toHaveURL(/\/analytics\/performance$/);
    await expect(shell.pageHeading).toHaveText('Performance');
    await expect(page).toHaveTitle('Performance · Edgelog');
  });

  test('below 768 px the sidebar is an 18rem sheet that traps focus and closes on Escape', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    await expect(shell.sidebar).toBeHidden();
    await shell.sidebarTrigger.click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveCSS('width', '288px');
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await page.keyboard.press('Control+b');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Trades', exact: true }).click();
    await expect(page).toHaveURL(/\/trades$/);
    await expect(sheet).toBeHidden();
    await expect(shell.pageHeading).toHaveText('Trades');
  });

  test('the greeting uses the first name, else the e-mail’s local part, else "Trader"', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    const named = await makeUser({ fullName: '  Ada   King Lovelace ' });
    await authPage.goto();
    await authPage.signIn(named.email, named.password);
    await shell.ready('Dashboard');
    await expect(shell.greeting).toHaveText('Welcome, Ada');
    await shell.signOut();

    const unnamed = await makeUser({ fullName: null });
    await authPage.signIn(unnamed.email, unnamed.password);
    await shell.ready('Dashboard');
    await expect(shell.greeting).toHaveText(`Welcome, ${unnamed.email.split('@')[0]}`);

    // A user with neither (say, signed up by phone) is greeted as a trader.
    await editStoredSession(page, "session.user.email = ''; session.user.user_metadata = {};");
    await page.reload();
    await shell.ready('Dashboard');
    await expect(shell.greeting).toHaveText('Welcome, Trader');
  });

  test('the footer has every link, and "Add a trade" opens the new-trade page', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    for (const name of [
      'Position size',
      'Fibonacci',
      'Performance',
      'Risk',
      'Privacy policy',
      'Risk disclosure',
      'Terms of service',
      'Terms of use',
      'Cookie policy',
      'Send feedback',
      'Service status',
      'E-mail support',
    ]) {
      await expect(shell.footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await shell.footer.getByRole('link', { name: 'Add a trade' }).click();
    await expect(page).toHaveURL(/\/trades\/new$/);
    await expect(shell.pageHeading).toHaveText('New trade');
  });

  test('the scroll-to-top button appears within 200 px of the bottom and scrolls up', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    // The page's height settles once its figures are in (loading placeholders are taller).
    const main = page.locator('[data-analytics-main]');
    await expect(main).toBeVisible();
    await expect(main).not.toHaveAttribute('aria-busy', 'true');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    // A long page, as a full journal makes it.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '2000px';
      document.querySelector('[data-page-frame]')?.append(spacer);
    });
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y), bottom - 250);
    await expect(button).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), bottom - 150);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  // Without a graphics card the browser recomputes a blur under the header for every frame drawn
  // (a loading placeholder's pulse, a chart's render): on the dashboard that cost more than a
  // second of a two-core machine on a first visit.
  test('the header is opaque without a backdrop blur, and placeholders keep still for reduced motion', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('backdrop-filter', 'none');
    // Opaque: a colour with an alpha part is written with "/" (oklch, lab) or as rgba().
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(
      /\/|rgba/,
    );

    const held = await holdRequests(page, '**/rest/v1/accounts*');
    await shell.sidebar.getByRole('link', { name: 'Accounts' }).click();
    const placeholder = page.locator('[data-slot="skeleton"]').first();
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveCSS('animation-name', 'none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(placeholder).toHaveCSS('animation-name', 'pulse');
    await held.release();
    await expect(shell.pageHeading).toHaveText('Accounts');
  });

  test('a scroll area shows its scroll bar while scrolling and hides it 600 ms after scrolling stops', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    // A short window: the sidebar's links overflow and scroll.
    await page.setViewportSize({ width: 1280, height: 360 });
    const user = await makeUser();
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await shell.ready('Dashboard');
    const area = shell.sidebar.locator('[data-sidebar="content"]');
    expect(await area.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await page.mouse.move(1000, 200); // the pointer away from the sidebar: hover shows the bar too
    // scrollbar-color is "<thumb> <track>": the thumb is what shows.
    const thumb = () => area.evaluate((el) => getComputedStyle(el).scrollbarColor);
    const idle = await thumb();
    expect(idle).toMatch(/^(rgba\(0, 0, 0, 0\)|transparent) /);

    const started = await area.evaluate((el) => {
      el.scrollTop = 40;
      return performance.now();
    });
    await expect(area).toHaveAttribute('data-scrolling', '');
    expect(await thumb()).not.toBe(idle);
    await expect(area).not.toHaveAttribute('data-scrolling', '', { timeout: 2000 });
    const hiddenAfter = (await page.evaluate(() => performance.now())) - started;
    expect(hiddenAfter).toBeGreaterThanOrEqual(600);
    expect(await thumb()).toBe(idle);
  });
});

test.describe('first-entry loading overlay', () => {
  test('shows the six messages over ~1.6 s with the bar going red, warning, success, then opens the app', async ({
    page,
    authPage,
    shell,
    makeUser,
  }) => {
    const user = await makeUser();
    await page.clock.install();
    await authPage.goto();
    // Time moves only in small steps from here, so however slow the machine, the overlay is found
    // within one step of its start.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    await authPage.signIn(user.email, user.password);
    for (let step = 0; step < 500 && !(await shell.overlay.isVisible()); step++) await page.clock.runFor(20);
    await expect(shell.overlay).toBeVisible();
    await page.clock.runFor(50);
    await expect(shell.overlayBar).toHaveAttribute('data-tone', 'danger');
    // Message and bar read together, in one go, so the overlay cannot close between the two reads.
    const snapshot = () =>
      page.evaluate(() => {
        const overlay = document.querySelector('[data-testid="loading-overlay"]');
        if (!overlay) return null;
        return {
          message: overlay.querySelector('[data-testid="loading-overlay-message"]')?.textContent ?? '',
          tone: overlay.querySelector('[role="progressbar"]')?.getAttribute('data-tone') ?? '',
        };
      });
    const seen = new Set<string>();
    const tones = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const now = await snapshot();
      if (!now) break;
      seen.add(now.message);
      tones.add(now.tone);
      await page.clock.runFor(100);
    }
    expect([...tones]).toEqual(['danger', 'warning', 'success']);
    for (const message of [
      'Syncing trades',
      'Generating analytics',
      'Applying risk and drawdown models',
      'Loading charts',
      'Finalizing widgets',
    ]) {
      expect(seen).toContain(`${message}…`);
    }
    await page.clock.runFor(200);
    await expect(shell.overlay).toBeHidden();
    await expect(shell.pageHeading).toHaveText('Dashboard');
    // Only the first entry: moving around the app does not show it again.
    await page.clock.resume();
    await shell.sidebar.getByRole('link', { name: 'Goals' }).click();
    await expect(shell.pageHeading).toHaveText('Goals');
    await expect(shell.overlay).toBeHidden();
  });

  test('a user without a profile is signed out everywhere and sent to /auth', async ({
    page,
    authPage,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await backend.query('delete from public.profiles where user_id = $1', [user.id]);
    await authPage.goto();
    await authPage.signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Edgelog' })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await backend.query('select id from auth.sessions where user_id = $1', [user.id])).length,
      )
      .toBe(0);
  });
});
