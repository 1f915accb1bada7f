import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { startBackend, type Backend } from './backend';
import { AppShell } from '../page-models/app-shell';
import { AuthPage } from '../page-models/auth-page';
import { createUser, type TestUser, type UserOptions } from './users';

interface TestFixtures {
  authPage: AuthPage;
  shell: AppShell;
  /** Creates a user through the real sign-up API (profile made by the database trigger). */
  makeUser: (options?: UserOptions) => Promise<TestUser>;
  /** Console warnings and errors the page printed, for tests that check what was logged. */
  consoleLines: string[];
}

interface WorkerFixtures {
  backend: Backend;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  backend: [
    async ({ playwright: _playwright }, use) => {
      const backend = await startBackend();
      await use(backend);
      await backend.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ backend }, use) => {
    await use(backend.url);
  },
  authPage: async ({ page }, use) => {
    await use(new AuthPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new AppShell(page));
  },
  makeUser: async ({ backend }, use) => {
    await use((options) => createUser(backend, options));
  },
  consoleLines: async ({ page }, use) => {
    const lines: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'warning' || message.type() === 'error') lines.push(message.text());
    };
    page.on('console', onConsole);
    await use(lines);
    page.off('console', onConsole);
  },
});

export { expect };
