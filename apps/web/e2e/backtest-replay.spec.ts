import { sampleSeries, simulate, type EntryOrder } from '@edgelog/core';
import { SAMPLE_REQUESTS } from '../src/features/backtest/data/sample-data';
import { defaultStart } from '../src/features/backtest/replay/replay-start';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { signedInClient } from './support/journal';
import { expect, test } from './support/fixtures';

/**
 * The stock sample is seeded, so the bars after the replay's default start are known here: a long
 * at the next open with a target those bars reach (and a stop they do not) fills as core's engine
 * fills it over the same bars.
 */
function plannedTrade() {
  const bars = sampleSeries(SAMPLE_REQUESTS.stock).bars;
  const start = defaultStart(bars.length);
  const close = bars[start]?.close ?? 0;
  const open = bars[start + 1]?.open ?? 0;
  for (let window = 3; window < 200; window++) {
    const ahead = bars.slice(start + 1, start + 1 + window);
    const target = Math.floor(Math.max(...ahead.map((bar) => bar.high)) * 100) / 100;
    const stop = Math.floor(Math.min(...ahead.map((bar) => bar.low)) * 100) / 100 - 1;
    if (target <= close || target <= open) continue;
    const order: EntryOrder = {
      action: 'enter',
      barIndex: start,
      side: 'long',
      type: 'market',
      size: { quantity: 10 },
      stop: { price: stop },
      target: { price: target },
    };
    const run = simulate(bars, [order], {
      commissionPerUnit: 0,
      commissionPerOrder: 0,
      slippageTicks: 0,
      tickSize: 0.01,
      bothTouched: 'stop-first',
      multiplier: 1,
      initialEquity: 100_000,
    });
    const exit = run.fills[1];
    const net = run.trades[0]?.derivation.netPnl ?? 0;
    if (exit?.reason === 'target' && net > 0) return { start, stop, target, exitBar: exit.barIndex, net };
  }
  throw new Error('no target in reach after the default start');
}

test('replay: a long on the stock sample reaches its target, the session statistics show it, and its chart is saved with it', async ({
  page,
  backend,
  makeUser,
}) => {
  // A whole 1-minute sample is written and checked by the database: slow on a busy machine.
  test.setTimeout(120_000);
  const plan = plannedTrade();
  const user = await makeUser();
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent('/backtest?tab=replay')}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready('Backtest');

  const panel = page.getByTestId('replay-panel');
  await expect(panel.getByTestId('series-picker-empty')).toBeVisible();
  await panel.getByRole('button', { name: 'Create a sample series' }).click();
  await expect(panel.getByTestId('replay-session')).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByTestId('replay-position-count')).toContainText(`Bar ${plan.start + 1} of 7,800`);

  const ticket = panel.getByTestId('order-ticket');
  await ticket.getByLabel('Stop', { exact: true }).fill(String(plan.stop));
  await ticket.getByLabel('Target', { exact: true }).fill(String(plan.target));
  await ticket.getByLabel('Size', { exact: true }).selectOption('quantity');
  await ticket.getByLabel('Quantity', { exact: true }).fill('10');
  // The shortcuts work once focus leaves the fields: B buys, → steps.
  await panel.getByRole('heading', { name: 'Bar replay' }).click();
  await page.keyboard.press('b');
  await expect(ticket.getByTestId('replay-pending')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(ticket.getByTestId('replay-position')).toContainText('Long 10');
  // The chart attached while the trade is open stays with it once it closes.
  await panel
    .getByTestId('replay-open-trade')
    .getByRole('button', { name: 'Attach chart to trade 1' })
    .click();
  await expect(panel.getByTestId('replay-open-trade').getByRole('img')).toHaveCount(1);
  await panel.getByRole('heading', { name: 'Bar replay' }).click();
  for (let bar = plan.start + 2; bar <= plan.exitBar; bar++) await page.keyboard.press('ArrowRight');

  await expect(panel.getByTestId('replay-position-count')).toContainText(`Bar ${plan.exitBar + 1} of 7,800`);
  const stats = panel.getByTestId('replay-stats');
  await expect(stats.getByTestId('replay-stat-tradeCount')).toContainText('1');
  await expect(stats.getByTestId('replay-stat-winRatePct')).toContainText('100');
  await expect(stats.getByTestId('replay-stat-netPnl')).toContainText(plan.net.toFixed(2));
  const trade = panel.getByTestId('replay-trade');
  await expect(trade).toHaveCount(1);
  await expect(trade).toContainText('win');
  await expect(trade).toContainText('(target)');
  await expect(trade).toContainText(plan.net.toFixed(2));

  // A focused button keeps its keys (WCAG 2.1.4): B does not buy, and Space presses the button
  // (one bar on) without also starting the replay.
  const controls = panel.getByTestId('replay-controls');
  await expect(controls.getByTestId('replay-keys-scope')).toContainText('not on a button, field or menu');
  await controls.getByRole('button', { name: 'Next bar' }).focus();
  await page.keyboard.press('b');
  await page.keyboard.press('Space');
  await expect(panel.getByTestId('replay-position-count')).toContainText(`Bar ${plan.exitBar + 2} of 7,800`);
  await expect(controls.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
  await expect(ticket.getByTestId('replay-pending')).toHaveCount(0);
  await expect(ticket.getByTestId('order-problem')).toHaveCount(0);
  await expect(ticket.getByTestId('replay-position')).toHaveCount(0);

  // The picture taken while the trade was open becomes the saved trade's attachment; a second one
  // that fails to upload is reported and costs neither the trade nor the first picture.
  await expect(trade.getByRole('img', { name: 'Chart 1 of trade 1' })).toBeVisible();
  await trade.getByRole('button', { name: 'Attach chart to trade 1' }).click();
  await expect(trade.getByRole('img')).toHaveCount(2);
  await page.route('**/storage/v1/object/trade-attachments/**', async (route) => {
    if (route.request().method() === 'POST' && route.request().url().includes('trade-1-2.png')) {
      await route.abort('internetdisconnected');
      return;
    }
    await route.fallback();
  });
  await panel.getByRole('button', { name: /^Save session/ }).click();
  await expect(page.getByText('Session saved with 1 trade in the backtest account')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('1 chart picture could not be attached; the trades are saved')).toBeVisible();
  const client = await signedInClient(backend, user);
  const files = await client.from('trade_attachments').select('trade_id, content_type, size_bytes');
  expect(files.error).toBeNull();
  expect(files.data).toHaveLength(1);
  const file = files.data?.[0];
  expect(file).toMatchObject({ content_type: 'image/png' });
  expect(file?.size_bytes).toBeGreaterThan(1000);
  await page.goto(`/trades/${file?.trade_id ?? ''}`);
  const shown = page.getByTestId('attachments-gallery').getByRole('img');
  await expect(shown).toHaveCount(1);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
