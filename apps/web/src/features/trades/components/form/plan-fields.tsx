import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { TradeFormState } from './use-trade-form';

type DecimalField = 'stop' | 'target' | 'mae' | 'mfe';

/** Risk and excursions: the stop R is measured against, the target, the MAE and MFE seen. */
export function RiskFields({ form }: { form: TradeFormState }) {
  const { values, set, errorOf } = form;
  const field = (name: DecimalField, id: string, label: string, hint: string) => (
    <FormField id={id} label={label} error={errorOf(name)} hint={hint}>
      {(a11y) => (
        <Input
          {...a11y}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          className="text-right tabular-nums"
        />
      )}
    </FormField>
  );
  return (
    <div role="group" aria-label="Risk" className="grid gap-4 sm:grid-cols-2">
      {field('stop', 'trade-stop', 'Stop price', 'The initial stop; R needs it.')}
      {field('target', 'trade-target', 'Target price', 'Optional; planned R needs it.')}
      {field('mae', 'trade-mae', 'MAE', 'Most the trade went against you, in money. Optional.')}
      {field('mfe', 'trade-mfe', 'MFE', 'Most the trade went your way, in money. Optional.')}
    </div>
  );
}

const SCORES = ['1', '2', '3', '4', '5'];

/** Rating and confidence, 1 to 5, both optional. */
export function ScoreFields({ form }: { form: TradeFormState }) {
  const { values, set, errorOf } = form;
  const score = (name: 'rating' | 'confidence', id: string, label: string, hint: string) => (
    <FormField id={id} label={label} error={errorOf(name)} hint={hint}>
      {(a11y) => (
        <NativeSelect {...a11y} value={values[name]} onChange={(event) => set(name, event.target.value)}>
          <option value="">Not rated</option>
          {SCORES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
  return (
    <div role="group" aria-label="Scores" className="grid gap-4 sm:grid-cols-2">
      {score('rating', 'trade-rating', 'Rating', 'How well you executed, 1 to 5.')}
      {score('confidence', 'trade-confidence', 'Confidence', 'How sure you were going in, 1 to 5.')}
    </div>
  );
}
