import { resolveInstrument, ruleStrategy, type ResampleOptions, type RuleSettings } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { PlayIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EquityChart } from '@/features/analytics';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useLoadError } from '@/features/errors/use-load-error';
import { useAuth } from '@/lib/auth-context';
import { countOf } from '@/lib/plural';
import { useAppTimeZone } from '@/lib/time-zone';
import { sessionQuery } from '../api/sessions';
import { guessMarketHours, marketHoursChoices } from '../data/market-hours';
import { ohlcvBarsQuery } from '@/lib/price-series';
import { SeriesPicker, type SeriesChoice } from '../data/series-picker';
import { backtestTimeframeOf } from '../data/timeframes';
import { useSeriesList } from '../data/use-series';
import type { RuleRunOutput } from '../worker/backtest-api';
import { BacktestCancelled, startRuleRun, type BacktestJob } from '../worker/worker-client';
import { RuleForm } from './rule-form';
import {
  defaultRuleForm,
  readRuleForm,
  ruleFormOf,
  type RuleFormValues,
  type SessionChoice,
} from './rule-form-state';
import { RunProgress } from './run-progress';
import { RunStatistics } from './run-statistics';
import { RunTradesTable } from './run-trades-table';
import { SaveRun, type RunToSave } from './save-run';
import { readSavedRuleSettings } from './saved-settings';
import { SweepPanel, type SweepResult } from './sweep-panel';
import { TradesChart } from './trades-chart';

const CURRENCY = 'USD';

function sessionChoices(): SessionChoice[] {
  return marketHoursChoices().flatMap((hours) =>
    hours.session === undefined
      ? []
      : [{ id: hours.id, label: hours.label, timeZone: hours.timeZone, session: hours.session }],
  );
}

/** What a run was made from, kept with its output so a changed form does not relabel it. */
interface FinishedRun extends RunToSave {
  output: RuleRunOutput;
}

/**
 * Rule backtests: a saved series at a chosen timeframe, a strategy of the library with its rules,
 * run in a worker with progress and Cancel; the figures, equity, trades and chart; a sweep; Save.
 */
