import type { Page } from '@playwright/test';

export const AUTH_KEY = 'sb-edgelog-auth-token';

/**
 * Reads and rewrites the stored session in the page, through the 'compressed:' (base64 UTF-8)
 * encoding the auth storage adapter uses for long values.
 */
export async function editStoredSession(page: Page, edit: string): Promise<void> {
  await page.evaluate(
    ({ key, edit }) => {
      const raw = localStorage.getItem(key);
      if (raw === null) throw new Error('no stored session');
      const text = raw.startsWith('compressed:')
        ? new TextDecoder().decode(
            Uint8Array.from(atob(raw.slice('compressed:'.length)), (c) => c.charCodeAt(0)),
          )
        : raw;
      const session = JSON.parse(text) as Record<string, unknown>;
      new Function('session', edit)(session);
      localStorage.setItem(key, JSON.stringify(session));
    },
    { key: AUTH_KEY, edit },
  );
}
