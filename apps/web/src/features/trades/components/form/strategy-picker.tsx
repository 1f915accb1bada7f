import { Link } from 'react-router';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { StrategyLookup } from '../../api/lookups';
import { useRovingFocus } from './roving-focus';
import type { TradeFormState } from './use-trade-form';

/**
 * The strategy the trade followed and, rule by rule, whether it kept to it. Archived playbooks are
 * left out, unless the trade already has one.
 */
export function StrategyPicker({
  form,
  strategies,
}: {
  form: TradeFormState;
  strategies: readonly StrategyLookup[];
}) {
  const { values, patch, set, errorOf } = form;
  const offered = strategies.filter(
    (strategy) => strategy.archived_at === null || strategy.id === values.strategyId,
  );
  const ruleKeys = useRovingFocus<HTMLFieldSetElement>();
  const chosen = strategies.find((strategy) => strategy.id === values.strategyId);
  const toggle = (ruleId: string, followed: boolean) =>
    set(
      'followedRuleIds',
      followed
        ? [...values.followedRuleIds.filter((id) => id !== ruleId), ruleId]
        : values.followedRuleIds.filter((id) => id !== ruleId),
    );
  return (
    <div role="group" aria-label="Strategy" className="grid gap-3">
      <FormField
        id="trade-strategy"
        label="Strategy"
        error={errorOf('strategyId')}
        hint={
          <>
            Archived playbooks are not offered.{' '}
            <Link to="/strategies" className="font-medium text-foreground underline underline-offset-4">
              Manage playbooks
            </Link>
          </>
        }
      >
        {(a11y) => (
          <NativeSelect
            {...a11y}
            value={values.strategyId}
            onChange={(event) => patch({ strategyId: event.target.value, followedRuleIds: [] })}
          >
            <option value="">No strategy</option>
            {offered.map((strategy) => (
              <option key={strategy.id} value={strategy.id}>
                {strategy.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {chosen && chosen.rules.length > 0 && (
        <fieldset
          ref={ruleKeys.ref}
          onKeyDown={ruleKeys.onKeyDown}
          onFocus={ruleKeys.onFocus}
          className="grid gap-2 rounded-md border p-3"
        >
          <legend className="px-1 text-sm font-medium">Rules followed</legend>
          <p className="text-xs text-muted-foreground">Arrow keys move between rules, Space ticks one.</p>
          {chosen.rules.map((rule) => {
            const id = `trade-rule-${rule.id}`;
            return (
              <div key={rule.id} className="flex items-start gap-2">
                <Checkbox
                  id={id}
                  data-roving-item
                  checked={values.followedRuleIds.includes(rule.id)}
                  onCheckedChange={(checked) => toggle(rule.id, checked === true)}
                />
                <Label htmlFor={id} className="leading-snug font-normal">
                  {rule.text}
                </Label>
              </div>
            );
          })}
        </fieldset>
      )}
      {chosen && chosen.rules.length === 0 && (
        <p className="text-xs text-muted-foreground">This strategy has no rules to check yet.</p>
      )}
    </div>
  );
}
