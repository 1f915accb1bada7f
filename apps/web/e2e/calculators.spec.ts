import { CalculatorPage } from './page-models/calculator-page';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { expect, test } from './support/fixtures';

// Worked examples are the ones the core calculators are tested against (sources in their tests).

test.describe('calculators', () => {
  test('the index lists the nine calculators, each linking to its page', async ({ page, makeUser }) => {
    const user = await makeUser();
    const auth = new AuthPage(page);
    await auth.goto('?redirect=%2Fcalculators');
    await auth.signIn(user.email, user.password);
    await new AppShell(page).ready('Calculators');
    const cards = page.getByRole('list', { name: 'Calculators' }).getByRole('link');
    await expect(cards).toHaveCount(9);
    for (const name of [
      'Position size',
      'Risk/reward',
      'Lot size',
      'Pip value',
      'Compound interest',
      'Profit/loss',
      'Margin',
      'Volatility',
      'Fibonacci',
    ]) {
      await expect(cards.filter({ hasText: name }).first()).toBeVisible();
    }
    await cards.filter({ hasText: 'Pip value' }).click();
    await expect(page).toHaveURL(/\/calculators\/pip-value$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pip value calculator');
  });

  test('position size for a stock: known examples, the formula, warnings and a wrong-side stop', async ({
    page,
    makeUser,
  }) => {
    const calc = new CalculatorPage(page);
    await calc.open('position-size', await makeUser(), 'Position size calculator');
    // defaults: 10,000 balance, 1% risk; entry and stop still empty
    await expect(calc.field('Account balance')).toHaveValue('10,000');
    await expect(calc.field('Risk')).toHaveValue('1');
    await expect(calc.missing).toContainText('Entry is required');

    // $10,000, 1% = $100, entry 50, stop 48 -> 50 shares
    await calc.fill({ 'Entry price': '50', 'Stop price': '48' });
    await expect(calc.result('size')).toContainText('50 shares');
    await expect(calc.result('risk-amount')).toContainText('100.00 USD');
    await expect(calc.result('position-value')).toContainText('2,500.00 USD');
    await expect(page.getByTestId('formula')).toContainText('riskPerUnit');
    await expect(page.getByText('Where other calculators differ')).toBeVisible();

    // $50,000, 1%, entry 42, stop 39 -> 166.67 floored to 166 shares, $498 actually at risk
    await calc.fill({ 'Account balance': '50,000', 'Entry price': '42', 'Stop price': '39' });
    await expect(calc.result('size')).toContainText('166 shares');
    await expect(calc.result('actual-risk')).toContainText('498.00 USD');
    await expect(calc.warnings).toHaveCount(0);

    await calc.fill({ Risk: '3' });
    await expect(calc.warnings.filter({ hasText: 'Risk exceeds 2% of the balance' })).toBeVisible();

    // a long's stop above the entry: the reason beside the stop, no figures, nothing broken
    await calc.fill({ 'Stop price': '45' });
    await expect(calc.fieldError('Stop price')).toHaveText('Stop must be below entry for a long position');
    await expect(calc.field('Stop price')).toHaveAttribute('aria-invalid', 'true');
    await expect(calc.invalid).toBeVisible();
    await expect(page.getByText(/\bNaN\b|Infinity/)).toHaveCount(0);

    await calc.fill({ 'Entry price': 'abc' });
    await expect(calc.fieldError('Entry price')).toContainText('Enter a number');

    // Enter in a field changes nothing
    await calc.fill({ 'Entry price': '42', 'Stop price': '39' });
    await calc.field('Stop price').press('Enter');
    await expect(calc.field('Stop price')).toHaveValue('39');
    // 3% of 50,000 over a 3.00 stop
    await expect(calc.result('size')).toContainText('500 shares');
  });

  test('position size for futures: ticks, whole contracts and a risk too small for one', async ({
    page,
    makeUser,
  }) => {
    const calc = new CalculatorPage(page);
    await calc.open('position-size', await makeUser(), 'Position size calculator');
    await calc.choose('Instrument', 'futures');
    // ES: tick 0.25 worth 12.50; a 10-point stop is 40 ticks, 500.00 a contract
    await calc.fill({
      'Entry price': '4000',
      'Stop price': '3990',
      'Tick size': '0.25',
      'Tick value': '12.50',
    });
    await expect(calc.result('size')).toContainText('0 contracts');
    await expect(calc.warnings.filter({ hasText: 'less than one size step' })).toBeVisible();
    await calc.fill({ 'Account balance': '100,000' });
    await expect(calc.result('size')).toContainText('2 contracts');
    await expect(calc.result('stop-ticks')).toContainText('40 ticks');
    await expect(calc.result('risk-per-unit')).toContainText('500.00 USD');
    await expect(calc.result('position-value')).toContainText('400,000.00 USD');
    await expect(calc.warnings).toHaveCount(0);

    // the fields follow one another in reading order
    await calc.field('Entry price').focus();
    await page.keyboard.press('Tab');
    await expect(calc.field('Stop price')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(calc.field('Tick size')).toBeFocused();
  });

  test('position size for a forex pair: lots, units, and the minimum lot warning', async ({
    page,
    makeUser,
  }) => {
    const calc = new CalculatorPage(page);
    await calc.open('position-size', await makeUser(), 'Position size calculator');
    await calc.choose('Instrument', 'forex');
    // USD 5,000, 1% = USD 50, EUR/USD, 200-pip stop -> 2,500 units = 0.025 lots, 0.02 at a 0.01 step
    await calc.fill({ 'Currency pair': 'EUR/USD', 'Account balance': '5000' });
    await calc.pick('Pips');
    await calc.fill({ 'Stop distance': '200' });
    await expect(calc.result('size')).toContainText('0.02 lots');
    await expect(calc.result('units')).toContainText('2,000');
    await expect(calc.result('lots-raw')).toContainText('0.025');
    await expect(calc.result('pip-value-lot')).toContainText('10.00 USD');

    // 2,000 pips: 0.0025 lots, below the smallest lot
    await calc.fill({ 'Stop distance': '2000' });
    await expect(calc.result('size')).toContainText('0.00 lots');
    await expect(calc.warnings.filter({ hasText: 'Below the minimum lot' })).toBeVisible();

    // a USD account trading EUR/GBP needs a rate between GBP and USD
    await calc.fill({ 'Currency pair': 'EUR/GBP', 'Stop distance': '200' });
    await expect(calc.missing).toContainText('Conversion rate is required');
    await calc.fill({ 'Conversion pair': 'GBP/USD', 'Conversion rate': '1.25' });
    await expect(calc.result('pip-value-lot')).toContainText('12.50 USD');
  });

  test('position size starts a new trade with its values in the URL', async ({ page, makeUser }) => {
    const calc = new CalculatorPage(page);
    await calc.open('position-size', await makeUser(), 'Position size calculator');
    await calc.fill({ Symbol: 'aapl', 'Entry price': '50', 'Stop price': '48' });
    await expect(calc.result('size')).toContainText('50 shares');
    await calc.startTrade.click();
    await expect(page).toHaveURL(/\/trades\/new\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      instrument: 'stock',
      symbol: 'AAPL',
      side: 'long',
      entry: '50',
      stop: '48',
      quantity: '50',
      from: 'position-size',
    });
  });

  test('inputs are remembered per user across a reload, and reset restores the defaults', async ({
    page,
    makeUser,
  }) => {
    const user = await makeUser();
    const calc = new CalculatorPage(page);
    await calc.open('position-size', user, 'Position size calculator');
    await calc.fill({ 'Account balance': '25,000', 'Entry price': '50', 'Stop price': '48' });
    await calc.pick('Short');
    await calc.fill({ 'Stop price': '52' });
    await expect(calc.result('size')).toContainText('125 shares');
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys).toContain(`edgelog_calc_${user.id}_position-size`);

    await page.reload();
    await new AppShell(page).ready('Position size calculator');
    await expect(calc.field('Account balance')).toHaveValue('25,000');
    await expect(calc.field('Stop price')).toHaveValue('52');
    await expect(page.getByRole('radio', { name: 'Short', exact: true })).toBeChecked();
    await expect(calc.result('size')).toContainText('125 shares');

    await calc.resetButton.click();
    await expect(calc.field('Account balance')).toHaveValue('10,000');
    await expect(calc.field('Entry price')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Long', exact: true })).toBeChecked();
  });

  test('copy puts the results on the clipboard and confirms it', async ({ page, context, makeUser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const calc = new CalculatorPage(page);
    await calc.open('position-size', await makeUser(), 'Position size calculator');
    await calc.fill({ 'Entry price': '50', 'Stop price': '48' });
    await calc.copyButton.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByText('Results copied to the clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Position size calculator');
    expect(copied).toContain('Position size: 50 shares');
    expect(copied).toContain('Amount at risk: 100.00 USD');
  });

  test('risk/reward: ratio, break-even win rate, totals, a target on the wrong side, and a new trade', async ({
    page,
    makeUser,
  }) => {
    const calc = new CalculatorPage(page);
    await calc.open('risk-reward', await makeUser(), 'Risk/reward calculator');
    await calc.fill({
      Symbol: 'MSFT',
      'Entry price': '100',
      'Stop price': '95',
      'Target price': '110',
      Quantity: '100',
    });
    await expect(calc.headline).toHaveText('2.00');
    await expect(calc.result('risk-to-reward')).toContainText('1 : 2.00');
    await expect(calc.result('breakeven')).toContainText('33.33%');
    await expect(calc.result('total-risk')).toContainText('500.00 USD');
    await expect(calc.warnings.filter({ hasText: 'Risk exceeds 2% of the balance' })).toBeVisible();

    await calc.startTrade.click();
    await expect(page).toHaveURL(/\/trades\/new\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/trades/new');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      symbol: 'MSFT',
      side: 'long',
      entry: '100',
      stop: '95',
      target: '110',
      quantity: '100',
    });

    await page.goBack();
    await expect(calc.headline).toHaveText('2.00');
    await calc.fill({ 'Target price': '90' });
    await expect(calc.fieldError('Target price')).toHaveText(
      'Target must be above entry for a long position',
    );
  });

  test('lot size: Babypips example and an out-of-range risk', async ({ page, makeUser }) => {
    const calc = new CalculatorPage(page);
    await calc.open('lot-size', await makeUser(), 'Lot size calculator');
    // USD 5,000, 1%, EUR/USD, 200 pips -> 0.025 standard lots, 0.02 after the 0.01 step
    await calc.fill({ 'Account balance': '5,000', 'Stop distance': '200' });
    await expect(calc.result('lots')).toContainText('0.02 lots');
    await expect(calc.result('standard-lots')).toContainText('0.025');
    await expect(calc.result('mini-lots')).toContainText('0.25');
    await expect(calc.result('micro-lots')).toContainText('2.50');
    await expect(calc.result('risk-amount')).toContainText('50.00 USD');

    await calc.fill({ Risk: '150' });
    await expect(calc.fieldError('Risk')).toHaveText('Risk % must be at most 100');
  });

  test('pip value: EUR/USD 1 lot is 10 USD; USD/JPY needs its price', async ({ page, makeUser }) => {
    const calc = new CalculatorPage(page);
    await calc.open('pip-value', await makeUser(), 'Pip value calculator');
    await expect(calc.result('pip-value')).toContainText('10.00 USD');

    await calc.fill({ 'Currency pair': 'USD/JPY' });
    await expect(calc.missing).toContainText('Pair price is required');
    await calc.fill({ 'Pair price': '119.80' });
    await expect(calc.result('pip-value')).toContainText('8.3472 USD');

    await calc.fill({ 'Currency pair': 'EURUSD' });
    await expect(calc.fieldError('Currency pair')).toContainText('written BASE/QUOTE');
  });

  test('compound interest: quarterly growth, the daily-gain mode and a bad rate', async ({
    page,
    makeUser,
  }) => {
    const calc = new CalculatorPage(page);
    await calc.open('compound-interest', await makeUser(), 'Compound interest calculator');
    // $1,500 at 4.3% compounded quarterly for 6 years is about $1,938.84
    await calc.fill({ Principal: '1500', 'Annual rate': '4.3', Years: '6' });
    await calc.choose('Compounding', 'Quarterly');
    await expect(calc.result('future-value')).toContainText('1,938.84 USD');

    // $1,000 at 10% a year for 2 years is exactly $1,210
    await calc.fill({ Principal: '1000', 'Annual rate': '10', Years: '2' });
    await calc.choose('Compounding', 'Yearly');
    await expect(calc.result('future-value')).toContainText('1,210.00 USD');
    await expect(calc.result('total-interest')).toContainText('+210.00 USD');

    await calc.fill({ 'Annual rate': '-150' });
    await expect(calc.fieldError('Annual rate')).toHaveText('Annual rate must be greater than -100');

    // 1,000 x 1.01^2 = 1,020.10
    await calc.pick('By a daily gain');
    await calc.fill({ 'Starting balance': '1000', 'Daily gain': '1', 'Trading days': '2' });
    await expect(calc.result('final-balance')).toContainText('1,020.10 USD');
  });

  test('profit/loss: a losing long with its sign and label, R multiple, fees, and a new trade', async ({
    page,
    makeUser,
  }) => {
    const calc = new CalculatorPage(page);
    await calc.open('profit-loss', await makeUser(), 'Profit/loss calculator');
    await calc.fill({
      Symbol: 'AAPL',
      'Entry price': '100',
      'Exit price': '90',
      Quantity: '10',
      'Stop price': '95',
    });
    await expect(calc.headline).toHaveText('-100.00 USD');
    await expect(page.getByTestId('pnl-label')).toHaveText('Loss');
    await expect(calc.result('r-multiple')).toContainText('-2.00 R');
    await expect(calc.result('return')).toContainText('-10.00%');

    await calc.fill({ 'Exit price': '110', 'Entry fee': '1', 'Exit fee': '1' });
    await expect(calc.headline).toHaveText('+98.00 USD');
    await expect(page.getByTestId('pnl-label')).toHaveText('Profit');
    await expect(calc.result('gross')).toContainText('+100.00 USD');

    await calc.fill({ 'Entry fee': '-1' });
    await expect(calc.fieldError('Entry fee')).toHaveText('Entry fee must be at least 0');
    await calc.fill({ 'Entry fee': '1' });

    await calc.startTrade.click();
    await expect(page).toHaveURL(/\/trades\/new\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/trades/new');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      symbol: 'AAPL',
      side: 'long',
      entry: '100',
      stop: '95',
      exit: '110',
      quantity: '10',
    });
  });

  test('margin: a forex position, an account below a 100% margin level, and bad leverage', async ({
    page,
    makeUser,
  }) => {
    const calc = new CalculatorPage(page);
    await calc.open('margin', await makeUser(), 'Margin calculator');
    // 1 standard lot of USD/JPY at 4% margin in a USD account: $100,000 notional, $4,000 margin
    await calc.fill({ 'Currency pair': 'USD/JPY', 'Pair price': '110', Lots: '1' });
    await calc.pick('Percent');
    await calc.fill({ 'Margin requirement': '4' });
    await expect(calc.result('required-margin')).toContainText('4,000.00 USD');
    await expect(calc.result('leverage')).toContainText('25 : 1');

    await calc.pick('Ratio');
    await calc.fill({ Leverage: '0.5' });
    await expect(calc.fieldError('Leverage')).toHaveText('Leverage must be at least 1');

    await calc.pick('Account margin level');
    await calc.fill({ Balance: '10,000', 'Floating P&L': '-500', 'Used margin': '10,000' });
    await expect(calc.result('margin-level')).toContainText('95.00%');
    await expect(calc.result('free-margin')).toContainText('-500.00 USD');
    await expect(calc.warnings.filter({ hasText: 'below 100%' })).toBeVisible();
  });

  test('volatility: Hull’s closes, an uploaded OHLC file with its ATR, and a bad file', async ({
    page,
    makeUser,
  }) => {
    const calc = new CalculatorPage(page);
    await calc.open('volatility', await makeUser(), 'Volatility calculator');
    await expect(calc.missing).toContainText('Paste prices or load a CSV file');
    // Hull, Table 15.1: 21 daily closes, annualised volatility 19.3%
    const hull =
      '20.00 20.10 19.90 20.00 20.50 20.25 20.90 20.90 20.90 20.75 20.75 21.00 21.10 20.90 20.90 21.25 21.40 21.40 21.25 21.75 22.00';
    await calc.fill({ Prices: hull.split(' ').join('\n') });
    await expect(calc.headline).toHaveText('19.302%');
    await expect(calc.result('returns')).toContainText('20');
    await expect(calc.warnings.filter({ hasText: 'Only 20' })).toHaveCount(0);

    // Wikipedia ATR worked by hand: five bars, period 3, last ATR (5/3 + 1.5) / 3 = 1.055556
    const csv = [
      'date,open,high,low,close,volume',
      '2024-01-01,9.2,10,9,9.5,100',
      '2024-01-02,9.6,10.5,9.5,10,100',
      '2024-01-03,10.3,11,10.2,10.8,100',
      '2024-01-04,10.8,10.9,10.4,10.5,100',
      '2024-01-05,11.6,12,11.5,11.8,100',
    ].join('\n');
    await calc.fill({ 'ATR period': '3' });
    await page
      .getByTestId('price-file')
      .setInputFiles({ name: 'bars.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('5 bars with highs and lows, oldest first')).toBeVisible();
    await expect(calc.result('atr')).toContainText('1.055556');
    await expect(calc.warnings.filter({ hasText: 'Only 4 returns' })).toBeVisible();

    const bad = 'date,open,high,low,close\n2024-01-01,1,2,x,1.5\n2024-01-02,1,2,1,1.5';
    await page
      .getByTestId('price-file')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await expect(calc.fieldError('Prices')).toHaveText('Line 2: the low “x” is not a number.');
    await expect(calc.invalid).toBeVisible();
  });

  test('fibonacci: levels of a 10 to 15 swing, projections from C, swing from prices, and a reversed swing', async ({
    page,
    makeUser,
  }) => {
    const calc = new CalculatorPage(page);
    await calc.open('fibonacci', await makeUser(), 'Fibonacci calculator');
    // a 10 -> 15 swing's 23.6% retracement is exactly 13.82
    await calc.fill({ 'Swing high': '15', 'Swing low': '10' });
    const retracements = page.getByTestId('retracements');
    await expect(retracements.locator('tr[data-level="23.6"] td')).toHaveText('13.82');
    await expect(retracements.locator('tr[data-level="61.8"] td')).toHaveText('11.91');
    await expect(page.getByTestId('extensions').locator('tr[data-level="161.8"] td')).toHaveText('23.09');
    await calc.fill({ 'Point C': '12' });
    await expect(page.getByTestId('projections').locator('tr[data-level="100"] td')).toHaveText('17.00');

    await calc.fill({ 'Price series': '100\n98\n97.5\n104\n103' });
    await page.getByRole('button', { name: 'Use this swing' }).click();
    await expect(calc.field('Swing high')).toHaveValue('104');
    await expect(calc.field('Swing low')).toHaveValue('97.5');

    // the same series from an uploaded file of closes
    await page
      .getByTestId('price-file')
      .setInputFiles({ name: 'closes.csv', mimeType: 'text/csv', buffer: Buffer.from('101\n96\n105\n99\n') });
    await page.getByRole('button', { name: 'Use this swing' }).click();
    await expect(calc.field('Swing high')).toHaveValue('105');
    await expect(calc.field('Swing low')).toHaveValue('96');

    await calc.fill({ 'Swing high': '90', 'Point C': '' });
    await expect(calc.fieldError('Swing high')).toHaveText('Swing high must be above swing low');
  });

  test('a calculator fits a 375 px phone screen without sideways scrolling', async ({ page, makeUser }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const calc = new CalculatorPage(page);
    await calc.open('position-size', await makeUser(), 'Position size calculator');
    await calc.fill({ 'Entry price': '50', 'Stop price': '48' });
    await expect(calc.result('size')).toContainText('50 shares');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
