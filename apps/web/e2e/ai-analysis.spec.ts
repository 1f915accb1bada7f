import {
  analyzeJournal,
  generateDemoJournal,
  type AnalyticsTrade,
  type BehaviourFinding,
  type CoachAnalysis,
} from '@edgelog/core';
import { AiAnalysisPage } from './page-models/ai-analysis-page';
import { AppShell } from './page-models/app-shell';
import { TradeLogPage } from './page-models/trade-log-page';
import { expect, test } from './support/fixtures';
import { readAnalyticsTrades, seedDemoJournal, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

let user: TestUser;
let analysis: CoachAnalysis;
/** The trader's local day of the first closed trade. */
let firstDay: string;

// The sample journal's trader takes revenge trades and has overtrading days; with three dollar
// accounts and 400 trades both show, in one currency.
test.beforeAll(async ({ backend }) => {
  test.setTimeout(240_000);
  user = await createUser(backend);
  const client = await signedInClient(backend, user);
  await seedDemoJournal(client, generateDemoJournal({ seed: 11, trades: 400, accounts: 3 }), {
    isSample: false,
  });
  const accounts = await client
    .from('accounts')
    .select('id, tolerance:break_even_tolerance::text')
    .returns<{ id: string; tolerance: string }[]>();
  if (accounts.error) throw accounts.error;
  const tolerance = new Map(accounts.data.map((a) => [a.id, Number(a.tolerance)]));
  const trades: AnalyticsTrade[] = (await readAnalyticsTrades(client)).map((trade) => ({
    ...trade,
    breakEvenTolerance: tolerance.get(trade.accountId ?? '') ?? 0,
  }));
  const profile = await client.from('profiles').select('timezone').single<{ timezone: string }>();
  if (profile.error) throw profile.error;
  const tolerances = new Set(tolerance.values());
  const [only] = tolerances;
  // The engine run on the database's own rows, as the function is documented to run it.
  const firstClose = trades.flatMap((trade) => (trade.closedAt === null ? [] : [trade.closedAt])).sort()[0];
  // en-CA writes dates as YYYY-MM-DD.
  firstDay = new Intl.DateTimeFormat('en-CA', { timeZone: profile.data.timezone }).format(
    new Date(firstClose ?? Date.now()),
  );
  analysis = analyzeJournal(trades, {
    timeZone: profile.data.timezone,
    seed: 1,
    breakEvenTolerance: tolerances.size === 1 && only !== undefined ? only : 0,
  });
});

function behaviour(name: BehaviourFinding['behaviour']): BehaviourFinding {
  const found = analysis.findings.find(
    (f): f is BehaviourFinding => f.kind === 'behaviour' && f.behaviour === name,
  );
  if (!found) throw new Error(`the engine finds no ${name} in the sample journal`);
  return found;
}

test('the revenge trading and overtrading cards show the trades the engine finds', async ({
  page,
}, testInfo) => {
  const ai = new AiAnalysisPage(page);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await ai.open(user);
  await page.screenshot({ path: testInfo.outputPath('ai-analysis-1400-light.png') });
  // Ten cards a group are drawn at first; the rest a click away.
  await ai.showEveryCard();
  for (const name of ['revenge', 'overtrading'] as const) {
    const expected = behaviour(name);
    const card = ai.card(expected.id);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(expected.title);
    // The first trades listed, then every trade the card links to, in the engine's order.
    expect(await ai.listedTradeIds(expected.id)).toEqual(expected.tradeIds.slice(0, 5));
    expect(await ai.linkedTradeIds(expected.id)).toEqual(expected.tradeIds);
    await card.getByRole('button', { name: /^Show all/ }).click();
    await expect(card.locator('[data-finding-trades] tbody tr')).toHaveCount(expected.tradeIds.length);
  }
  // Every group lists its cards by the money they move, either way, largest first.
  for (const group of ['behaviours', 'edges', 'what-ifs']) {
    const impacts = await page
      .locator(`[data-group="${group}"] [data-finding]`)
      .evaluateAll((cards) => cards.map((card) => Math.abs(Number(card.getAttribute('data-impact')))));
    expect(impacts.length, group).toBeGreaterThan(0);
    expect(impacts, group).toEqual([...impacts].sort((a, b) => b - a));
  }
  await expect(ai.provenance).toContainText(`${analysis.tradeCount} closed trades`);
  await ai
    .card(behaviour('revenge').id)
    .screenshot({ path: testInfo.outputPath('ai-revenge-1400-light.png') });
});

test('a first visit draws the analysis from the server before the journal is read in the browser', async ({
  page,
}) => {
  // The browser's own read of the journal is held back: the analysis, computed and kept by the
  // server, does not wait for it.
  const held: Array<() => Promise<void>> = [];
  await page.route('**/rest/v1/rpc/analytics_journal', (route) => {
    held.push(() => route.continue());
  });
  const ai = new AiAnalysisPage(page);
  await ai.open(user);
  const revenge = behaviour('revenge');
  await expect(ai.card(revenge.id).getByRole('heading', { level: 3 })).toHaveText(revenge.title);
  await expect(page.getByTestId('analytics-loading')).toHaveCount(0);
  await expect(page.locator('[data-analytics-main]')).not.toHaveAttribute('aria-busy', 'true');
  // The browser's own read of the journal follows (a moment after the server's summary) and is held.
  await expect.poll(() => held.length).toBeGreaterThan(0);

  for (const release of held.splice(0)) await release();
  await page.unroute('**/rest/v1/rpc/analytics_journal');
  // The journal in, the same analysis stays, with the filter bar's choices now known.
  await expect(page.locator('[data-analytics-main]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(ai.card(revenge.id).getByRole('heading', { level: 3 })).toHaveText(revenge.title);
  expect(await ai.listedTradeIds(revenge.id)).toEqual(revenge.tradeIds.slice(0, 5));
});

test('a card opens the trade log filtered to its trades', async ({ page }, testInfo) => {
  const expected = behaviour('revenge');
  const ai = new AiAnalysisPage(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await ai.open(user);
  // Nothing wider than the phone: the trade lists scroll inside their cards, screen-reader labels too.
  expect(await ai.listedTradeIds(expected.id)).toEqual(expected.tradeIds.slice(0, 5));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('ai-analysis-390-dark.png') });
  await ai.card(expected.id).screenshot({ path: testInfo.outputPath('ai-revenge-390-dark.png') });
  await ai.tradeLogLink(expected.id).click();
  const log = new TradeLogPage(page);
  await expect(page).toHaveURL(/\/trades\?ids=/);
  await new AppShell(page).ready('Trades');
  await log.settled();
  await expect(log.totalTrades).toContainText(String(expected.tradeIds.length));
  await expect(page.locator('[data-filter-chip="ids"]')).toHaveText(
    `${expected.tradeIds.length} selected trades`,
  );
  await page.screenshot({ path: testInfo.outputPath('trade-log-ids-390-dark.png') });
  await page.locator('[data-filter-chip="ids"]').getByRole('button').click();
  await expect(page).not.toHaveURL(/ids=/);
});

test('a period with too few trades says so instead of showing findings', async ({ page }, testInfo) => {
  const ai = new AiAnalysisPage(page);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await ai.open(user, `?period=custom&from=${firstDay}&to=${firstDay}`);
  await expect(page.getByTestId('ai-too-few')).toBeVisible();
  await expect(
    page.locator('[data-kind="behaviour"], [data-kind="strength"], [data-kind="weakness"]'),
  ).toHaveCount(0);
  await expect(ai.provenance).toContainText('with resampling seed 1');
  await page.screenshot({ path: testInfo.outputPath('ai-too-few-1400-light.png') });
});

test('dates and counts follow the trader number and date formats', async ({ page, backend }) => {
  const client = await signedInClient(backend, user);
  const set = await client
    .from('user_settings')
    .upsert({ number_format: '1.234,56', date_format: 'DD.MM.YYYY' }, { onConflict: 'user_id' });
  if (set.error) throw set.error;
  const ai = new AiAnalysisPage(page);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await ai.open(user);
  await expect(page.locator('[data-computed-at]')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  const revenge = ai.card(behaviour('revenge').id);
  await expect(revenge.locator('[data-finding-trades] tbody tr time').first()).toHaveText(
    /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
  );
  await expect(page.getByRole('main')).toContainText(/\d\.\d{3} resamples/);
  await expect(page.getByRole('main')).not.toContainText(/\d,\d{3} resamples/);
  // The last test of the file: the formats go back for a rerun of the others.
  const reset = await client
    .from('user_settings')
    .upsert({ number_format: '1,234.56', date_format: 'YYYY-MM-DD' }, { onConflict: 'user_id' });
  if (reset.error) throw reset.error;
});
