import { BASE_CURRENCIES, MARKETS, MAX_BIO_LENGTH, TRADING_STYLES, type ErrorRecord } from '@edgelog/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { journalChanged } from '@/features/analytics';
import { setAppTimeZone } from '@/lib/time-zone';
import { profileKeys } from '../api/keys';
import { saveProfile, type ProfileRow } from '../api/profile';
import { changedColumns, formValuesOf, type ProfileFormState } from '../lib/profile-form';
import { MARKET_ORDER, profileFormSchema } from '../lib/profile-lists';
import { TimeZoneCombobox } from './time-zone-combobox';

/**
 * Who the trader is: name, style and markets, base currency, time zone and a short bio. A save
 * writes only what changed; a failure keeps every field as typed and says why beside the button.
 */
export function ProfileForm({ userId, profile }: { userId: string; profile: ProfileRow }) {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [saveError, setSaveError] = useState<ErrorRecord | null>(null);
  const form = useForm<ProfileFormState>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValuesOf(profile),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;

  // A change saved elsewhere (another tab) shows here unless the trader is editing.
  const { reset } = form;
  useEffect(() => {
    if (!isDirty) reset(formValuesOf(profile));
  }, [profile, isDirty, reset]);

  const mutation = useMutation({
    mutationFn: async (values: ProfileFormState) => {
      const columns = changedColumns(profile, values, new Date(), MARKET_ORDER);
      await saveProfile(userId, columns);
      return columns;
    },
    onMutate: () => setSaveError(null),
    onError: (error, values) => setSaveError(handleError(error, { retry: () => mutation.mutate(values) })),
    onSuccess: async (columns, values) => {
      reset(values);
      toast.success('Profile saved');
      if (columns.timezone !== undefined) {
        setAppTimeZone(columns.timezone);
        // The analytics read the zone with the journal: every day boundary moves with it.
        void journalChanged(queryClient, userId);
      }
      await queryClient.invalidateQueries({ queryKey: profileKeys.row(userId) });
    },
  });

  const bioLength = form.watch('bio').length;

  return (
    <Card aria-labelledby="profile-details-title">
      <CardHeader>
        <CardTitle id="profile-details-title">Details</CardTitle>
        <CardDescription>
          Your name greets you at the top of every page. The time zone sets where each day starts and ends in
          the calendar, the trade log and every figure by day.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Profile"
          className="grid gap-5 sm:grid-cols-2"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <FormField
            id="profile-full-name"
            label="Full name"
            error={errors.fullName?.message}
            className="sm:col-span-2"
          >
            {(a11y) => <Input {...a11y} autoComplete="name" {...form.register('fullName')} />}
          </FormField>
          <FormField id="profile-trading-style" label="Trading style" error={errors.tradingStyle?.message}>
            {(a11y) => (
              <NativeSelect {...a11y} {...form.register('tradingStyle')}>
                <option value="">Not set</option>
                {TRADING_STYLES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id="profile-base-currency"
            label="Base currency"
            hint="Figures across accounts are converted into it."
            error={errors.baseCurrency?.message}
          >
            {(a11y) => (
              <NativeSelect {...a11y} {...form.register('baseCurrency')}>
                {BASE_CURRENCIES.map((currency) => (
                  <option key={currency.value} value={currency.value}>
                    {currency.value} — {currency.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <fieldset
            className="flex min-w-0 flex-col gap-2 sm:col-span-2"
            aria-describedby="profile-markets-error"
          >
            <legend className="mb-2 text-sm leading-none font-medium">Markets you trade</legend>
            <Controller
              control={form.control}
              name="markets"
              render={({ field }) => (
                <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
                  {MARKETS.map((option) => {
                    const id = `profile-market-${option.value}`;
                    return (
                      <label key={option.value} htmlFor={id} className="flex items-center gap-2 text-sm">
                        <Checkbox
                          id={id}
                          checked={field.value.includes(option.value)}
                          onCheckedChange={(checked) =>
                            field.onChange(
                              checked === true
                                ? [...field.value, option.value]
                                : field.value.filter((market) => market !== option.value),
                            )
                          }
                        />
                        {option.label}
                      </label>
                    );
                  })}
                </div>
              )}
            />
            {errors.markets?.message && (
              <p id="profile-markets-error" className="text-xs text-destructive" data-testid="field-error">
                {errors.markets.message}
              </p>
            )}
          </fieldset>
          <FormField
            id="profile-time-zone"
            label="Time zone"
            hint="Days in the calendar and the trade log start at midnight here."
            error={errors.timeZone?.message}
            className="sm:col-span-2"
          >
            {(a11y) => (
              <Controller
                control={form.control}
                name="timeZone"
                render={({ field }) => (
                  <TimeZoneCombobox
                    a11y={a11y}
                    value={field.value}
                    onChange={(zone) => {
                      field.onChange(zone);
                      field.onBlur();
                    }}
                  />
                )}
              />
            )}
          </FormField>
          <FormField
            id="profile-bio"
            label="Bio"
            hint={
              <span className="tabular-nums" aria-live="polite">
                {bioLength} / {MAX_BIO_LENGTH} characters
              </span>
            }
            error={errors.bio?.message}
            className="sm:col-span-2"
          >
            {(a11y) => (
              <Textarea
                {...a11y}
                rows={4}
                placeholder="How you trade, in a few lines."
                {...form.register('bio')}
              />
            )}
          </FormField>
          {saveError && (
            <Alert variant="destructive" className="sm:col-span-2" data-testid="save-error">
              <AlertTitle>The profile was not saved</AlertTitle>
              <AlertDescription>
                {saveError.userMessage} ({saveError.code})
              </AlertDescription>
            </Alert>
          )}
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving…' : 'Save profile'}
            </Button>
            {isDirty && !mutation.isPending && (
              <Button type="button" variant="ghost" onClick={() => reset(formValuesOf(profile))}>
                Discard changes
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
