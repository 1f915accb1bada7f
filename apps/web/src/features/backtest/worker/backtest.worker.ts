// The backtest worker: a rule backtest or a sweep over a whole series, off the page's thread, so the
// page stays responsive; Cancel ends the worker itself, so nothing here checks for it.
import { resampleBars, ruleSweepRow, runRuleBacktest, type OhlcvBar } from '@edgelog/core';
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
    progress(0.2, `Running the strategy over ${bars.length.toLocaleString('en-US')} bars`);
    const { simulation, statistics } = runRuleBacktest(bars, request.settings);
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
