import type { Page, Route } from '@playwright/test';

/**
 * Requests matching `url` wait (a page's loading state, a cancel button) until `release()`, which
 * lets them through to the server and stops holding new ones.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => Promise<void> }> {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const hold = async (route: Route) => {
    await opened;
    // The page may have gone meanwhile: nothing is left to answer.
    await route.continue().catch(() => {});
  };
  await page.route(url, hold);
  return {
    release: async () => {
      open();
      await page.unroute(url, hold);
    },
  };
}
