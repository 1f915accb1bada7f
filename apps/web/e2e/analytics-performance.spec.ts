import {
  computeStatistics,
  dailyRisk,
  monteCarlo,
  type AnalyticsTrade,
  type Statistics,
} from '@edgelog/core';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { expect, test } from './support/fixtures';
import { readAnalyticsTrades, setTimeZone, signedInClient } from './support/journal';
import { createUser, type TestUser } from './support/users';

const ZONE = 'America/New_York';
const STARTING_BALANCE = 10_000;

interface Trip {
  symbol: string;
  side: 'long' | 'short';
  day: string;
  exit: string;
  stop: string | null;
  tags?: string[];
}

// Ten shares in at 100 and out at `exit`: a long makes 10 x (exit - 100), a short 10 x (100 - exit).
const TRIPS: Trip[] = [
  { symbol: 'SPY', side: 'long', day: '2026-09-01', exit: '106', stop: '98' },
  { symbol: 'QQQ', side: 'long', day: '2026-09-02', exit: '97', stop: '98' },
  { symbol: 'AAPL', side: 'short', day: '2026-09-03', exit: '96', stop: '102' },
  { symbol: 'MSFT', side: 'long', day: '2026-09-04', exit: '92', stop: '98', tags: ['mistake'] },
  { symbol: 'TSLA', side: 'short', day: '2026-09-08', exit: '103', stop: '102' },
  { symbol: 'NVDA', side: 'long', day: '2026-09-09', exit: '109', stop: '98' },
  // No stop: no R multiple, so the R distribution leaves it out and says so.
  { symbol: 'AMD', side: 'long', day: '2026-09-10', exit: '104', stop: null },
];

async function seed(client: SupabaseClient, user: TestUser): Promise<void> {
  await setTimeZone(client, user.id, ZONE);
  const { data: account, error: accountError } = await client
    .from('accounts')
    .insert({ name: 'Main', currency: 'USD', starting_balance: String(STARTING_BALANCE) })
    .select('id')
    .single<{ id: string }>();
  if (accountError) throw accountError;
  const { data: tag, error: tagError } = await client
    .from('tags')
    .insert({ name: 'Moved the stop', tag_group: 'mistake', color: '#d55e00' })
    .select('id')
    .single<{ id: string }>();
  if (tagError) throw tagError;
  const { error } = await client.rpc('save_trades', {
    trades: TRIPS.map((trip) => {
      const [open, close] = trip.side === 'long' ? (['buy', 'sell'] as const) : (['sell', 'buy'] as const);
      return {
        account_id: account.id,
        symbol: trip.symbol,
        asset_class: 'stock',
        ...(trip.stop === null ? {} : { stop_price: trip.stop }),
        ...(trip.tags ? { tag_ids: [tag.id] } : {}),
        executions: [
          { executed_at: `${trip.day}T14:00:00Z`, side: open, quantity: '10', price: '100' },
          { executed_at: `${trip.day}T17:30:00Z`, side: close, quantity: '10', price: trip.exit },
        ],
      };
    }),
  });
  if (error) throw error;
}

async function open(page: Page, user: TestUser, path: string, title: string) {
  const auth = new AuthPage(page);
  await auth.goto(`?redirect=${encodeURIComponent(path)}`);
  await auth.signIn(user.email, user.password);
  await new AppShell(page).ready(title);
}

const widget = (page: Page, id: string) => page.locator(`[data-widget="${id}"]`);

