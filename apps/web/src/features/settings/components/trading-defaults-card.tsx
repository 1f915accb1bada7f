import {
  checkTradingDefaults,
  groupThousands,
  type ErrorRecord,
  type TradingDefaultsForm,
} from '@edgelog/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { loadSupabase } from '@/lib/supabase';
import { SettingsCardTitle } from './settings-section';

// The user's row of public.user_settings, made by the first save. Invalidating ['user-settings']
// after a save also refreshes the calculators' copy (['user-settings', userId]).
const defaultsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['user-settings', userId, 'trading-defaults'] as const,
    queryFn: async (): Promise<TradingDefaultsForm> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('user_settings')
        .select(
          'currency:default_account_currency, balance:default_account_balance::text, risk:default_risk_pct::text',
        )
        .maybeSingle();
      if (error) throw error;
      const row = z
        .object({
          currency: z.string().nullable(),
          balance: z.string().nullable(),
          risk: z.string().nullable(),
        })
        .nullable()
        .parse(data);
      return {
        accountCurrency: row?.currency ?? '',
        accountBalance: row?.balance ? groupThousands(row.balance) : '',
        riskPct: row?.risk ?? '',
      };
    },
  });

const schema = z
  .object({ accountCurrency: z.string(), accountBalance: z.string(), riskPct: z.string() })
  .superRefine((values, context) => {
    const check = checkTradingDefaults(values);
    if (check.ok) return;
    for (const issue of check.issues)
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });

const FIELDS = [
  {
    name: 'accountCurrency',
    label: 'Account currency',
    hint: 'Three letters, like USD or EUR.',
    inputMode: 'text',
    className: 'uppercase',
  },
  {
    name: 'accountBalance',
    label: 'Account balance',
    hint: 'What the calculators size positions against.',
    inputMode: 'decimal',
    className: 'text-right tabular-nums',
  },
  {
    name: 'riskPct',
    label: 'Risk per trade (%)',
    hint: 'Share of the balance one stop-out may lose; many traders keep it at 1–2%.',
    inputMode: 'decimal',
    className: 'text-right tabular-nums',
  },
] as const;

/**
 * The defaults the position size, lot size and risk/reward calculators start from. Each is
 * optional; an empty field clears it.
 */
export function TradingDefaultsCard() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [failure, setFailure] = useState<ErrorRecord | null>(null);
  const current = useQuery({ ...defaultsQuery(userId), enabled: user !== null });
  const form = useForm<TradingDefaultsForm>({
    resolver: zodResolver(schema),
    defaultValues: { accountCurrency: '', accountBalance: '', riskPct: '' },
  });
  const { errors } = form.formState;

  const { reset } = form;
  useEffect(() => {
    if (current.data) reset(current.data);
  }, [current.data, reset]);

  const save = useMutation({
    mutationFn: async (values: TradingDefaultsForm) => {
      const check = checkTradingDefaults(values);
      if (!check.ok) throw new Error('Some defaults need correcting.');
      const supabase = await loadSupabase();
      const { error } = await supabase.from('user_settings').upsert(
        {
          default_account_currency: check.defaults.accountCurrency,
          default_account_balance: check.defaults.accountBalance,
          default_risk_pct: check.defaults.riskPct,
        },
        { onConflict: 'user_id' },
      );
      if (error) throw error;
    },
    onMutate: () => setFailure(null),
    // The catalogue's words in the card too: what was typed stays in the form to try again.
    onError: (error) => setFailure(handleError(error)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['user-settings'] });
      toast.success('Calculator defaults saved');
    },
  });

  return (
    <Card aria-labelledby="trading-defaults-title">
      <CardHeader>
        <SettingsCardTitle id="trading-defaults-title">Calculators</SettingsCardTitle>
        <CardDescription>
          The calculators start from these when they have nothing of yours remembered, and offer “Use my
          defaults” at any time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Calculator defaults"
          className="grid gap-4 sm:grid-cols-3"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          {FIELDS.map((field) => {
            const id = `trading-defaults-${field.name}`;
            const error = errors[field.name]?.message;
            return (
              <div key={field.name} className="flex min-w-0 flex-col gap-1.5" data-field={field.label}>
                <Label htmlFor={id}>{field.label}</Label>
                <Input
                  id={id}
                  autoComplete="off"
                  spellCheck={false}
                  inputMode={field.inputMode}
                  className={field.className}
                  disabled={current.isPending && user !== null}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : `${id}-hint`}
                  {...form.register(field.name)}
                />
                {error ? (
                  <p id={`${id}-error`} className="text-xs text-destructive" data-testid="field-error">
                    {error}
                  </p>
                ) : (
                  <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                    {field.hint}
                  </p>
                )}
              </div>
            );
          })}
          {failure && (
            <Alert variant="destructive" className="sm:col-span-3">
              <AlertDescription>{`${failure.userMessage} (${failure.code})`}</AlertDescription>
            </Alert>
          )}
          <div className="sm:col-span-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save defaults'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
