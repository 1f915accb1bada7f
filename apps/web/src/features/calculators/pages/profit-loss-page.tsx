import { profitLossInfo } from '@edgelog/core';
import { useMemo } from 'react';
import { CalculatorScreen } from '../components/calculator-screen';
import { ProfitLossInputs } from '../components/profit-loss/profit-loss-inputs';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import {
  PROFIT_LOSS_DEFAULTS,
  computeProfitLoss,
  profitLossPrefill,
  profitLossView,
} from '../lib/profit-loss';

export function ProfitLossPage() {
  const form = useCalculatorForm('profit-loss', PROFIT_LOSS_DEFAULTS);
  const { values } = form;
  const outcome = useMemo(() => computeProfitLoss(values), [values]);
  const view = useMemo(
    () => (outcome.result ? profitLossView(values, outcome.result) : null),
    [values, outcome.result],
  );
  return (
    <CalculatorScreen
      title="Profit/loss calculator"
      description="The net result of a trade after fees, its return on the position and its R multiple."
      onReset={form.reset}
      inputs={<ProfitLossInputs form={form} errors={outcome.fieldErrors} />}
      outcome={outcome}
      view={view}
      formula={[{ info: profitLossInfo }]}
      prefill={profitLossPrefill(values, outcome.result)}
    />
  );
}
