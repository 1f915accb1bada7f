import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { DrawboardPage } from './page-models/drawboard-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';
import { dropImage } from './support/drop-image';

interface StoredScene {
  elements: Array<{ type: string; isDeleted?: boolean; text?: string }>;
  files: Record<string, { path: string; mimeType: string }>;
}

async function storedScene(client: SupabaseClient, boardId: string): Promise<StoredScene> {
  const { data, error } = await client
    .from('drawboards')
    .select('scene')
    .eq('id', boardId)
    .single<{ scene: StoredScene }>();
  if (error) throw error;
  return data.scene;
}

const live = (scene: StoredScene) => scene.elements.filter((element) => !element.isDeleted);

async function openBoards(page: Page, user: TestUser, path = '/drawboard'): Promise<DrawboardPage> {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready();
  return new DrawboardPage(page);
}

test.describe('the draw board', () => {
  let trader: TestUser;
  let client: SupabaseClient;
  let tradeId: string;

  test.beforeAll(async ({ backend }) => {
    trader = await createUser(backend);
    client = await signedInClient(backend, trader);
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
    const ids = data as string[];
    tradeId = ids[0] ?? '';
  });

  test('a rectangle and a text are there after a reload, and the board exports as a PNG', async ({
    page,
  }) => {
    // The whiteboard's fonts come from this server; nothing is fetched from anywhere else.
    const elsewhere: string[] = [];
    const fonts: number[] = [];
    // Finished requests: Chromium shows the library's CDN fallback of each font as a request the
    // content security policy blocked before it left the browser.
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      const local = ['127.0.0.1', 'localhost'].includes(url.hostname);
      if (url.protocol.startsWith('http') && !local) elsewhere.push(request.url());
    });
    page.on('response', (response) => {
      if (response.url().includes('/excalidraw-assets/fonts/')) fonts.push(response.status());
    });
    const boards = await openBoards(page, trader);
    const boardId = await boards.createBlank();
    await boards.drawRectangle({ x: 300, y: 140 });
    await boards.writeText({ x: 620, y: 200 }, 'Wait for the open');
    await expect(boards.canvas).toHaveAttribute('data-elements', '2');
    await boards.saved();
    const scene = await storedScene(client, boardId);
    expect(
      live(scene)
        .map((element) => element.type)
        .sort(),
    ).toEqual(['rectangle', 'text']);
    expect(live(scene).find((element) => element.type === 'text')?.text).toBe('Wait for the open');
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((status) => status === 200)).toBe(true);
    expect(elsewhere).toEqual([]);

    await page.reload();
    await boards.ready();
    await expect(boards.canvas).toHaveAttribute('data-elements', '2');

    const download = page.waitForEvent('download');
    await boards.exportAs('PNG image');
    const file = await (await download).path();
    const png = await readFile(file);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: the image's width and height, big-endian, right after the signature and chunk header.
    expect(png.readUInt32BE(16)).toBeGreaterThan(100);
    expect(png.readUInt32BE(20)).toBeGreaterThan(50);
    expect(png.length).toBeGreaterThan(1000);
  });

  test('a board linked to a trade opens from the trade page', async ({ page }) => {
    const boards = await openBoards(page, trader);
    await boards.createBlank();
    await page.getByRole('button', { name: 'Links' }).click();
    const dialog = page.getByRole('dialog', { name: 'Journal links' });
    await dialog.getByRole('button', { name: /NVDA/ }).click();
    await expect(dialog.getByTestId('board-link')).toContainText('NVDA');
    await page.keyboard.press('Escape');
    const name = await boards.page.getByRole('main').getByRole('heading', { level: 1 }).innerText();

    await page.goto(`/trades/${tradeId}`);
    await page.getByRole('link', { name: 'Draw boards' }).click();
    await expect(page).toHaveURL(new RegExp(`/drawboard\\?trade=${tradeId}`));
    await page.getByTestId('linked-board').filter({ hasText: name }).getByRole('link').click();
    await boards.ready();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('a dropped image is stored in the bucket, not in the board', async ({ page }) => {
    const boards = await openBoards(page, trader);
    const boardId = await boards.createBlank();
    await dropImage(page);
    await expect(boards.canvas).toHaveAttribute('data-elements', '1');
    await boards.saved();
    const scene = await storedScene(client, boardId);
    expect(live(scene).map((element) => element.type)).toEqual(['image']);
    const files = Object.values(scene.files);
    expect(files).toHaveLength(1);
    expect(JSON.stringify(scene)).not.toContain('data:image');
    const { data, error } = await client.storage.from('drawboard-files').list(`${trader.id}/${boardId}`);
    if (error) throw error;
    const stored = data.map((object) => `${trader.id}/${boardId}/${object.name}`);
    expect(stored).toContain(files[0]?.path);
  });

  test('a save that fails offline keeps the drawing and saves once back online', async ({
    page,
    context,
  }) => {
    const boards = await openBoards(page, trader);
    const boardId = await boards.createBlank();
    await boards.drawRectangle({ x: 300, y: 120 });
    await boards.saved();

    await context.setOffline(true);
    await boards.drawRectangle({ x: 560, y: 260 });
    await expect(boards.saveStatus).toHaveAttribute('data-status', 'offline-kept', { timeout: 15_000 });
    await expect(boards.saveStatus).toContainText('kept on this device');
    await expect(boards.canvas).toHaveAttribute('data-elements', '2');
    expect(live(await storedScene(client, boardId))).toHaveLength(1);

    await context.setOffline(false);
    await boards.saved();
    expect(live(await storedScene(client, boardId))).toHaveLength(2);
  });
});
