import type { Page } from '@playwright/test';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { CalculatorPage } from './page-models/calculator-page';
import { TradeFormPage } from './page-models/trade-form-page';
import { TradePage } from './page-models/trade-page';
import type { Backend } from './support/backend';
import { expect, test } from './support/fixtures';
import { createUser, type TestUser } from './support/users';

async function signInTo(page: Page, user: TestUser, path: string, title: string) {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready(title);
}

function tradesOf(backend: Backend, user: TestUser, symbol: string) {
  return backend.query<{
    id: string;
    side: string;
    status: string;
    quantity: string;
    open_quantity: string;
    net: string | null;
    fills: number;
  }>(
    `select id, side, status, trim_scale(quantity)::text as quantity,
            trim_scale(open_quantity)::text as open_quantity, round(net_pnl, 2)::text as net,
            fill_count as fills
       from public.trades where user_id = $1 and symbol = $2 order by opened_at`,
    [user.id, symbol],
  );
}

// A 1x1 PNG: the smallest screenshot there is.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('the trade form and the trade page', () => {
  // One trader for the file: each test works on a symbol of its own.
  let user: TestUser;
  test.beforeAll(async ({ backend }) => {
    user = await createUser(backend);
  });

  test('three fills and a screenshot show their figures; an edited fill changes them; a tag is made on the way', async ({
    page,
    backend,
  }) => {
    await signInTo(page, user, '/trades/new', 'New trade');
    const form = new TradeFormPage(page);
    await form.fill({ Symbol: 'aapl' });
    await form.useExecutions();
    await form.fillRow(1, {
      time: '2026-01-05T09:30',
      side: 'buy',
      quantity: '100',
      price: '10',
      commission: '1',
    });
    // Enter on the last row adds the next fill, on the same time and side.
    await form.cell(1, 'price').press('Enter');
    await expect(form.fillRows).toHaveCount(2);
    await expect(form.cell(2, 'quantity')).toBeFocused();
    await form.fillRow(2, {
      time: '2026-01-05T09:40',
      side: 'buy',
      quantity: '100',
      price: '11',
      commission: '1',
    });
    await form.fillRow(3, {
      time: '2026-01-05T10:15',
      side: 'sell',
      quantity: '200',
      price: '12',
      commission: '1',
    });
    await form.fill({ 'Stop price': '9.5' });
    await expect(form.fillRows.nth(1).getByTestId('fill-position')).toContainText('Long 200');
    await expect(form.fillRows.nth(1).getByTestId('fill-position')).toContainText('avg 10.5');
    await expect(form.fillRows.nth(2).getByTestId('fill-position')).toContainText('Flat');

    // Cost 2,100, proceeds 2,400, three commissions of 1; risk |10.5 - 9.5| x 200 = 200.
    await expect(form.figure('grossPnl')).toHaveText('+300.00');
    await expect(form.figure('netPnl')).toHaveText('+297.00');
    await expect(form.figure('rMultiple')).toHaveText('+1.49R');
    await expect(form.figure('result')).toHaveText('Win');
    await expect(form.figure('plannedR')).toContainText('Needs a stop and a target');

    await form.addNewTag('Breakout', 'Setup');
    await form.form
      .getByLabel('Attach files')
      .setInputFiles({ name: 'entry chart.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.form.getByTestId('pending-attachment')).toContainText('entry chart.png');
    await form.saveButton.click();

    await expect(page).toHaveURL(/\/trades\/[0-9a-f-]{36}$/);
    const trade = new TradePage(page);
    await expect(trade.figure('netPnl')).toHaveText('+297.00');
    await expect(trade.figure('rMultiple')).toHaveText('+1.49R');
    await expect(trade.executions).toHaveCount(3);
    await expect(trade.executions.nth(2).getByTestId('execution-position')).toHaveText('Flat');
    await expect(trade.tags).toContainText('Breakout');
    await expect(trade.gallery.getByRole('button', { name: 'Open entry chart.png' })).toBeVisible();
    await trade.gallery.getByRole('button', { name: 'Open entry chart.png' }).click();
    await expect(trade.viewer.getByRole('img', { name: 'entry chart.png' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trade.viewer).toBeHidden();

    const [stored] = await tradesOf(backend, user, 'AAPL');
    expect(stored).toMatchObject({ status: 'closed', net: '297.00', fills: 3 });
    const files = await backend.query<{ object_path: string }>(
      'select object_path from public.trade_attachments where trade_id = $1',
      [stored?.id],
    );
    expect(files).toEqual([
      { object_path: expect.stringMatching(new RegExp(`^${user.id}/${stored?.id}/.+-entry-chart\\.png$`)) },
    ]);

    await trade.action('Edit').click();
    await new AppShell(page).ready('Edit trade');
    const edit = new TradeFormPage(page, 'Edit trade');
    await expect(edit.fillRows).toHaveCount(3);
    await edit.cell(3, 'price').fill('13');
    // Proceeds now 2,600: 500 gross, 497 net, 2.485 R.
    await expect(edit.figure('netPnl')).toHaveText('+497.00');
    await edit.saveButton.click();
    await expect(page).toHaveURL(new RegExp(`/trades/${stored?.id}$`));
    await expect(trade.figure('netPnl')).toHaveText('+497.00');
    await expect(trade.figure('rMultiple')).toHaveText('+2.49R');
    const [edited] = await tradesOf(backend, user, 'AAPL');
    expect(edited).toMatchObject({ id: stored?.id, net: '497.00', fills: 3 });
  });

  test('fills that cross zero are explained and saved as two trades only once confirmed', async ({
    page,
    backend,
  }) => {
    await signInTo(page, user, '/trades/new', 'New trade');
    const form = new TradeFormPage(page);
    await form.fill({ Symbol: 'MSFT' });
    await form.useExecutions();
    await form.fillRow(1, { time: '2026-01-06T09:30', side: 'buy', quantity: '2', price: '100' });
    await form.fillRow(2, { time: '2026-01-06T10:00', side: 'sell', quantity: '5', price: '110' });
    await expect(form.crossingNote).toContainText('These fills make 2 trades.');
    await expect(form.fillRows.nth(1).getByTestId('fill-position')).toContainText('Crosses zero');
    await expect(form.figure('netPnl')).toHaveText('+20.00');
    await expect(form.figure('status', 2)).toHaveText('Open');
    await expect(form.figure('openQuantity', 2)).toHaveText('3');

    await form.saveButton.click();
    const dialog = page.getByRole('dialog', { name: 'Save as 2 trades?' });
    await expect(dialog).toBeVisible();
    // Going back saves nothing.
    await dialog.getByRole('button', { name: 'Go back and edit' }).click();
    await expect(dialog).toBeHidden();
    expect(await tradesOf(backend, user, 'MSFT')).toEqual([]);

    await form.saveButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save 2 trades' }).click();
    await expect(page).toHaveURL(/\/trades\/[0-9a-f-]{36}$/);
    await expect(page.getByText('2 trades saved')).toBeVisible();
    const trades = await tradesOf(backend, user, 'MSFT');
    expect(trades).toMatchObject([
      { side: 'long', status: 'closed', quantity: '2', net: '20.00', fills: 2 },
      { side: 'short', status: 'open', quantity: '3', open_quantity: '3', fills: 1 },
    ]);
  });

  test('a refused value shows its catalogue code beside the field and saves nothing', async ({
    page,
    backend,
  }) => {
    await signInTo(page, user, '/trades/new', 'New trade');
    const form = new TradeFormPage(page);
    await form.fill({ Symbol: 'NV DA', 'Entry price': '120.50', Quantity: '0', 'Stop price': '121' });
    await form.saveButton.click();
    await expect(form.fieldError('Symbol')).toContainText('(TRADE-001)');
    await expect(form.fieldError('Quantity')).toHaveText('The quantity must be greater than 0. (TRADE-003)');
    await expect(form.field('Quantity')).toHaveAttribute('aria-invalid', 'true');
    // The first refused field takes the focus.
    await expect(form.field('Symbol')).toBeFocused();
    await expect(page).toHaveURL(/\/trades\/new$/);

    await form.fill({ Symbol: 'NVDA', Quantity: '15', 'Exit price': '125' });
    await form.fill({ 'Exit time': '2020-01-01T10:00' });
    await form.saveButton.click();
    await expect(form.fieldError('Exit time')).toHaveText('The exit cannot be before the entry. (TRADE-004)');

    await form.form
      .getByLabel('Attach files')
      .setInputFiles({ name: 'fills.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
    await expect(form.form.getByTestId('attachment-refusals')).toContainText('fills.csv');
    await expect(form.form.getByTestId('attachment-refusals')).toContainText('(STORAGE-005)');
    // A dropped file over 10 MB is refused; a pasted screenshot waits for the save.
    await form.form.getByTestId('attachment-drop').evaluate((zone) => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: files, bubbles: true, cancelable: true }));
    });
    await expect(form.form.getByTestId('attachment-refusals')).toContainText('huge.png');
    await expect(form.form.getByTestId('attachment-refusals')).toContainText('(STORAGE-006)');
    await page.evaluate(() => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(8)], 'pasted.png', { type: 'image/png' }));
      document.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: files, bubbles: true, cancelable: true }),
      );
    });
    await expect(form.form.getByTestId('pending-attachment')).toContainText('pasted.png');
    expect(await tradesOf(backend, user, 'NVDA')).toEqual([]);
  });

  test('the draft survives a reload and a save lost on the network keeps every value', async ({
    page,
    backend,
  }) => {
    await signInTo(page, user, '/trades/new', 'New trade');
    const form = new TradeFormPage(page);
    await form.fill({ Symbol: 'TSLA', 'Entry price': '250.25', Quantity: '4', Notes: '**Gap** and go' });
    await form.pick('Short');

    // The browser asks before a reload drops unsaved work; the draft keeps it either way.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await new AppShell(page).ready('New trade');
    await expect(form.draftBanner).toBeVisible();
    await expect(form.field('Symbol')).toHaveValue('TSLA');
    await expect(form.field('Entry price')).toHaveValue('250.25');
    await expect(form.radio('Short')).toBeChecked();
    await form.form.getByRole('tab', { name: 'Preview' }).click();
    await expect(form.form.getByTestId('notes-preview').locator('strong')).toHaveText('Gap');

    let refused = 0;
    await page.route('**/rest/v1/rpc/save_trades*', async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.abort('internetdisconnected');
        return;
      }
      await route.fallback();
    });
    await form.saveButton.click();
    await expect(form.saveError).toContainText('The trade was not saved');
    await expect(form.saveError).toContainText('NETWORK-');
    await expect(form.field('Symbol')).toHaveValue('TSLA');
    expect(await tradesOf(backend, user, 'TSLA')).toEqual([]);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/trades\/[0-9a-f-]{36}$/);
    await expect(new TradePage(page).figure('direction')).toHaveText('Short');
    expect(await tradesOf(backend, user, 'TSLA')).toMatchObject([
      { side: 'short', status: 'open', quantity: '4' },
    ]);
    const keys = await new AppShell(page).storedKeys();
    expect(keys.filter((key) => key.startsWith(`edgelog_draft_${user.id}_trade-new`))).toEqual([]);
  });

  test('a screenshot that fails to upload leaves the trade saved and names the file', async ({
    page,
    backend,
  }) => {
    await signInTo(page, user, '/trades/new', 'New trade');
    const form = new TradeFormPage(page);
    await form.fill({ Symbol: 'AMZN', 'Entry price': '180', Quantity: '3' });
    await form.form.getByLabel('Attach files').setInputFiles([
      { name: 'daily.png', mimeType: 'image/png', buffer: PNG },
      { name: 'intraday.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await page.route('**/storage/v1/object/trade-attachments/**', async (route) => {
      if (route.request().method() === 'POST' && route.request().url().includes('daily.png')) {
        await route.abort('internetdisconnected');
        return;
      }
      await route.fallback();
    });
    await form.saveButton.click();
    await expect(page).toHaveURL(/\/trades\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('failed-uploads')).toContainText('daily.png was not uploaded');
    await expect(page.getByTestId('failed-uploads')).not.toContainText('intraday.png');
    const trade = new TradePage(page);
    await expect(trade.gallery.getByRole('button', { name: 'Open intraday.png' })).toBeVisible();
    await expect(trade.gallery.getByRole('button', { name: 'Open daily.png' })).toHaveCount(0);
    const [saved] = await tradesOf(backend, user, 'AMZN');
    expect(saved).toMatchObject({ status: 'open', quantity: '3' });
  });

  test('position size pre-fills a planned trade, saved with the calculator’s exact digits', async ({
    page,
    backend,
  }) => {
    const calc = new CalculatorPage(page);
    await calc.open('position-size', user, 'Position size calculator');
    // $10,000 at 1% over a 0.37 stop: 270.27 shares, floored to 270
    await calc.fill({ Symbol: 'intc', 'Entry price': '412.37', 'Stop price': '412' });
    await expect(calc.result('size')).toContainText('270 shares');
    await calc.startTrade.click();

    await expect(page).toHaveURL(/\/trades\/new\?.*from=position-size/);
    const form = new TradeFormPage(page);
    await expect(form.prefillBanner).toContainText('Pre-filled from the position size calculator');
    await expect(form.field('Symbol')).toHaveValue('INTC');
    await expect(form.field('Planned entry')).toHaveValue('412.37');
    await expect(form.field('Stop price')).toHaveValue('412');
    await expect(form.field('Quantity')).toHaveValue('270');
    await expect(form.radio('Long')).toBeChecked();
    await expect(form.field('Planned, not taken yet')).toBeChecked();
    await form.saveButton.click();
    await expect(page).toHaveURL(/\/trades\/[0-9a-f-]{36}$/);

    const stored = await backend.query(
      `select side, status, entry_price::text as entry, stop_price::text as stop, quantity::text as quantity
         from public.trades where user_id = $1 and symbol = 'INTC'`,
      [user.id],
    );
    expect(stored).toEqual([
      { side: 'long', status: 'planned', entry: '412.37', stop: '412', quantity: '270' },
    ]);
  });

  test('the trade page moves between trades by key, duplicates, archives and restores, deletes, and follows other devices', async ({
    page,
    makeUser,
    backend,
  }) => {
    const trader = await makeUser();
    const client = backend.client();
    await client.auth.signInWithPassword({ email: trader.email, password: trader.password });
    const roundTrip = (day: string, exit: string) => ({
      symbol: 'SPY',
      asset_class: 'stock',
      stop_price: '495',
      executions: [
        { executed_at: `2026-01-${day}T14:30:00Z`, side: 'buy', quantity: '10', price: '500' },
        { executed_at: `2026-01-${day}T15:30:00Z`, side: 'sell', quantity: '10', price: exit },
      ],
    });
    const { data, error } = await client.rpc('save_trades', {
      trades: [roundTrip('12', '505'), roundTrip('13', '498'), roundTrip('14', '510')],
    });
    expect(error).toBeNull();
    const [first, middle, last] = data as string[];

    await signInTo(page, trader, `/trades/${middle}`, 'SPY · Long');
    const trade = new TradePage(page);
    await expect(trade.figure('netPnl')).toHaveText('−20.00');
    await expect(trade.figure('result')).toHaveText('Loss');
    // The neighbours are links once known; the keys follow them. Each key is pressed once the page
    // shows the trade it moved to: until then the page on screen is still the one it left.
    await expect(trade.neighbour('Next')).toHaveAttribute('href', `/trades/${last}`);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/trades/${last}$`));
    await expect(trade.figure('netPnl')).toHaveText('+100.00');
    await expect(trade.neighbour('Previous')).toHaveAttribute('href', `/trades/${middle}`);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(new RegExp(`/trades/${middle}$`));
    await expect(trade.figure('netPnl')).toHaveText('−20.00');
    await expect(trade.neighbour('Previous')).toHaveAttribute('href', `/trades/${first}`);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(new RegExp(`/trades/${first}$`));
    await expect(trade.figure('netPnl')).toHaveText('+50.00');

    // Another device adds a fill: the page follows without a reload.
    const { error: changeError } = await client.rpc('save_trades', {
      trades: [
        {
          id: first,
          executions: [
            { executed_at: '2026-01-12T14:30:00Z', side: 'buy', quantity: '10', price: '500' },
            { executed_at: '2026-01-12T15:30:00Z', side: 'sell', quantity: '10', price: '506' },
          ],
        },
      ],
    });
    expect(changeError).toBeNull();
    await expect(trade.figure('netPnl')).toHaveText('+60.00');

    await trade.action('Duplicate').click();
    await new AppShell(page).ready('New trade');
    await expect(page.getByTestId('duplicate-banner')).toContainText('A copy of your SPY trade');
    const copy = new TradeFormPage(page);
    await expect(copy.field('Symbol')).toHaveValue('SPY');
    await expect(copy.field('Exit price')).toHaveValue('506');
    await expect(copy.field('Stop price')).toHaveValue('495');
    await page.goBack();

    await trade.action('Archive').click();
    await expect(page.getByTestId('archived-note')).toBeVisible();
    await trade.action('Restore').click();
    await expect(page.getByTestId('archived-note')).toBeHidden();

    await trade.action('Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete trade' }).click();
    await expect(page).toHaveURL(/\/trades$/);
    const left = await backend.query<{ id: string }>(
      'select id from public.trades where user_id = $1 order by opened_at',
      [trader.id],
    );
    expect(left.map((row) => row.id)).toEqual([middle, last]);
  });

  test('a wrong or foreign id is a trade not found', async ({ page, makeUser, backend }) => {
    const other = await makeUser();
    const client = backend.client();
    await client.auth.signInWithPassword({ email: other.email, password: other.password });
    const { data, error } = await client.rpc('save_trades', {
      trades: [
        {
          symbol: 'AMD',
          asset_class: 'stock',
          executions: [{ executed_at: '2026-01-07T15:00:00Z', side: 'buy', quantity: '1', price: '100' }],
        },
      ],
    });
    expect(error).toBeNull();
    const [foreign] = data as string[];

    await signInTo(page, user, `/trades/${foreign}`, 'Trade');
    const trade = new TradePage(page);
    await expect(trade.notFound).toBeVisible();
    await page.goto('/trades/not-a-trade');
    await expect(trade.notFound).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your trades' })).toBeVisible();
  });
});
