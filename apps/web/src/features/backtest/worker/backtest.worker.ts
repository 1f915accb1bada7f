// The backtest worker: a rule backtest or a sweep over a whole series, off the page's thread, so the
// page stays responsive; Cancel ends the worker itself, so nothing here checks for it.
import {
  backtestStatistics,
  resampleBars,
  ruleOrders,
  ruleSimulationOptions,
  ruleSweepRow,
  simulate,
  type OhlcvBar,
} from '@edgelog/core';
import { expose } from 'comlink';
import type { BacktestWorkerApi, ProgressListener, RuleRunRequest } from './backtest-api';

function barsOf(request: RuleRunRequest, progress: ProgressListener): OhlcvBar[] {
  if (request.resample === null) return [...request.bars];
  progress(0.05, 'Resampling the bars');
  return resampleBars(request.bars, request.resample);
}

const api: BacktestWorkerApi = {
  async run(request, progress) {
    const bars = barsOf(request, progress);
    const { settings } = request;
    const count = bars.length.toLocaleString('en-US');
    // The same steps as core's runRuleBacktest, told one by one.
    progress(0.1, `Finding the strategy's signals over ${count} bars`);
    const orders = ruleOrders(bars, settings);
    progress(0.4, `Filling ${orders.length.toLocaleString('en-US')} orders`);
    const simulation = simulate(bars, orders, ruleSimulationOptions(settings));
    progress(0.8, `Computing the statistics of ${simulation.trades.length.toLocaleString('en-US')} trades`);
    const statistics = backtestStatistics(simulation, {
      startingBalance: settings.startingBalance,
      timeZone: settings.timeZone,
    });
    progress(1, 'Done');
    return { bars, simulation, statistics };
  },
  async sweep(request, progress) {
    const bars = barsOf(request, progress);
    const { axes, metric } = request;
    const rows = [];
    const cells = axes.values.length * (axes.param2 === undefined ? 1 : (axes.values2?.length ?? 0));
    for (const [i, value] of axes.values.entries()) {
      progress(i / axes.values.length, `Row ${i + 1} of ${axes.values.length} (${cells} runs in all)`);
      rows.push(ruleSweepRow(bars, request.settings, axes, value, metric));
    }
    progress(1, 'Done');
    return rows;
  },
};

expose(api);
