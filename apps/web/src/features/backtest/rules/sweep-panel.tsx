import {
  axisValues,
  ruleStrategy,
  SWEEP_METRICS,
  type RuleSettings,
  type RuleSweepAxes,
  type SweepCell,
  type SweepMetric,
} from '@edgelog/core';
import { TriangleAlertIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import type { RuleRunRequest } from '../worker/backtest-api';
import { BacktestCancelled, startRuleSweep, type BacktestJob } from '../worker/worker-client';
import { readNumber } from './rule-form-state';
import { RunProgress } from './run-progress';
import { SweepGrid, type SweepGridProps } from './sweep-grid';

/** More runs than this in one sweep would take minutes on a long series; the page says so first. */
export const MAX_SWEEP_CELLS = 400;

interface Axis {
  param: string;
  from: string;
  to: string;
  step: string;
}

function kindOf(metric: SweepMetric): SweepGridProps['kind'] {
  switch (metric) {
    case 'netPnl':
    case 'expectancy':
    case 'maxDrawdown':
      return 'money';
    case 'winRatePct':
      return 'pct';
    case 'expectancyR':
      return 'r';
    case 'tradeCount':
      return 'count';
    default:
      return 'ratio';
  }
}

function axisOf(settings: Pick<RuleSettings, 'strategy' | 'params'>, index: number): Axis {
  const spec = ruleStrategy(settings.strategy).params[index];
  if (spec === undefined) return { param: 'none', from: '', to: '', step: '' };
  const value = settings.params[spec.key] ?? spec.default;
  const step = spec.integer ? Math.max(1, Math.round(value / 5)) : spec.step;
  return {
    param: spec.key,
    from: String(Math.max(spec.min, value - 2 * step)),
    to: String(Math.min(spec.max, value + 2 * step)),
    step: String(step),
  };
}

export interface SweepResult {
  axes: RuleSweepAxes;
  metric: SweepMetric;
  rows: SweepCell[][];
}

/**
 * A parameter sweep: one or two of the strategy's numeric parameters over a range, every cell a
 * run in the worker, shown as a heat map of the chosen figure. Clicking a cell runs that one.
 */
export function SweepPanel({
  settings,
  request,
  currency,
  onOpen,
  onResult,
}: {
  /** The form's settings, valid; null while the form has problems. */
  settings: RuleSettings | null;
  /** The bars and timeframe to sweep over; null until a series is loaded. */
  request: Omit<RuleRunRequest, 'settings'> | null;
  currency: string;
  onOpen: (params: Record<string, number>) => void;
  onResult: (result: SweepResult | null) => void;
}) {
  const id = useId();
  const { handleError } = useErrorHandler();
  const strategy = settings?.strategy ?? 'ma-cross';
  const [first, setFirst] = useState<Axis>(() => axisOf(settings ?? { strategy, params: {} }, 0));
  const [second, setSecond] = useState<Axis>({ param: 'none', from: '', to: '', step: '' });
  const [metric, setMetric] = useState<SweepMetric>('netPnl');
  const [progress, setProgress] = useState<{ done: number; step: string } | null>(null);
  const [result, setResult] = useState<SweepResult | null>(null);
  const job = useRef<BacktestJob<SweepCell[][]> | null>(null);

  // Another strategy has other parameters: the axes start again from its own.
  const lastStrategy = useRef(strategy);
  useEffect(() => {
    if (lastStrategy.current === strategy || settings === null) return;
    lastStrategy.current = strategy;
    setFirst(axisOf(settings, 0));
    setSecond({ param: 'none', from: '', to: '', step: '' });
    setResult(null);
    onResult(null);
  }, [strategy, settings, onResult]);
  useEffect(() => () => job.current?.cancel(), []);

  const params = ruleStrategy(strategy).params;
  const values1 = axisValues(readNumber(first.from), readNumber(first.to), readNumber(first.step));
  const values2 =
    second.param === 'none'
      ? []
      : axisValues(readNumber(second.from), readNumber(second.to), readNumber(second.step));
  const cells = values1.length * (second.param === 'none' ? 1 : values2.length);
  const problem =
    values1.length === 0
      ? 'Give the first parameter a range: from ≤ to, and a step above 0.'
      : second.param !== 'none' && values2.length === 0
        ? 'Give the second parameter a range: from ≤ to, and a step above 0.'
        : second.param === first.param
          ? 'Choose two different parameters.'
          : cells > MAX_SWEEP_CELLS
            ? `${cells} runs is more than ${MAX_SWEEP_CELLS}: widen the steps.`
            : null;

  const run = () => {
    if (settings === null || request === null || problem !== null) return;
    const axes: RuleSweepAxes = {
      param: first.param,
      values: values1,
      ...(second.param === 'none' ? {} : { param2: second.param, values2 }),
    };
    setProgress({ done: 0, step: 'Starting' });
    const started = startRuleSweep({ ...request, settings, axes, metric }, (done, step) =>
      setProgress({ done, step }),
    );
    job.current = started;
    started.result
      .then((rows) => {
        const next = { axes, metric, rows };
        setResult(next);
        onResult(next);
      })
      .catch((error: unknown) => {
        if (!(error instanceof BacktestCancelled)) handleError(error, { retry: run });
      })
      .finally(() => {
        if (job.current === started) job.current = null;
        setProgress(null);
      });
  };

  const axisFields = (label: string, axis: Axis, setAxis: (axis: Axis) => void, optional: boolean) => (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border p-3 sm:grid-cols-4">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <FormField id={`${id}-${label}-param`} label="Parameter">
        {(a11y) => (
          <NativeSelect
            {...a11y}
            value={axis.param}
            onChange={(event) => {
              const index = params.findIndex((spec) => spec.key === event.target.value);
              setAxis(
                index < 0 ? { ...axis, param: 'none' } : axisOf(settings ?? { strategy, params: {} }, index),
              );
            }}
          >
            {optional && <option value="none">None (one axis)</option>}
            {params.map((spec) => (
              <option key={spec.key} value={spec.key}>
                {spec.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {axis.param !== 'none' &&
        (['from', 'to', 'step'] as const).map((key) => (
          <FormField
            key={key}
            id={`${id}-${label}-${key}`}
            label={key === 'from' ? 'From' : key === 'to' ? 'To' : 'Step'}
          >
            {(a11y) => (
              <Input
                {...a11y}
                inputMode="decimal"
                className="text-right tabular-nums"
                value={axis[key]}
                onChange={(event) => setAxis({ ...axis, [key]: event.target.value })}
              />
            )}
          </FormField>
        ))}
    </fieldset>
  );

  const chosen = SWEEP_METRICS.find((item) => item.metric === (result?.metric ?? metric)) ?? SWEEP_METRICS[0];
  return (
    <section className="grid grid-cols-1 gap-4" aria-labelledby={`${id}-heading`} data-testid="sweep-panel">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        Parameter sweep
      </h3>
      <div className="grid gap-3 lg:grid-cols-2">
        {axisFields('First parameter', first, setFirst, false)}
        {axisFields('Second parameter', second, setSecond, true)}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FormField id={`${id}-metric`} label="Colour cells by" className="w-56">
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={metric}
              onChange={(event) =>
                setMetric(
                  SWEEP_METRICS.find((item) => item.metric === event.target.value)?.metric ?? 'netPnl',
                )
              }
            >
              {SWEEP_METRICS.map((item) => (
                <option key={item.metric} value={item.metric}>
                  {item.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button
          onClick={run}
          disabled={settings === null || request === null || problem !== null || progress !== null}
        >
          Run sweep ({cells} {cells === 1 ? 'run' : 'runs'})
        </Button>
        {problem !== null && <p className="text-sm text-destructive">{problem}</p>}
        {settings === null && (
          <p className="text-sm text-muted-foreground">Fix the settings above to sweep.</p>
        )}
      </div>
      {progress !== null && (
        <RunProgress
          done={progress.done}
          step={progress.step}
          label="Sweep progress"
          onCancel={() => job.current?.cancel()}
        />
      )}
      {result !== null && chosen !== undefined && (
        <>
          <Alert data-testid="sweep-in-sample">
            <TriangleAlertIcon aria-hidden />
            <AlertTitle>The best cell is in-sample</AlertTitle>
            <AlertDescription>
              It was picked on the very bars it is scored on, so it flatters the rule. Expect worse on data
              the sweep has not seen: check it on another period or market before trusting it.
            </AlertDescription>
          </Alert>
          <SweepGrid
            rows={result.rows}
            param={params.find((spec) => spec.key === result.axes.param)?.label ?? result.axes.param}
            param2={
              result.axes.param2 === undefined
                ? null
                : (params.find((spec) => spec.key === result.axes.param2)?.label ?? result.axes.param2)
            }
            metricLabel={chosen.label}
            kind={kindOf(chosen.metric)}
            currency={currency}
            higherIsBetter={chosen.higherIsBetter}
            onOpen={(cell) =>
              onOpen({
                [result.axes.param]: cell.value,
                ...(result.axes.param2 === undefined || cell.value2 === null
                  ? {}
                  : { [result.axes.param2]: cell.value2 }),
              })
            }
          />
        </>
      )}
    </section>
  );
}
