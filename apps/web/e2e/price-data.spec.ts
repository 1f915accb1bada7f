import { CalculatorPage } from './page-models/calculator-page';
import { PriceDataPanel } from './page-models/price-data-panel';
import { expect, test } from './support/fixtures';

// Five daily AAPL bars; prices keep their trailing zeros, as a broker's export writes them.
const AAPL_CSV = [
  'date,open,high,low,close,volume',
  '2025-03-03,187.2500,188.1000,186.4000,187.9000,1000',
  '2025-03-04,187.9000,190.0000,187.5000,189.0000,1000',
  '2025-03-05,189.0000,189.5000,185.2500,186.0000,1000',
  '2025-03-06,186.0000,187.0000,185.0000,186.5000,1000',
  '2025-03-07,186.5000,191.2500,186.2500,191.0000,1000',
].join('\n');

/** Daily bars for 1 to 30 March 2025: day d opens and closes at 150+d.50, high 160+d.75, low 140+d.25. */
function marchBars() {
  return Array.from({ length: 30 }, (_, i) => {
    const d = i + 1;
    const price = `${150 + d}.50`;
    return {
      t: `2025-03-${String(d).padStart(2, '0')}T00:00:00Z`,
      o: price,
      h: `${160 + d}.75`,
      l: `${140 + d}.25`,
      c: price,
    };
  });
}

test.describe('price data', () => {
  test('volatility: uploaded bars saved as price data, listed after a reload, used and deleted', async ({
    page,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    const calc = new CalculatorPage(page);
    const data = new PriceDataPanel(page);
    await calc.open('volatility', user, 'Volatility calculator');
    await expect(data.empty).toBeVisible();
    await expect(data.saveButton).toBeDisabled();

    await data.uploadCsv(AAPL_CSV);
    await expect(page.getByText('5 bars with highs and lows, oldest first')).toBeVisible();
    await data.save({});
    await expect(data.dialogError('Symbol')).toContainText('Enter the symbol');
    await expect(data.dialog.getByLabel('Timeframe', { exact: true })).toHaveValue('1d');
    await data.save({ symbol: 'aapl', name: 'Daily from my broker' });
    await expect(data.dialog).toBeHidden();
    await expect(data.notice).toHaveText('Saved 5 AAPL bars as price data.');
    await expect(data.saved).toHaveCount(1);
    await expect(data.saved).toContainText('AAPL 1 day');

    const [row] = await backend.query<{ symbol: string; bar_count: number; bars: unknown }>(
      'select symbol, bar_count, bars from public.price_series where user_id = $1',
      [user.id],
    );
    expect(row?.symbol).toBe('AAPL');
    expect(row?.bar_count).toBe(5);
    expect((row?.bars as Array<Record<string, string>>)[0]).toEqual({
      t: '2025-03-03T00:00:00Z',
      o: '187.2500',
      h: '188.1000',
      l: '186.4000',
      c: '187.9000',
      // The file's volume column is kept with the bar.
      v: '1000',
    });

    await page.getByRole('button', { name: 'Clear prices' }).click();
    await expect(calc.missing).toBeVisible();
    await page.reload();
    await expect(data.saved).toHaveCount(1);
    await expect(data.saved).toContainText('Daily from my broker');
    await expect(data.saved).toContainText('5 bars, 3 Mar 2025 to 7 Mar 2025');
    await data.use('AAPL 1 day');
    await expect(calc.field('Prices')).toHaveValue(
      [
        'date,open,high,low,close',
        '2025-03-03,187.2500,188.1000,186.4000,187.9000',
        '2025-03-04,187.9000,190.0000,187.5000,189.0000',
        '2025-03-05,189.0000,189.5000,185.2500,186.0000',
        '2025-03-06,186.0000,187.0000,185.0000,186.5000',
        '2025-03-07,186.5000,191.2500,186.2500,191.0000',
      ].join('\n'),
    );
    await expect(page.getByText('5 bars with highs and lows, oldest first')).toBeVisible();
    await expect(calc.result('returns')).toContainText('4');

    await data.remove('AAPL 1 day', false);
    await expect(data.saved).toHaveCount(1);
    await data.remove('AAPL 1 day', true);
    await expect(data.empty).toBeVisible();
    expect(
      await backend.query('select 1 from public.price_series where user_id = $1', [user.id]),
    ).toHaveLength(0);
  });

  test('fibonacci: a trade’s chart data is its window of the saved bars; a symbol without data says how to fix it', async ({
    page,
    makeUser,
    backend,
  }) => {
    const user = await makeUser();
    await backend.query(
      `insert into public.price_series (user_id, symbol, timeframe, bars) values ($1, 'AAPL', '1d', $2::jsonb)`,
      [user.id, JSON.stringify(marchBars())],
    );
    // The trades as the journal records them: their fills, saved by the trader.
    const client = backend.client();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const fill = (executed_at: string, side: 'buy' | 'sell', quantity: string, price: string) => ({
      executed_at,
      side,
      quantity,
      price,
    });
    const { error } = await client.rpc('save_trades', {
      trades: [
        {
          symbol: 'AAPL',
          asset_class: 'stock',
          executions: [
            fill('2025-03-25T14:30:00Z', 'buy', '10', '175.50'),
            fill('2025-03-27T20:00:00Z', 'sell', '10', '177.50'),
          ],
        },
        {
          symbol: 'TSLA',
          asset_class: 'stock',
          executions: [fill('2025-03-10T15:00:00Z', 'buy', '5', '250')],
        },
      ],
    });
    expect(error).toBeNull();
    const calc = new CalculatorPage(page);
    const data = new PriceDataPanel(page);
    await calc.open('fibonacci', user, 'Fibonacci calculator');
    await expect(data.saved).toHaveCount(1);

    // Three bars before the open on the 25th, to the close on the 27th: days 22 to 27.
    await data.takeTradeChartData('AAPL long', '3');
    await expect(data.notice).toHaveText(
      'Filled with 6 AAPL 1 day bars of the AAPL trade, 3 of them before its open.',
    );
    await expect(calc.field('Price series')).toHaveValue(
      /^date,open,high,low,close\n2025-03-22,172\.50,182\.75,162\.25,172\.50\n/,
    );
    await expect(page.getByText('6 bars with highs and lows, oldest first')).toBeVisible();
    await page.getByRole('button', { name: 'Use this swing' }).click();
    // The window's swing, not the whole month's (190.75 and 141.25).
    await expect(calc.field('Swing high')).toHaveValue('187.75');
    await expect(calc.field('Swing low')).toHaveValue('162.25');
    await expect(page.getByTestId('retracements').locator('tr[data-level="50"] td')).toHaveText('175.00');

    await data.takeTradeChartData('TSLA long');
    await expect(data.problem).toHaveText(
      'There is no saved price data for TSLA. Upload TSLA bars covering 10 Mar 2025 and save them as price data.',
    );
    await expect(data.notice).toHaveCount(0);
  });
});
