import { riskRewardInfo } from '@edgelog/core';
import { useMemo } from 'react';
import { CalculatorScreen } from '../components/calculator-screen';
import { RiskRewardInputs } from '../components/risk-reward/risk-reward-inputs';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import {
  RISK_REWARD_DEFAULTS,
  riskRewardFromDefaults,
  computeRiskReward,
  riskRewardPrefill,
  riskRewardView,
} from '../lib/risk-reward';

export function RiskRewardPage() {
  const form = useCalculatorForm('risk-reward', RISK_REWARD_DEFAULTS, {
    fromDefaults: riskRewardFromDefaults,
  });
  const { values } = form;
  const outcome = useMemo(() => computeRiskReward(values), [values]);
  const view = useMemo(
    () => (outcome.result ? riskRewardView(values, outcome.result) : null),
    [values, outcome.result],
  );
  return (
    <CalculatorScreen
      title="Risk/reward calculator"
      description="What a planned trade risks against what it aims to make, and the win rate it needs to break even."
      onReset={form.reset}
      onUseMyDefaults={form.myDefaults ? form.applyMyDefaults : null}
      inputs={<RiskRewardInputs form={form} errors={outcome.fieldErrors} />}
      outcome={outcome}
      view={view}
      formula={[{ info: riskRewardInfo }]}
      prefill={riskRewardPrefill(values, outcome.result)}
    />
  );
}
