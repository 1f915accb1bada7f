import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useLoadError } from '@/features/errors/use-load-error';
import { useRemoveWithUndo } from '@/features/trash';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { isDuplicateName } from '@/lib/errors';
import { COMMISSION_KINDS, type CommissionKind } from '@edgelog/core';
import { SettingsCardTitle } from '../settings-section';
import {
  accountChoicesQuery,
  commissionDefaultsQuery,
  saveCommissionDefault,
  tradingDefaultsKeys,
  type CommissionDefault,
} from './api';
import {
  checkCommissionForm,
  EMPTY_COMMISSION_FORM,
  type CommissionFormIssues,
  type CommissionFormValues,
} from './commission-form';

// A charge per contract may have more than cents (0.35, 0.125): shown as saved.
const CHARGE_DIGITS = { decimals: 2, maxDecimals: 10 } as const;

const KIND_LABELS: Record<CommissionKind, string> = {
  per_unit: 'Per contract or unit',
  per_share: 'Per share, with a minimum and maximum',
  percent: 'Percentage of the value',
};

/** Most specific first, as the trade form and the import pick them. */
function specificity(row: CommissionDefault): number {
  return (row.symbol !== null ? 2 : 0) + (row.account_id !== null ? 1 : 0);
}

/**
 * What new trades' fills are charged unless typed otherwise: per unit traded and per fill, for an
 * account, an instrument, both, or every trade. The most specific default applies.
 */