test.describe('the performance and risk pages', () => {
  let trader: TestUser;
  let trades: AnalyticsTrade[];
  let statistics: Statistics;

  test.beforeAll(async ({ backend }) => {
    trader = await createUser(backend);
    const client = await signedInClient(backend, trader);
    await seed(client, trader);
    trades = await readAnalyticsTrades(client);
    statistics = computeStatistics(trades, { startingBalance: STARTING_BALANCE, timeZone: ZONE });
  });

  test('the statistics table shows the engine’s figures, and the trade without a stop is named', async ({
    page,
  }) => {
    expect(statistics.tradeCount).toBe(TRIPS.length);
    await open(page, trader, '/analytics/performance', 'Performance');
    const table = widget(page, 'statistics');
    await expect(table).toHaveAttribute('data-state', 'ready');
    const fields = [
      'tradeCount',
      'netPnl',
      'winRatePct',
      'profitFactor',
      'expectancy',
      'expectancyR',
      'maxDrawdown',
      'maxDrawdownPct',
      'sharpe',
      'sqn',
      'maxConsecutiveLosses',
      'avgHoldingMinutes',
      'tradesWithoutR',
    ] as const;
    for (const field of fields)
      await expect(table.locator(`[data-metric="${field}"]`)).toHaveAttribute(
        'data-value',
        String(statistics[field]),
      );
    await expect(table.locator('[data-metric="netPnl"]')).toHaveText(/\+\$\d/);

    const rNote = widget(page, 'r-distribution').locator('[data-r-note]');
    await expect(rNote).toHaveText(
      '1 trade without a stop is not shown: set a stop on them in the trade log.',
    );
    await expect(rNote.getByRole('link', { name: 'trade log' })).toHaveAttribute('href', '/trades');

    for (const id of ['equity', 'drawdown', 'long-short'])
      await expect(widget(page, id)).toHaveAttribute('data-state', 'ready');
    // Seven trades: fewer than the shortest window.
    await expect(widget(page, 'rolling')).toHaveAttribute('data-state', 'empty');
    await expect(widget(page, 'excursions')).toHaveAttribute('data-state', 'empty');
    await expect(widget(page, 'excursions').getByRole('link', { name: 'Upload price data' })).toHaveAttribute(
      'href',
      '/calculators/volatility',
    );
  });

  test('the risk page’s VaR matches the engine and the Monte Carlo bands are the same after a reload', async ({
    page,
  }) => {
    await open(page, trader, '/analytics/risk?mc_trades=60&mc_runs=400&mc_seed=7&mc_dd=10', 'Risk');
    const risk = dailyRisk(statistics.dailyReturns);
    const tail = widget(page, 'var');
    await expect(tail.locator('[data-metric="var95"]')).toHaveAttribute(
      'data-value',
      String(risk.var95?.valueAtRisk),
    );
    await expect(tail.locator('[data-metric="cvar99"]')).toHaveAttribute(
      'data-value',
      String(risk.var99?.conditionalValueAtRisk),
    );

    const projection = monteCarlo(trades, {
      trades: 60,
      runs: 400,
      seed: 7,
      drawdownLimitPct: 10,
      startingEquity: statistics.endingEquity,
    });
    const last = projection?.bands.at(-1);
    const bands = widget(page, 'monte-carlo').locator('[data-band]');
    await expect(bands).toHaveCount(5);
    const read = () => bands.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-value')));
    expect(await read()).toEqual([last?.p5, last?.p25, last?.p50, last?.p75, last?.p95].map(String));
    await expect(
      widget(page, 'monte-carlo').locator('[data-metric="probabilityOfDrawdownLimit"]'),
    ).toHaveAttribute('data-value', String((projection?.probabilityOfDrawdownLimit ?? NaN) * 100));
    const before = await read();
    await page.reload();
    await expect(bands).toHaveCount(5);
    expect(await read()).toEqual(before);

    // A typed value is checked as it is typed.
    await page.getByLabel('Loss threshold (% of starting equity)').fill('0');
    await expect(widget(page, 'risk-of-ruin').getByTestId('field-error')).toHaveText(
      'Enter a loss above 0 % and at most 100 %',
    );

    const losses = widget(page, 'largest-losses');
    await expect(losses.locator('[data-loss]')).toHaveCount(
      TRIPS.filter((t) => ['QQQ', 'MSFT', 'TSLA'].includes(t.symbol)).length,
    );
    await expect(losses.locator('[data-mistake]')).toHaveText(['Moved the stop']);
    await expect(losses.locator('[data-loss]').first()).toContainText('MSFT');
  });
});
