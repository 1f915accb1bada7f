import { RULE_STRATEGIES, ruleStrategy } from '@edgelog/core';
import { useId, type ReactNode } from 'react';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paramsText, type RuleFormValues, type SessionChoice } from './rule-form-state';

interface RuleFormProps {
  values: RuleFormValues;
  onChange: (values: RuleFormValues) => void;
  errors: Record<string, string>;
  sessions: readonly SessionChoice[];
  disabled?: boolean;
}

/** The fields typed as free text (numbers, times, the zone). */
type TextKey = {
  [K in keyof RuleFormValues]: string extends RuleFormValues[K] ? K : never;
}[keyof RuleFormValues];

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border p-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The rule backtest's settings: strategy and parameters, exits, size, hours, fills and costs. */
export function RuleForm({ values, onChange, errors, sessions, disabled = false }: RuleFormProps) {
  const id = useId();
  const set = <K extends keyof RuleFormValues>(key: K, value: RuleFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const spec = ruleStrategy(values.strategy);

  const number = (key: TextKey, label: string, field: string, hint?: string) => (
    <FormField id={`${id}-${key}`} label={label} error={errors[field]} hint={hint}>
      {(a11y) => (
        <Input
          {...a11y}
          inputMode="decimal"
          className="text-right tabular-nums"
          value={String(values[key])}
          disabled={disabled}
          onChange={(event) => onChange({ ...values, [key]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <div className="grid gap-4" data-testid="rule-form">
      <Group legend="Strategy">
        <FormField
          id={`${id}-strategy`}
          label="Strategy"
          hint={spec.description}
          className="sm:col-span-2 lg:col-span-1"
        >
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={values.strategy}
              disabled={disabled}
              onChange={(event) => {
                const strategy = RULE_STRATEGIES.find((item) => item.id === event.target.value)?.id;
                if (strategy === undefined) return;
                onChange({ ...values, strategy, params: paramsText(strategy) });
              }}
            >
              {RULE_STRATEGIES.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {spec.params.map((param) => (
          <FormField
            key={param.key}
            id={`${id}-param-${param.key}`}
            label={param.label}
            error={errors[`params.${param.key}`]}
            hint={param.help}
          >
            {(a11y) => (
              <Input
                {...a11y}
                inputMode={param.integer ? 'numeric' : 'decimal'}
                className="text-right tabular-nums"
                value={values.params[param.key] ?? ''}
                disabled={disabled}
                onChange={(event) =>
                  onChange({ ...values, params: { ...values.params, [param.key]: event.target.value } })
                }
              />
            )}
          </FormField>
        ))}
        <FormField id={`${id}-direction`} label="Direction">
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={values.direction}
              disabled={disabled}
              onChange={(event) =>
                set(
                  'direction',
                  event.target.value === 'long' ? 'long' : event.target.value === 'short' ? 'short' : 'both',
                )
              }
            >
              <option value="both">Long and short</option>
              <option value="long">Long only</option>
              <option value="short">Short only</option>
            </NativeSelect>
          )}
        </FormField>
      </Group>

      <Group legend="Stop and target">
        <FormField id={`${id}-stop-kind`} label="Stop" error={errors['stop']}>
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={values.stopKind}
              disabled={disabled}
              onChange={(event) => {
                const kind = event.target.value;
                set('stopKind', kind === 'price' ? 'price' : kind === 'atr' ? 'atr' : 'none');
              }}
            >
              <option value="atr">ATR multiple</option>
              <option value="price">Price distance</option>
              <option value="none">No stop</option>
            </NativeSelect>
          )}
        </FormField>
        {values.stopKind === 'price' && number('stopDistance', 'Stop distance (price)', 'stop.distance')}
        {values.stopKind === 'atr' && (
          <>
            {number('stopAtr', 'Stop (× ATR)', 'stop.multiple')}
            {number('stopAtrPeriod', 'ATR period (bars)', 'stop.period')}
          </>
        )}
        <FormField id={`${id}-target-kind`} label="Target" error={errors['target']}>
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={values.targetKind}
              disabled={disabled}
              onChange={(event) => {
                const kind = event.target.value;
                set(
                  'targetKind',
                  kind === 'price' ? 'price' : kind === 'atr' ? 'atr' : kind === 'r' ? 'r' : 'none',
                );
              }}
            >
              <option value="r">Multiple of the stop (R)</option>
              <option value="atr">ATR multiple</option>
              <option value="price">Price distance</option>
              <option value="none">No target</option>
            </NativeSelect>
          )}
        </FormField>
        {values.targetKind === 'price' &&
          number('targetDistance', 'Target distance (price)', 'target.distance')}
        {values.targetKind === 'atr' && (
          <>
            {number('targetAtr', 'Target (× ATR)', 'target.multiple')}
            {number('targetAtrPeriod', 'ATR period (bars)', 'target.period')}
          </>
        )}
        {values.targetKind === 'r' && number('targetR', 'Target (R)', 'target.multiple')}
      </Group>

      <Group legend="Position size">
        <FormField id={`${id}-sizing`} label="Sizing" error={errors['sizing']}>
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={values.sizingKind}
              disabled={disabled}
              onChange={(event) => set('sizingKind', event.target.value === 'risk' ? 'risk' : 'fixed')}
            >
              <option value="fixed">Fixed size</option>
              <option value="risk">Fixed risk (% of equity)</option>
            </NativeSelect>
          )}
        </FormField>
        {values.sizingKind === 'fixed'
          ? number('quantity', 'Size (units)', 'sizing.quantity')
          : number(
              'riskPercent',
              'Risk per trade (%)',
              'sizing.percent',
              'Loss at the stop, as a share of equity.',
            )}
        {number('startingBalance', 'Starting balance', 'startingBalance')}
      </Group>

      <Group legend="Trading hours">
        <FormField
          id={`${id}-session`}
          label="Session filter"
          error={errors['session']}
          hint="Entries only inside the hours; positions are closed at each session's last bar."
          className="sm:col-span-2 lg:col-span-1"
        >
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={values.session}
              disabled={disabled}
              onChange={(event) => set('session', event.target.value)}
            >
              <option value="none">Any time</option>
              {sessions.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
              <option value="custom">Custom hours</option>
            </NativeSelect>
          )}
        </FormField>
        {values.session === 'custom' && (
          <>
            {number('sessionOpen', 'Opens (HH:MM)', 'session')}
            {number('sessionClose', 'Closes (HH:MM)', 'session')}
            {number('sessionTimeZone', 'Time zone', 'session', 'An IANA zone, such as Europe/London.')}
            <div className="flex items-center gap-2 self-end pb-2">
              <Checkbox
                id={`${id}-weekdays`}
                checked={values.sessionWeekdays}
                disabled={disabled}
                onCheckedChange={(checked) => set('sessionWeekdays', checked === true)}
              />
              <Label htmlFor={`${id}-weekdays`}>Monday to Friday only</Label>
            </div>
          </>
        )}
      </Group>

      <Group legend="Fills and costs">
        <FormField
          id={`${id}-fill`}
          label="A bar touching stop and target"
          hint="Used when no finer bars tell which came first."
        >
          {(a11y) => (
            <NativeSelect
              {...a11y}
              value={values.fillPriority}
              disabled={disabled}
              onChange={(event) =>
                set('fillPriority', event.target.value === 'target-first' ? 'target-first' : 'stop-first')
              }
            >
              <option value="stop-first">Stop first (cautious)</option>
              <option value="target-first">Target first</option>
            </NativeSelect>
          )}
        </FormField>
        {number('commissionPerUnit', 'Commission per unit', 'commissionPerUnit')}
        {number('commissionPerOrder', 'Commission per order', 'commissionPerOrder')}
        {number(
          'slippageTicks',
          'Slippage (ticks)',
          'slippageTicks',
          'Against you on market and stop fills.',
        )}
        {number('tickSize', 'Tick size', 'tickSize')}
        {number('multiplier', 'Multiplier', 'multiplier', 'Money per 1.0 of price per unit (50 for ES).')}
      </Group>
    </div>
  );
}