export function CommissionDefaultsCard() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const format = useFormat();
  const rows = useQuery({ ...commissionDefaultsQuery(userId), enabled: userId !== '' });
  const accounts = useQuery({ ...accountChoicesQuery(userId), enabled: userId !== '' });
  const failure = useLoadError(rows.error, () => void rows.refetch());
  const [values, setValues] = useState<CommissionFormValues>(EMPTY_COMMISSION_FORM);
  const [editing, setEditing] = useState<string | null>(null);
  const [issues, setIssues] = useState<CommissionFormIssues>({});

  const accountName = (id: string | null) =>
    id === null ? 'Any account' : (accounts.data?.find((account) => account.id === id)?.name ?? 'An account');

  const refresh = () => queryClient.invalidateQueries({ queryKey: tradingDefaultsKeys.commissions(userId) });
  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveCommissionDefault>[1]) => saveCommissionDefault(editing, input),
    onSuccess: async () => {
      await refresh();
      toast.success(editing === null ? 'Commission rate added' : 'Commission rate saved');
      setValues(EMPTY_COMMISSION_FORM);
      setEditing(null);
    },
    onError: (error) => {
      // The scope's unique index: said in the form, where the trader can change the scope.
      if (isDuplicateName(error))
        setIssues({ symbol: 'There is already a rate for this account and instrument: edit that one.' });
      else handleError(error);
    },
  });
  // Undo puts the same row back: the trade form and the import pick it again at once.
  const removeWithUndo = useRemoveWithUndo();
  const remove = useMutation({
    mutationFn: ({ id, scope }: { id: string; scope: string }) =>
      removeWithUndo('commission_defaults', id, `Commission rate for ${scope} removed`, refresh),
    onSuccess: refresh,
    onError: (error) => handleError(error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCommissionForm(values);
    setIssues(check.ok ? {} : check.issues);
    if (check.ok) save.mutate(check.input);
  };

  const edit = (row: CommissionDefault) => {
    setEditing(row.id);
    setIssues({});
    setValues({
      accountId: row.account_id ?? '',
      symbol: row.symbol ?? '',
      kind: row.kind,
      perUnit: row.per_unit === '0' ? '' : row.per_unit,
      perFill: row.per_fill === '0' ? '' : row.per_fill,
      percent: row.percent ?? '',
      minCharge: row.min_charge ?? '',
      maxCharge: row.max_charge ?? '',
    });
  };

  const field = (name: keyof CommissionFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const sorted = [...(rows.data ?? [])].sort((a, b) => specificity(b) - specificity(a));
  const money = (amount: string) => format.money(amount, CHARGE_DIGITS);

  /** The rate in words: "$2.25 a unit + $1 a fill", "$0.005 a share", "0.1% of the value". */
  const rateOf = (row: CommissionDefault): string => {
    const perFill = row.per_fill === '0' ? '' : `${money(row.per_fill)} a fill`;
    const variable =
      row.kind === 'percent'
        ? `${row.percent ?? '0'}% of the value`
        : row.per_unit === '0'
          ? ''
          : `${money(row.per_unit)} a ${row.kind === 'per_share' ? 'share' : 'unit'}`;
    return [variable, perFill].filter((part) => part !== '').join(' + ') || money('0');
  };
  /** A per-share or percentage rate's bounds per fill, "" when it has none. */
  const boundsOf = (row: CommissionDefault): string => {
    if (row.kind === 'per_unit') return '';
    const parts = [
      row.min_charge === null ? '' : `min ${money(row.min_charge)}`,
      row.max_charge === null ? '' : `max ${money(row.max_charge)}`,
    ].filter((part) => part !== '');
    return parts.length === 0 ? '' : `${parts.join(', ')} a fill`;
  };

  return (
    <Card aria-labelledby="commission-defaults-title">
      <CardHeader>
        <SettingsCardTitle id="commission-defaults-title">Commission schedule</SettingsCardTitle>
        <CardDescription>
          What your fills are charged when nobody says otherwise: a new trade&apos;s fills unless you type
          another amount, and imported files that carry no fees at all (a file that states fees keeps them). A
          futures root covers every contract month (MES for MESZ5 and MESH6). The most specific rate applies:
          account and instrument, then instrument, then account, then any.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {rows.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : rows.isError ? (
          <LoadFailed
            title="Your commission schedule could not be read"
            record={failure}
            fallback={rows.error.message}
            onRetry={() => void rows.refetch()}
            testId="commission-defaults-error"
          />
        ) : sorted.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No rates yet: fills start at 0 and files without fees are imported at 0 until you add one below.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label="Commission schedule">
              <thead>
                <tr className="border-b text-muted-foreground">
                  <th scope="col" className="px-2 py-2 text-left font-medium">
                    Instrument and account
                  </th>
                  <th scope="col" className="px-2 py-2 text-left font-medium">
                    Rate
                  </th>
                  <th scope="col" className="px-2 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sorted.map((row) => {
                  const scope = `${accountName(row.account_id)}, ${row.symbol ?? 'any instrument'}`;
                  return (
                    <tr key={row.id} className="border-b last:border-0" data-testid="commission-row">
                      <td className="px-2 py-2">
                        <span className="font-medium">{row.symbol ?? 'Any instrument'}</span>
                        <span className="block text-xs text-muted-foreground">
                          {accountName(row.account_id)}
                        </span>
                      </td>
                      <td className="px-2 py-2 tabular-nums">
                        <span className="whitespace-nowrap">{rateOf(row)}</span>
                        {boundsOf(row) !== '' && (
                          <span className="block text-xs text-muted-foreground">{boundsOf(row)}</span>
                        )}
                      </td>
                      <td className="px-2 py-1 text-right whitespace-nowrap">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit ${scope}`}
                          onClick={() => edit(row)}
                        >
                          <PencilIcon aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Remove ${scope}`}
                          disabled={remove.isPending}
                          onClick={() => remove.mutate({ id: row.id, scope })}
                        >
                          <Trash2Icon aria-hidden />
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}

        <form
          noValidate
          aria-label={editing === null ? 'Add a commission rate' : 'Edit the commission rate'}
          onSubmit={submit}
          className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <FormField id="commission-account" label="Account">
            {(a11y) => (
              <NativeSelect {...a11y} {...field('accountId')}>
                <option value="">Any account</option>
                {(accounts.data ?? []).map((account) => (
                  <option key={account.id} value={account.id}>
                    {account.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id="commission-symbol"
            label="Instrument or root"
            error={issues.symbol}
            hint="Empty: any. MES for every MES contract."
          >
            {(a11y) => (
              <Input
                {...a11y}
                {...field('symbol')}
                autoComplete="off"
                spellCheck={false}
                className="uppercase"
              />
            )}
          </FormField>
          <FormField id="commission-kind" label="Charged" className="sm:col-span-2">
            {(a11y) => (
              <NativeSelect
                {...a11y}
                value={values.kind}
                onChange={(event) => {
                  const kind = COMMISSION_KINDS.find((option) => option === event.target.value);
                  if (kind) setValues({ ...values, kind });
                }}
              >
                {COMMISSION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {KIND_LABELS[kind]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {values.kind === 'percent' ? (
            <FormField
              id="commission-percent"
              label="Percent of value"
              error={issues.percent}
              hint="Of quantity × price × multiplier: 0.1 is 0.1%."
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  {...field('percent')}
                  inputMode="decimal"
                  placeholder="0.1"
                  className="text-right"
                />
              )}
            </FormField>
          ) : (
            <FormField
              id="commission-per-unit"
              label={values.kind === 'per_share' ? 'Per share' : 'Per unit'}
              error={issues.perUnit}
              hint={values.kind === 'per_share' ? 'Each share traded.' : 'Each contract, share or lot.'}
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  {...field('perUnit')}
                  inputMode="decimal"
                  placeholder="0"
                  className="text-right"
                />
              )}
            </FormField>
          )}
          <FormField
            id="commission-per-fill"
            label="Per fill"
            error={issues.perFill}
            hint="A fixed charge per order fill."
          >
            {(a11y) => (
              <Input
                {...a11y}
                {...field('perFill')}
                inputMode="decimal"
                placeholder="0"
                className="text-right"
              />
            )}
          </FormField>
          {values.kind !== 'per_unit' && (
            <>
              <FormField
                id="commission-min"
                label="Minimum per fill"
                error={issues.minCharge}
                hint="Empty: none."
              >
                {(a11y) => (
                  <Input
                    {...a11y}
                    {...field('minCharge')}
                    inputMode="decimal"
                    placeholder="None"
                    className="text-right"
                  />
                )}
              </FormField>
              <FormField
                id="commission-max"
                label="Maximum per fill"
                error={issues.maxCharge}
                hint="Empty: none."
              >
                {(a11y) => (
                  <Input
                    {...a11y}
                    {...field('maxCharge')}
                    inputMode="decimal"
                    placeholder="None"
                    className="text-right"
                  />
                )}
              </FormField>
            </>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : editing === null ? 'Add rate' : 'Save rate'}
            </Button>
            {editing !== null && (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setEditing(null);
                  setIssues({});
                  setValues(EMPTY_COMMISSION_FORM);
                }}
              >
                Cancel
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
