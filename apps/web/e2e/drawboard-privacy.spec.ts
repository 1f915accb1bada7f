import { readFile } from 'node:fs/promises';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { DrawboardPage } from './page-models/drawboard-page';
import { expect, test } from './support/fixtures';
import { addAccount, signedInClient } from './support/journal';
import { createUser } from './support/users';

const FIGURE = /^Net P&L [+\u2212][\d,]+\.\d{2} USD \((profit|loss)\)$/;

test('a trade card on a board shows the mask on screen and in pictures, while the board, and a copy made under the mask, keep the figure', async ({
  page,
  backend,
}, testInfo) => {
  const user = await createUser(backend);
  const client = await signedInClient(backend, user);
  const accountId = await addAccount(client, 'Main', 'USD');
  const saved = await client.rpc('save_trades', {
    trades: [
      {
        account_id: accountId,
        symbol: 'SPY',
        asset_class: 'stock',
        executions: [
          { executed_at: '2026-11-02T14:00:00Z', side: 'buy', quantity: '10', price: '100' },
          { executed_at: '2026-11-02T17:30:00Z', side: 'sell', quantity: '10', price: '110' },
        ],
      },
    ],
  });
  if (saved.error) throw saved.error;

  await page.setViewportSize({ width: 1400, height: 900 });
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent('/drawboard')}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready();
  const boards = new DrawboardPage(page);
  const boardId = await boards.createBlank();
  await page.getByRole('button', { name: 'Trade card' }).click();
  await page
    .getByRole('button', { name: /^Insert: SPY/ })
    .first()
    .click();
  await expect(boards.canvas).toHaveAttribute('data-elements', '4');
  await boards.saved();
  const storedLines = async () => {
    const { data, error } = await client
      .from('drawboards')
      .select('scene')
      .eq('id', boardId)
      .single<{ scene: { elements: { text?: string; isDeleted?: boolean }[] } }>();
    if (error) throw error;
    return data.scene.elements.flatMap((element) =>
      element.isDeleted !== true && element.text?.startsWith('Net P&L') === true ? [element.text] : [],
    );
  };
  const [figure = ''] = await storedLines();
  expect(figure).toMatch(FIGURE);
  const exportedSvg = async () => {
    const download = page.waitForEvent('download');
    await boards.exportAs('SVG image');
    return readFile(await (await download).path(), 'utf8');
  };

  const privacySwitch = page.getByRole('switch', { name: 'Privacy mode' });
  await page.keyboard.press('Alt+KeyP');
  await expect(privacySwitch).toHaveAttribute('aria-checked', 'true');
  const hidden = await exportedSvg();
  expect(hidden).toContain('Net P&amp;L •••');
  expect(hidden).not.toMatch(/\d\.\d{2} USD/);
  await boards.canvas.screenshot({ path: testInfo.outputPath('board-card-privacy-1400-light.png') });

  // An edit under the mask is saved: the card duplicated (new ids, the masked line copied).
  await page.locator('canvas.excalidraw__canvas.interactive').click();
  await page.keyboard.press('Control+KeyA');
  await page.keyboard.press('Control+KeyD');
  await expect(boards.canvas).toHaveAttribute('data-elements', '8');
  await boards.saved();
  expect(await storedLines()).toEqual([figure, figure]);
  expect(await exportedSvg()).not.toMatch(/\d\.\d{2} USD/);

  // A card inserted under the mask: undo and redo bring the card back, never its figure.
  await page.getByRole('button', { name: 'Trade card' }).click();
  await page
    .getByRole('button', { name: /^Insert: SPY/ })
    .first()
    .click();
  await expect(boards.canvas).toHaveAttribute('data-elements', '12');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(boards.canvas).toHaveAttribute('data-elements', '8');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(boards.canvas).toHaveAttribute('data-elements', '12');
  expect(await exportedSvg()).not.toMatch(/\d\.\d{2} USD/);
  await boards.saved();
  expect(await storedLines()).toEqual([figure, figure, figure]);

  await privacySwitch.click();
  await expect(privacySwitch).toHaveAttribute('aria-checked', 'false');
  const shown = await exportedSvg();
  expect(shown.split(figure.replace('&', '&amp;')).length - 1).toBe(3);
  expect(await storedLines()).toEqual([figure, figure, figure]);
});
