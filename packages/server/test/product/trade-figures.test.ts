import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresOf, sameDecimal, saveTrades, type Figures, type FillInput } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * The figures the database derives from fills, checked against sums done by hand (docs/metrics.md):
 * long and short, scale in and out, a partial close left open, a plan, an option expiring worthless.
 */

let test: TestServer;
let alice: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

const at = (time: string) => `2026-03-02T${time}:00Z`;
const fill = (
  time: string,
  side: 'buy' | 'sell',
  quantity: string,
  price: string,
  commission = '0',
): FillInput => ({
  executed_at: at(time),
  side,
  quantity,
  price,
  commission,
});

type Expected = Partial<Record<keyof Figures, string | number | null>>;

/** Money and quantities equal as decimals; a repeating ratio given as a fraction's value to 1e-12. */
function expectFigures(actual: Figures, expected: Expected) {
  for (const [key, want] of Object.entries(expected)) {
    const got = actual[key as keyof Figures];
    if (typeof want === 'number' && typeof got === 'string')
      expect(Math.abs(Number(got) - want), `${key}: ${got} vs ${want}`).toBeLessThan(Math.abs(want) * 1e-12);
    else if (typeof want === 'string' && typeof got === 'string' && /^-?\d/.test(want))
      expect(sameDecimal(got, want), `${key}: ${got} vs ${want}`).toBe(true);
    else expect(got, key).toEqual(want);
  }
}

async function saved(trade: Record<string, unknown>): Promise<Figures> {
  const [id] = await saveTrades(alice.client, [trade]);
  return figuresOf(alice.client, id!);
}

describe('trade figures from fills', () => {
  it('a long scaled in and out, closed', async () => {
    const figures = await saved({
      symbol: 'AAPL',
      stop_price: '9.5',
      target_price: '13',
      executions: [
        fill('14:30', 'buy', '100', '10.00', '1'),
        fill('14:45', 'buy', '100', '11.00', '1'),
        fill('15:00', 'sell', '50', '12', '0.5'),
        fill('16:00', 'sell', '150', '10.50', '1.5'),
      ],
    });
    // Cost 1000 + 1100 = 2100 for 200; proceeds 600 + 1575 = 2175.
    expectFigures(figures, {
      side: 'long',
      status: 'closed',
      opened_at: '2026-03-02T14:30:00+00:00',
      closed_at: '2026-03-02T16:00:00+00:00',
      quantity: '200',
      closed_quantity: '200',
      open_quantity: '0',
      entry_price: '10.5',
      exit_price: '10.875',
      gross_pnl: '75',
      fees: '4',
      net_pnl: '71',
      return_pct: (71 / 2100) * 100,
      initial_risk: '200',
      r_multiple: '0.355',
      planned_r: '2.5',
      holding_ms: 5_400_000,
      result: 'win',
      fill_count: 4,
    });
  });

  it('a short future with a multiplier, its fills given out of order', async () => {
    const figures = await saved({
      symbol: 'ES',
      asset_class: 'future',
      multiplier: '50',
      stop_price: '5010.25',
      target_price: '4980.25',
      executions: [
        fill('15:30', 'buy', '1', '5010', '2.25'),
        fill('14:30', 'sell', '2', '5000.25', '2.25'),
        fill('15:00', 'buy', '1', '4990', '2.25'),
      ],
    });
    // (10000.50 - 10000) x 50 = 25; costs 6.75.
    expectFigures(figures, {
      side: 'short',
      status: 'closed',
      entry_price: '5000.25',
      exit_price: '5000',
      gross_pnl: '25',
      fees: '6.75',
      net_pnl: '18.25',
      return_pct: (18.25 / 500025) * 100,
      initial_risk: '1000',
      r_multiple: '0.01825',
      planned_r: '2',
      holding_ms: 3_600_000,
      result: 'win',
    });
  });

  it('a long partly closed and still open: realised so far, costs of every fill', async () => {
    const figures = await saved({
      symbol: 'MSFT',
      stop_price: '95',
      executions: [
        fill('14:30', 'buy', '10', '100', '1'),
        fill('14:40', 'buy', '10', '110', '1'),
        fill('15:00', 'sell', '5', '120', '1'),
      ],
    });
    // Average entry 105: 5 x (120 - 105) = 75 realised.
    expectFigures(figures, {
      status: 'open',
      closed_at: null,
      quantity: '20',
      closed_quantity: '5',
      open_quantity: '15',
      entry_price: '105',
      exit_price: '120',
      gross_pnl: '75',
      fees: '3',
      net_pnl: '72',
      return_pct: (72 / 525) * 100,
      initial_risk: '200',
      r_multiple: '0.36',
      holding_ms: null,
      result: null,
    });
  });

  it('interleaved adds and reductions realise against the average at each exit', async () => {
    const figures = await saved({
      symbol: 'TSLA',
      executions: [
        fill('14:30', 'buy', '10', '100'),
        fill('14:40', 'sell', '5', '110'),
        fill('14:50', 'buy', '5', '120'),
        fill('15:00', 'sell', '5', '100'),
      ],
    });
    // +5 x 10 at an average of 100, then the average is (500 + 600) / 10 = 110: 5 x -10.
    expectFigures(figures, {
      status: 'open',
      quantity: '15',
      closed_quantity: '10',
      open_quantity: '5',
      entry_price: 1600 / 15,
      exit_price: '105',
      gross_pnl: '0',
      net_pnl: '0',
      initial_risk: null,
      r_multiple: null,
    });
  });

  it('fractional crypto that goes exactly flat (0.1 + 0.2 - 0.3)', async () => {
    const figures = await saved({
      symbol: 'BTC/USDT',
      asset_class: 'crypto',
      executions: [
        fill('14:30', 'buy', '0.1', '40000'),
        fill('14:31', 'buy', '0.2', '41000'),
        fill('14:32', 'sell', '0.3', '42000'),
      ],
    });
    expectFigures(figures, { status: 'closed', gross_pnl: '400', entry_price: 12200 / 0.3, result: 'win' });
  });

  it('an option expiring worthless, x100', async () => {
    const figures = await saved({
      symbol: 'SPY260320C600',
      asset_class: 'option',
      multiplier: '100',
      executions: [fill('14:30', 'buy', '2', '1.50', '1.30'), fill('20:00', 'sell', '2', '0')],
    });
    expectFigures(figures, {
      status: 'closed',
      exit_price: '0',
      gross_pnl: '-300',
      net_pnl: '-301.30',
      return_pct: (-301.3 / 300) * 100,
      result: 'loss',
    });
  });

  it('a plan: only its risk and planned R', async () => {
    const figures = await saved({
      symbol: 'XOM',
      side: 'short',
      entry_price: '50',
      stop_price: '52',
      target_price: '44',
      quantity: '100',
    });
    expectFigures(figures, {
      side: 'short',
      status: 'planned',
      entry_price: '50',
      quantity: '100',
      initial_risk: '200',
      planned_r: '3',
      gross_pnl: null,
      net_pnl: null,
      return_pct: null,
      r_multiple: null,
      result: null,
      fill_count: 0,
    });
  });

  it('a stop at the entry gives a risk of 0 and no R; a net within a cent of 0 is break-even', async () => {
    const figures = await saved({
      symbol: 'IBM',
      stop_price: '100',
      target_price: '110',
      executions: [fill('14:30', 'buy', '3', '100', '0.004'), fill('15:30', 'sell', '3', '100')],
    });
    expectFigures(figures, {
      initial_risk: '0',
      r_multiple: null,
      planned_r: null,
      net_pnl: '-0.004',
      result: 'breakeven',
    });
  });
});
