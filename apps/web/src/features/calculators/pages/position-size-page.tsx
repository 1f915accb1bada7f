import { positionSizeInfo } from '@edgelog/core';
import { useMemo } from 'react';
import { CalculatorLayout } from '../components/calculator-layout';
import { FormulaCard } from '../components/formula-card';
import { PositionSizeInputs } from '../components/position-size/position-size-inputs';
import { ResultPanel } from '../components/result-panel';
import { StartTradeButton } from '../components/start-trade-button';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import {
  POSITION_SIZE_DEFAULTS,
  computePositionSize,
  positionSizePrefill,
  positionSizeView,
} from '../lib/position-size';

const TITLE = 'Position size calculator';

export function PositionSizePage() {
  const form = useCalculatorForm('position-size', POSITION_SIZE_DEFAULTS);
  const { values } = form;
  const outcome = useMemo(() => computePositionSize(values), [values]);
  const view = useMemo(
    () => (outcome.result ? positionSizeView(values, outcome.result) : null),
    [values, outcome.result],
  );
  const prefill = positionSizePrefill(values, outcome.result);
  return (
    <CalculatorLayout
      title={TITLE}
      description="How many shares, coins, contracts or lots to trade so that a stop-out loses only what you chose to risk."
      onReset={form.reset}
      inputs={<PositionSizeInputs form={form} errors={outcome.fieldErrors} />}
      result={
        <ResultPanel
          title={TITLE}
          state={outcome}
          headline={view?.headline ?? null}
          lines={view?.lines ?? []}
          warnings={view?.warnings ?? []}
          actions={<StartTradeButton prefill={prefill ?? {}} disabled={prefill === null} />}
        />
      }
      formula={<FormulaCard items={[{ info: positionSizeInfo }]} />}
    />
  );
}
