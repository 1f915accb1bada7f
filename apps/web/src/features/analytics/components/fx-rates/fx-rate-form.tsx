import type { ErrorRecord } from '@edgelog/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { closeFromPriceData, saveFxRate, type FxRateSource } from '../../api/fx-rates';
import {
  checkFxRateForm,
  normalizePair,
  pairLabel,
  pairProblem,
  type FxRateField,
  type FxRateFormValues,
} from '../../lib/fx-rates-form';

/** Today in the browser's calendar, as the date box writes it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const NO_TOUCH: Readonly<Record<FxRateField, boolean>> = { pair: false, day: false, rate: false };

/**
 * Adds a rate, each field checked as it is typed: typed by the trader, or the latest close of the
 * trader's own price data for the pair on or before the date.
 */
export function FxRateForm({
  suggestedPairs,
  onSaved,
}: {
  suggestedPairs: readonly string[];
  onSaved: () => void | Promise<void>;
}) {
  const id = useId();
  const [values, setValues] = useState<FxRateFormValues>(() => ({
    pair: suggestedPairs[0] ?? '',
    day: today(),
    rate: '',
  }));
  const [touched, setTouched] = useState(NO_TOUCH);
  const [source, setSource] = useState<FxRateSource>('typed');
  const [lookup, setLookup] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);
  const { handleError } = useErrorHandler();

  const check = checkFxRateForm(values);
  const errorOf = (field: FxRateField) => (!check.ok && touched[field] ? check.errors[field] : undefined);

  const change = (field: FxRateField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    // A rate read from price data is for that pair and day, as it was read.
    setSource('typed');
    setLookup(null);
  };

  const save = useMutation({
    mutationFn: async () => {
      if (!check.ok) throw new Error('The rate has fields to correct.');
      await saveFxRate(check.draft, source);
    },
    onMutate: () => setSaveError(null),
    onError: (error) => setSaveError(handleError(error, { retry: () => save.mutate() })),
    onSuccess: async () => {
      setValues((v) => ({ ...v, rate: '' }));
      setTouched(NO_TOUCH);
      setSource('typed');
      setLookup(null);
      await onSaved();
    },
  });

  const fromPriceData = useMutation({
    mutationFn: async () => {
      const pair = normalizePair(values.pair);
      return { pair, day: values.day, found: await closeFromPriceData(pair, values.day) };
    },
    onMutate: () => setLookup(null),
    onError: (error) => handleError(error, { retry: () => fromPriceData.mutate() }),
    onSuccess: ({ pair, day, found }) => {
      if (!found) {
        setLookup(
          `No saved price data for ${pairLabel(pair)} on or before ${day}. Upload bars on the price data page, or type the rate.`,
        );
        return;
      }
      setValues((v) => ({ ...v, rate: found.close }));
      setTouched((t) => ({ ...t, rate: true }));
      setSource('price_data');
      setLookup(
        `The close of the bar starting ${found.at.replace('T', ' ').replace(/:00Z$/, ' UTC')}, from your price data.`,
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ pair: true, day: true, rate: true });
    if (check.ok) save.mutate();
  };
  const canLookUp = pairProblem(values.pair) === null && !(!check.ok && check.errors.day);

  return (
    <form
      noValidate
      aria-label="Add a rate"
      className="grid gap-3 rounded-lg border bg-muted/30 p-3"
      onSubmit={submit}
    >
      {suggestedPairs.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="fx-suggested-pairs">
          <span className="text-muted-foreground">Needed for your figures:</span>
          {suggestedPairs.map((pair) => (
            <Button
              key={pair}
              type="button"
              variant="outline"
              size="sm"
              aria-pressed={normalizePair(values.pair) === pair}
              onClick={() => change('pair', pair)}
            >
              {pairLabel(pair)}
            </Button>
          ))}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={`${id}-pair`} label="Pair" error={errorOf('pair')} hint="Like EURUSD or EUR/USD.">
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="EURUSD"
              value={values.pair}
              onChange={(e) => change('pair', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-day`} label="Date" error={errorOf('day')}>
          {(a11y) => (
            <Input {...a11y} type="date" value={values.day} onChange={(e) => change('day', e.target.value)} />
          )}
        </FormField>
        <FormField
          id={`${id}-rate`}
          label="Rate"
          error={errorOf('rate')}
          hint={
            check.ok || !check.errors.pair
              ? `${normalizePair(values.pair).slice(3)} per 1 ${normalizePair(values.pair).slice(0, 3)}.`
              : undefined
          }
        >
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="off"
              inputMode="decimal"
              spellCheck={false}
              className="text-right tabular-nums"
              placeholder="1.0842"
              value={values.rate}
              onChange={(e) => change('rate', e.target.value)}
            />
          )}
        </FormField>
      </div>
      {lookup && (
        <p className="text-xs text-muted-foreground" role="status" data-testid="fx-lookup">
          {lookup}
        </p>
      )}
      {saveError && (
        <Alert variant="destructive" data-testid="fx-save-error">
          <AlertTitle>The rate was not saved</AlertTitle>
          <AlertDescription>
            {saveError.userMessage} ({saveError.code})
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!canLookUp || fromPriceData.isPending}
          onClick={() => fromPriceData.mutate()}
        >
          {fromPriceData.isPending ? 'Reading price data…' : 'Use my price data'}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Add rate'}
        </Button>
      </div>
    </form>
  );
}
