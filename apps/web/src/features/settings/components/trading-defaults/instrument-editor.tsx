import { ASSET_CLASSES } from '@edgelog/core';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { InstrumentInput } from './api';
import { checkInstrumentForm, type InstrumentFormIssues, type InstrumentFormValues } from './instrument-form';

const CLASS_LABELS: Record<(typeof ASSET_CLASSES)[number], string> = {
  stock: 'Stock',
  option: 'Option',
  future: 'Future',
  forex: 'Forex',
  crypto: 'Crypto',
  cfd: 'CFD',
};

export function classLabel(assetClass: string): string {
  const labels: Readonly<Record<string, string | undefined>> = CLASS_LABELS;
  return labels[assetClass] ?? assetClass;
}

const FIELDS = [
  { name: 'multiplier', label: 'Multiplier', hint: 'Money per 1.0 of price, per unit.' },
  { name: 'tickSize', label: 'Tick size', hint: 'Smallest price step; empty keeps the default.' },
  { name: 'pipSize', label: 'Pip size', hint: 'Forex and CFDs; empty keeps the default.' },
  { name: 'quoteCurrency', label: 'Quote currency', hint: 'Three letters; empty keeps the default.' },
] as const;

/**
 * The form for one override: a new symbol, or a built-in or existing row being changed (its
 * symbol fixed then, as the row is found by it).
 */
export function InstrumentEditor({
  initial,
  symbolFixed,
  defaults,
  saving,
  serverIssues,
  onSave,
  onCancel,
}: {
  initial: InstrumentFormValues;
  symbolFixed: boolean;
  defaults: Partial<InstrumentFormValues>;
  saving: boolean;
  serverIssues: InstrumentFormIssues;
  onSave: (input: InstrumentInput) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<InstrumentFormIssues>({});
  const shown = { ...issues, ...serverIssues };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkInstrumentForm(values);
    setIssues(check.ok ? {} : check.issues);
    if (check.ok) onSave(check.input);
  };
  const bind = (name: keyof InstrumentFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form
      noValidate
      aria-label={symbolFixed ? `Override ${values.symbol}` : 'Add an instrument'}
      onSubmit={submit}
      className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <FormField id="instrument-symbol" label="Symbol" error={shown.symbol}>
        {(a11y) => (
          <Input
            {...a11y}
            {...bind('symbol')}
            readOnly={symbolFixed}
            autoComplete="off"
            spellCheck={false}
            className="uppercase"
          />
        )}
      </FormField>
      <FormField id="instrument-class" label="Asset class" error={shown.assetClass}>
        {(a11y) => (
          <NativeSelect {...a11y} {...bind('assetClass')}>
            {ASSET_CLASSES.map((assetClass) => (
              <option key={assetClass} value={assetClass}>
                {classLabel(assetClass)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`instrument-${field.name}`}
          label={field.label}
          error={shown[field.name]}
          hint={field.hint}
        >
          {(a11y) => (
            <Input
              {...a11y}
              {...bind(field.name)}
              placeholder={defaults[field.name]}
              autoComplete="off"
              inputMode={field.name === 'quoteCurrency' ? 'text' : 'decimal'}
              className={field.name === 'quoteCurrency' ? 'uppercase' : 'text-right'}
            />
          )}
        </FormField>
      ))}
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save instrument'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