export function RulesPanel() {
  const id = useId();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const timeZone = useAppTimeZone();
  const { handleError } = useErrorHandler();
  const [params, setParams] = useSearchParams();
  const sessions = useMemo(sessionChoices, []);
  const [choice, setChoice] = useState<SeriesChoice | null>(null);
  const [form, setForm] = useState<RuleFormValues>(() => defaultRuleForm());
  const [progress, setProgress] = useState<{ done: number; step: string } | null>(null);
  const [finished, setFinished] = useState<FinishedRun | null>(null);
  const [sweep, setSweep] = useState<SweepResult | null>(null);
  const job = useRef<BacktestJob<RuleRunOutput> | null>(null);
  useEffect(() => () => job.current?.cancel(), []);

  const list = useSeriesList();
  const series = list.data?.find((item) => item.id === choice?.seriesId) ?? null;
  const bars = useQuery({ ...ohlcvBarsQuery(choice?.seriesId ?? ''), enabled: choice !== null });
  const retryBars = useCallback(() => void bars.refetch(), [bars]);
  const barsError = useLoadError(bars.error, retryBars);

  // A saved run opened from the runs list: its series, timeframe and settings back in the form.
  const runId = params.get('run');
  const saved = useQuery({ ...sessionQuery(userId, runId ?? ''), enabled: runId !== null && userId !== '' });
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const session = saved.data;
    if (session === undefined || opened.current === session.id || session.kind !== 'rule') return;
    opened.current = session.id;
    const rule = readSavedRuleSettings(session.settings);
    if (rule !== null) setForm(ruleFormOf(rule, sessions));
    const timeframe = backtestTimeframeOf(session.timeframe ?? '');
    if (session.seriesId !== null && timeframe !== null) setChoice({ seriesId: session.seriesId, timeframe });
  }, [saved.data, sessions]);

  // A new series brings its instrument's tick size and multiplier, which the trader can still change.
  const chooseSeries = (next: SeriesChoice | null) => {
    setChoice(next);
    const symbol = list.data?.find((item) => item.id === next?.seriesId)?.symbol;
    if (symbol !== undefined && next?.seriesId !== choice?.seriesId) {
      const instrument = resolveInstrument(symbol);
      setForm((current) => ({
        ...current,
        tickSize: String(instrument.tickSize ?? 0.01),
        multiplier: String(instrument.multiplier),
      }));
    }
  };

  const read = useMemo(() => readRuleForm(form, { sessions, timeZone }), [form, sessions, timeZone]);
  const valid = Object.keys(read.errors).length === 0 ? read.settings : null;

  const request = useMemo(() => {
    if (choice === null || series === null || bars.data === undefined) return null;
    const stored = backtestTimeframeOf(series.timeframe);
    if (stored === null) return null;
    const hours = guessMarketHours(series.symbol);
    const resample: ResampleOptions | null =
      stored === choice.timeframe
        ? null
        : {
            from: stored,
            to: choice.timeframe,
            timeZone: hours.timeZone,
            ...(hours.session === undefined ? {} : { session: hours.session }),
          };
    return { bars: bars.data, resample };
  }, [choice, series, bars.data]);

  const run = (settings: RuleSettings | null = valid) => {
    if (settings === null || request === null || choice === null || series === null) return;
    job.current?.cancel();
    // The results on screen would belong to other settings from now on.
    setFinished(null);
    setProgress({ done: 0, step: 'Starting' });
    const started = startRuleRun({ ...request, settings }, (done, step) => setProgress({ done, step }));
    job.current = started;
    const made = { settings, seriesId: choice.seriesId, symbol: series.symbol, timeframe: choice.timeframe };
    started.result
      .then((output) => setFinished({ ...made, output, sweep }))
      .catch((error: unknown) => {
        if (!(error instanceof BacktestCancelled)) handleError(error, { retry: () => run(settings) });
      })
      .finally(() => {
        if (job.current === started) {
          job.current = null;
          setProgress(null);
        }
      });
  };

  const openCell = (cell: Record<string, number>) => {
    const next = {
      ...form,
      params: { ...form.params, ...Object.fromEntries(Object.entries(cell).map(([k, v]) => [k, String(v)])) },
    };
    setForm(next);
    const { settings, errors } = readRuleForm(next, { sessions, timeZone });
    if (Object.keys(errors).length === 0) run(settings);
  };

  const strategyLabel = ruleStrategy(form.strategy).label;
  const output = finished?.output;
  return (
    <section className="grid grid-cols-1 gap-5" aria-labelledby={`${id}-heading`} data-testid="rules-panel">
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Rule backtest
        </h2>
        <p className="text-sm text-muted-foreground">
          Run a strategy over a whole series; fills follow the same rules as the replay (gaps fill at the
          open, a bar touching both levels takes the one you choose).
        </p>
      </div>
      {runId !== null && saved.data !== undefined && (
        <p className="text-sm" data-testid="opened-run">
          Settings of the saved run <strong>{saved.data.name}</strong>. Run it to see its trades again.{' '}
          <Button
            variant="link"
            className="h-auto p-0"
            onClick={() => setParams({ tab: 'rules' }, { replace: true })}
          >
            Start afresh
          </Button>
        </p>
      )}
      <SeriesPicker value={choice} onChange={chooseSeries} />
      {choice !== null && bars.isPending && <Skeleton className="h-8 w-64" aria-label="Loading the bars" />}
      {barsError !== null && (
        <LoadFailed
          title="The price data could not be loaded"
          record={barsError}
          fallback="The bars of this series could not be read."
          onRetry={retryBars}
          testId="rules-bars-failed"
        />
      )}
      <RuleForm
        values={form}
        onChange={setForm}
        errors={read.errors}
        sessions={sessions}
        disabled={progress !== null}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => run()}
          disabled={valid === null || request === null || progress !== null}
          data-testid="run-backtest"
        >
          <PlayIcon aria-hidden />
          Run backtest
        </Button>
        {choice === null && <p className="text-sm text-muted-foreground">Choose a series to run on.</p>}
        {valid === null && <p className="text-sm text-destructive">Fix the highlighted settings to run.</p>}
      </div>
      {progress !== null && (
        <RunProgress
          done={progress.done}
          step={progress.step}
          label="Backtest progress"
          onCancel={() => job.current?.cancel()}
        />
      )}

      {finished !== null && output !== undefined && (
        <div className="grid grid-cols-1 gap-5" data-testid="run-results">
          <h3 className="text-base font-semibold">
            {ruleStrategy(finished.settings.strategy).label} on {finished.symbol}, {finished.timeframe}:{' '}
            <span className="font-normal text-muted-foreground tabular-nums">
              {output.bars.length.toLocaleString('en-US')} bars,{' '}
              {countOf(output.statistics.tradeCount, 'closed trade', 'closed trades')}
              {output.statistics.openTradeCount > 0 &&
                `, ${countOf(output.statistics.openTradeCount, 'position', 'positions')} still open at the end (not saved)`}
            </span>
          </h3>
          <RunStatistics statistics={output.statistics} currency={CURRENCY} />
          <Card className="grid min-w-0 grid-cols-1 gap-2 p-4">
            <h4 className="text-sm font-medium">Equity</h4>
            <EquityChart
              curve={output.statistics.equityCurve}
              startingEquity={finished.settings.startingBalance}
              currency={CURRENCY}
              timeZone={timeZone}
              height={260}
              ariaLabel="Equity of the run over time"
            />
          </Card>
          <Card className="grid min-w-0 grid-cols-1 gap-2 p-4">
            <h4 className="text-sm font-medium">Trades on the chart</h4>
            <TradesChart bars={output.bars} trades={output.simulation.trades} timeZone={timeZone} />
          </Card>
          <RunTradesTable
            trades={output.simulation.trades}
            currency={CURRENCY}
            tickSize={finished.settings.tickSize}
          />
          <SaveRun
            key={`${finished.seriesId}-${output.simulation.fills.length}-${JSON.stringify(finished.settings)}`}
            run={finished}
            defaultName={`${strategyLabel} · ${finished.symbol} ${finished.timeframe}`}
          />
        </div>
      )}

      <SweepPanel
        settings={valid}
        request={request}
        currency={CURRENCY}
        onOpen={openCell}
        onResult={setSweep}
      />
    </section>
  );
}
