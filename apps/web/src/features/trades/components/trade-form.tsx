import { checkTradeForm, type TradeFormValues } from '@edgelog/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toLocalInput } from '../lib/local-datetime';
import { saveTradeDraft } from '../lib/trade-draft';
import { tradeFormSchema } from '../lib/trade-schema';
import { RadioChoice } from './radio-choice';
import { TradeFiguresPanel } from './trade-figures-panel';

const INSTRUMENTS = [
  { value: 'stock', label: 'Stock' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'forex', label: 'Forex' },
  { value: 'futures', label: 'Futures' },
] as const;
const SIDES = [
  { value: 'long', label: 'Long' },
  { value: 'short', label: 'Short' },
] as const;
const STATUSES = [
  { value: 'planned', label: 'Planned' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const;
const SYMBOL_PLACEHOLDERS: Record<string, string> = { stock: 'AAPL', crypto: 'BTC/USDT', futures: 'ESZ5' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={title} className="col-span-full grid gap-4 sm:grid-cols-2">
      <h3 className="col-span-full border-b pb-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </div>
  );
}

/**
 * The new-trade form. Every field is kept as typed text; the trade's rules (core's checkTradeForm)
 * explain each refused value beside its field. Whatever the user changes is kept as a draft.
 */
export function TradeForm({
  initialValues,
  draftKey,
  saving,
  onSubmit,
  onCancel,
}: {
  initialValues: TradeFormValues;
  draftKey: string | null;
  saving: boolean;
  onSubmit: (values: TradeFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<TradeFormValues>({
    resolver: zodResolver(tradeFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { register, formState, setValue, getValues } = form;
  const { errors } = formState;
  const values = useWatch({ control: form.control }) as TradeFormValues;
  const forex = values.instrument === 'forex';
  const closed = values.status === 'closed';

  // A change made by the user (not the first render) is kept as the draft.
  useEffect(() => {
    if (draftKey === null) return;
    const subscription = form.watch((next, { name }) => {
      if (name) saveTradeDraft(draftKey, { ...getValues(), ...next } as TradeFormValues);
    });
    return () => subscription.unsubscribe();
  }, [form, draftKey, getValues]);

  // An open or closed trade needs its times; start them at now rather than empty.
  useEffect(() => {
    if (values.status !== 'planned' && getValues('openedAt') === '')
      setValue('openedAt', toLocalInput(new Date()));
    if (values.status === 'closed' && getValues('closedAt') === '')
      setValue('closedAt', toLocalInput(new Date()));
  }, [values.status, getValues, setValue]);

  const submit = form.handleSubmit((checked) => {
    // The resolver already ran the same check; this narrows the values to a savable trade.
    if (checkTradeForm(checked).ok) onSubmit(checked);
  });

  const text = (name: keyof TradeFormValues, extra: Record<string, unknown> = {}) => ({
    ...register(name),
    autoComplete: 'off',
    spellCheck: false,
    ...extra,
  });
  const number = (name: keyof TradeFormValues) =>
    text(name, { inputMode: 'decimal', className: 'text-right tabular-nums' });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Trade</CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} aria-label="New trade" className="grid gap-6">
            <Section title="What and which way">
              <FormField id="trade-instrument" label="Instrument" error={errors.instrument?.message}>
                {(a11y) => (
                  <NativeSelect {...a11y} {...register('instrument')}>
                    {INSTRUMENTS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField
                id="trade-symbol"
                label={forex ? 'Currency pair' : 'Symbol'}
                error={errors.symbol?.message}
                hint={forex ? 'Written BASE/QUOTE, like EUR/USD.' : undefined}
              >
                {(a11y) => (
                  <Input
                    {...a11y}
                    {...text('symbol', {
                      autoCapitalize: 'characters',
                      placeholder: forex ? 'EUR/USD' : (SYMBOL_PLACEHOLDERS[values.instrument] ?? 'AAPL'),
                    })}
                  />
                )}
              </FormField>
              <RadioChoice
                legend="Side"
                name="side"
                options={SIDES}
                register={(value) => (
                  <input type="radio" value={value} className="sr-only" {...register('side')} />
                )}
              />
              <RadioChoice
                legend="Status"
                name="status"
                options={STATUSES}
                register={(value) => (
                  <input type="radio" value={value} className="sr-only" {...register('status')} />
                )}
              />
            </Section>

            <Section title="Prices and size">
              <FormField id="trade-entry" label="Entry price" error={errors.entry?.message}>
                {(a11y) => <Input {...a11y} {...number('entry')} />}
              </FormField>
              <FormField
                id="trade-quantity"
                label="Quantity"
                error={errors.quantity?.message}
                hint={
                  forex
                    ? 'Units of the base currency (1 lot = 100,000).'
                    : values.instrument === 'futures'
                      ? 'Contracts.'
                      : undefined
                }
              >
                {(a11y) => <Input {...a11y} {...number('quantity')} />}
              </FormField>
              <FormField id="trade-stop" label="Stop price" error={errors.stop?.message} hint="Optional.">
                {(a11y) => <Input {...a11y} {...number('stop')} />}
              </FormField>
              <FormField
                id="trade-target"
                label="Target price"
                error={errors.target?.message}
                hint="Optional."
              >
                {(a11y) => <Input {...a11y} {...number('target')} />}
              </FormField>
              {closed && (
                <FormField id="trade-exit" label="Exit price" error={errors.exit?.message}>
                  {(a11y) => <Input {...a11y} {...number('exit')} />}
                </FormField>
              )}
              <FormField
                id="trade-fees"
                label="Fees"
                error={errors.fees?.message}
                hint="Commissions and charges, in total; 0 when empty."
              >
                {(a11y) => <Input {...a11y} {...number('fees')} placeholder="0" />}
              </FormField>
            </Section>

            <Section title="When">
              <FormField
                id="trade-opened-at"
                label="Opened at"
                error={errors.openedAt?.message}
                hint={values.status === 'planned' ? 'Optional for a planned trade.' : 'In your time zone.'}
              >
                {(a11y) => <Input type="datetime-local" {...a11y} {...register('openedAt')} />}
              </FormField>
              {closed && (
                <FormField id="trade-closed-at" label="Closed at" error={errors.closedAt?.message}>
                  {(a11y) => <Input type="datetime-local" {...a11y} {...register('closedAt')} />}
                </FormField>
              )}
            </Section>

            <Section title="Review">
              <FormField
                id="trade-notes"
                label="Notes"
                error={errors.notes?.message}
                hint="Why you took it, how it went. Up to 5,000 characters."
                className="col-span-full"
              >
                {(a11y) => <Textarea {...a11y} rows={4} {...register('notes')} />}
              </FormField>
            </Section>

            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving…' : 'Save trade'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <TradeFiguresPanel values={values} />
    </div>
  );
}
