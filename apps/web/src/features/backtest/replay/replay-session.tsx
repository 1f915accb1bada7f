import {
  backtestStatistics,
  closedResult,
  replaySnapshot,
  type BacktestTimeframe,
  type OhlcvBar,
} from '@edgelog/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/lib/format';
import { useAppTimeZone } from '@/lib/time-zone';
import type { SeriesSummary } from '@/lib/price-series';
import { EMPTY_DRAFT, readDraft, riskSizedQuantity, type DraftContext, type OrderDraft } from './order-draft';
import { OrderTicket } from './order-ticket';
import { ReplayChart, type ChartLevel, type LevelKind, type ReplayChartHandle } from './replay-chart';
import { ReplayControls } from './replay-controls';
import { defaultSettings, readSettings } from './replay-settings';
import { defaultStart } from './replay-start';
import { ReplayStats } from './replay-stats';
import { ReplayTrades } from './replay-trades';
import { SessionSettingsForm } from './session-settings-form';
import { useReplay } from './use-replay';
import { useReplayKeys } from './use-replay-keys';
import { withoutShot, withShot, type TradeShots } from './chart-shots';
import { SaveSession } from './save-session';
import type { ReplaySave } from './use-save-replay';

const priceOf = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
};

/** One replay of one series at one timeframe: the chart, the clock, the ticket, the figures, the save. */
export function ReplaySession({
  series,
  timeframe,
  bars,
  lowerTimeframe,
}: {
  series: SeriesSummary;
  timeframe: BacktestTimeframe;
  bars: readonly OhlcvBar[];
  /** The saved bars when the replay runs on them resampled: they tell which level a bar reached first. */
  lowerTimeframe: readonly OhlcvBar[] | null;
}) {
  const timeZone = useAppTimeZone();
  const format = useFormat();
  const chart = useRef<ReplayChartHandle>(null);
  const replay = useReplay(bars.length, defaultStart(bars.length));
  const { state } = replay;
  const [settingsForm, setSettingsForm] = useState(() => defaultSettings(series.symbol));
  const [draft, setDraft] = useState<OrderDraft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [shots, setShots] = useState<TradeShots>({});
  const [startText, setStartText] = useState(String(state.start + 1));
  const read = readSettings(settingsForm);
  // The last settings that read, so a half-typed figure does not blank the replay.
  const [settings, setSettings] = useState(() => (read.ok ? read : null));
  useEffect(() => {
    if (read.ok && JSON.stringify(read) !== JSON.stringify(settings)) setSettings(read);
  }, [read, settings]);

  const engine = useMemo(
    () =>
      settings === null
        ? null
        : {
            ...settings.settings,
            ...(lowerTimeframe ? { lowerTimeframe } : {}),
          },
    [settings, lowerTimeframe],
  );
  const snapshot = useMemo(
    () => (engine ? replaySnapshot(bars, state.cursor, state.orders, engine, state.start) : null),
    [bars, state.cursor, state.orders, engine, state.start],
  );
  const startingBalance = settings?.settings.startingBalance ?? 0;
  const stats = useMemo(
    () =>
      snapshot
        ? backtestStatistics(closedResult(snapshot), { startingBalance, timeZone, symbol: series.symbol })
        : null,
    [snapshot, startingBalance, timeZone, series.symbol],
  );
  const last = bars[state.cursor];
  const context: DraftContext | null =
    snapshot && settings && last
      ? {
          cursor: state.cursor,
          lastClose: last.close,
          balance: snapshot.balance,
          riskPct: settings.riskPct,
          tickSize: settings.settings.tickSize,
          multiplier: settings.settings.multiplier ?? 1,
          assetClass: settingsForm.assetClass,
          symbol: series.symbol,
          currency: settingsForm.currency,
        }
      : null;
  const currency = settingsForm.currency || 'USD';

  const place = (side: 'long' | 'short') => {
    if (!context || !snapshot) return;
    if (snapshot.position || snapshot.pending) {
      setProblem('One position at a time: close it, or cancel the working order, first.');
      return;
    }
    if (replay.atEnd) {
      setProblem('This is the last bar of the series: there is no next bar to fill on.');
      return;
    }
    const result = readDraft(draft, side, context);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    replay.place(result.order);
  };
  const close = () => {
    if (!snapshot?.position) return;
    replay.place({ action: 'exit', barIndex: state.cursor });
  };
  const togglePlay = () => replay.setPlaying(!state.playing);
  useReplayKeys({
    togglePlay,
    step: replay.step,
    buy: () => place('long'),
    sell: () => place('short'),
    close,
  });

  const levels = useMemo((): ChartLevel[] => {
    if (!snapshot) return [];
    const list: ChartLevel[] = [];
    const add = (kind: LevelKind, price: number | null | undefined, title: string, draggable: boolean) => {
      if (price !== null && price !== undefined) list.push({ kind, price, title, draggable });
    };
    if (snapshot.position) {
      add('entry', snapshot.position.entry, 'Entry', false);
      add('stop', snapshot.position.stop, 'Stop', false);
      add('target', snapshot.position.target, 'Target', false);
    } else if (snapshot.pending) {
      const order = snapshot.pending;
      add('limit', order.limitPrice, 'Limit', false);
      add('stop', order.stop && 'price' in order.stop ? order.stop.price : null, 'Stop', false);
      add('target', order.target && 'price' in order.target ? order.target.price : null, 'Target', false);
    } else {
      if (draft.type === 'limit') add('limit', priceOf(draft.limitPrice), 'Limit', true);
      add('stop', priceOf(draft.stop), 'Stop', true);
      add('target', priceOf(draft.target), 'Target', true);
    }
    return list;
  }, [snapshot, draft]);

  const drag = (kind: LevelKind, price: number) => {
    const text = String(price);
    setDraft((current) =>
      kind === 'limit'
        ? { ...current, limitPrice: text }
        : kind === 'stop'
          ? { ...current, stop: text }
          : kind === 'target'
            ? { ...current, target: text }
            : current,
    );
  };
  const placeLevels = () => {
    if (!last || !settings) return;
    // A stop one average bar range away (of the last 14 shown), the target twice as far.
    const recent = bars.slice(Math.max(0, state.cursor - 13), state.cursor + 1);
    const range = recent.reduce((sum, bar) => sum + bar.high - bar.low, 0) / Math.max(1, recent.length);
    const tick = settings.settings.tickSize;
    const round = (price: number) => Number((Math.round(price / tick) * tick).toFixed(10));
    const distance = Math.max(tick, range);
    setDraft((current) => ({
      ...current,
      stop: String(round(last.close - distance)),
      target: String(round(last.close + 2 * distance)),
    }));
  };

  const stopPrice = priceOf(draft.stop);
  const sized =
    draft.sizeMode === 'risk' && context && stopPrice !== null
      ? riskSizedQuantity(priceOf(draft.limitPrice) ?? context.lastClose, stopPrice, context)
      : null;

  const restartAt = () => {
    const bar = Number(startText);
    const start = Number.isInteger(bar) ? Math.min(Math.max(bar - 1, 0), bars.length - 2) : state.start;
    setNotes({});
    setShots({});
    setProblem(null);
    replay.restart(start);
  };
  // The chart shows no bar past the cursor, so the picture holds only what the trader saw.
  const attachChart = (index: number) => {
    const url = chart.current?.screenshot();
    if (url) setShots((current) => withShot(current, index, url));
  };
  const screenshot = () => {
    const url = chart.current?.screenshot();
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${series.symbol.replace('/', '')}-${timeframe}-replay.png`;
    link.click();
  };

  if (!snapshot || !stats || !settings || !last)
    return <p className="text-sm text-destructive">{read.ok ? 'The series has no bars.' : read.message}</p>;

  return (
    <div className="flex flex-col gap-4" data-testid="replay-session" data-replay-keys="">
      <SessionSettingsForm
        value={settingsForm}
        onChange={setSettingsForm}
        problem={read.ok ? null : read.message}
      />
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="replay-start">Start at bar (1–{bars.length})</Label>
          <Input
            id="replay-start"
            className="w-28"
            inputMode="numeric"
            value={startText}
            onChange={(event) => setStartText(event.target.value)}
          />
        </div>
        <Button variant="outline" onClick={restartAt}>
          Start here
        </Button>
        <p className="text-xs text-muted-foreground tabular-nums">
          Started at {format.dateTime(bars[state.start]?.time ?? last.time)} · now{' '}
          {format.dateTime(last.time)}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-2">
          <ReplayChart
            ref={chart}
            bars={bars}
            cursor={state.cursor}
            fills={snapshot.result.fills}
            levels={levels}
            tickSize={settings.settings.tickSize}
            timeZone={timeZone}
            onDrag={drag}
          />
          <ReplayControls
            playing={state.playing}
            atEnd={replay.atEnd}
            speed={state.speed}
            cursor={state.cursor}
            start={state.start}
            barCount={bars.length}
            onPlay={togglePlay}
            onStep={replay.step}
            onSpeed={replay.setSpeed}
          />
          <p className="text-sm tabular-nums" data-testid="replay-pnl">
            Session P&amp;L:{' '}
            <span className={snapshot.sessionPnl < 0 ? 'text-destructive' : 'text-success'}>
              {format.money(snapshot.sessionPnl, { currency, signed: true })}
            </span>{' '}
            <span className="text-muted-foreground">
              ({snapshot.sessionPnl < 0 ? 'loss' : snapshot.sessionPnl > 0 ? 'gain' : 'flat'}, open trade
              marked at the close) · Balance {format.money(snapshot.balance, { currency })}
            </span>
          </p>
        </div>
        <OrderTicket
          draft={draft}
          onChange={setDraft}
          onBuy={() => place('long')}
          onSell={() => place('short')}
          onClose={close}
          onCancel={() => snapshot.pending && replay.cancel(snapshot.pending)}
          onPlaceLevels={placeLevels}
          position={snapshot.position}
          pending={snapshot.pending}
          sizedQuantity={sized}
          problem={problem}
          riskPct={settings.riskPct}
          currency={currency}
        />
      </div>
      <ReplayStats
        stats={stats}
        equityCurve={snapshot.equityCurve}
        startingBalance={startingBalance}
        currency={currency}
        timeZone={timeZone}
      />
      <section className="flex flex-col gap-2" aria-labelledby="replay-trades-title">
        <h3 id="replay-trades-title" className="text-sm font-medium">
          Trades
        </h3>
        <ReplayTrades
          trades={snapshot.closed}
          notes={notes}
          onNote={(index, note) => setNotes((current) => ({ ...current, [index]: note }))}
          shots={shots}
          onAttach={attachChart}
          onRemoveShot={(index, at) => setShots((current) => withoutShot(current, index, at))}
          openIndex={snapshot.position ? snapshot.closed.length : null}
          currency={currency}
        />
      </section>
      <SaveSession
        defaultName={`${series.symbol} ${timeframe} replay`}
        tradeCount={snapshot.closed.length}
        onScreenshot={screenshot}
        toSave={(name): ReplaySave => ({
          name,
          seriesId: series.id,
          symbol: series.symbol,
          timeframe,
          settings: {
            start: new Date(bars[state.start]?.time ?? last.time).toISOString(),
            speed: state.speed,
            fillPriority: settingsForm.bothTouched,
            ...settings.settings,
            riskPct: settings.riskPct,
            assetClass: settingsForm.assetClass,
            currency,
          },
          results: {
            statistics: Object.fromEntries(
              Object.entries(stats).filter(([, value]) => typeof value !== 'object'),
            ),
            equity: snapshot.equityCurve.slice(-500),
          },
          trades: snapshot.closed,
          notes,
          shots,
          options: {
            symbol: series.symbol,
            assetClass: settingsForm.assetClass,
            multiplier: settings.settings.multiplier ?? 1,
            currency,
          },
        })}
      />
    </div>
  );
}
