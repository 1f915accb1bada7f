import { compoundInterestInfo } from '@edgelog/core';
import { useMemo } from 'react';
import { CalculatorScreen } from '../components/calculator-screen';
import { CompoundInputs } from '../components/compound/compound-inputs';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { COMPOUND_DEFAULTS, compoundView, computeCompound } from '../lib/compound-interest';

export function CompoundInterestPage() {
  const form = useCalculatorForm('compound-interest', COMPOUND_DEFAULTS);
  const { values } = form;
  const outcome = useMemo(() => computeCompound(values), [values]);
  const view = useMemo(
    () => (outcome.result ? compoundView(values, outcome.result) : null),
    [values, outcome.result],
  );
  return (
    <CalculatorScreen
      title="Compound interest calculator"
      description="How a balance grows with a steady return and regular contributions, or a daily gain compounded."
      onReset={form.reset}
      inputs={<CompoundInputs form={form} errors={outcome.fieldErrors} />}
      outcome={outcome}
      view={view}
      formula={[{ info: compoundInterestInfo }]}
    />
  );
}
