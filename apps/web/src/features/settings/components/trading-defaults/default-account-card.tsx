import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormField } from '@/components/form-field';
import { LoadFailed } from '@/components/load-failed';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useLoadError } from '@/features/errors/use-load-error';
import { useAuth } from '@/lib/auth-context';
import { updatePreferences, usePreferences } from '@/lib/preferences';
import { SettingsCardTitle } from '../settings-section';
import { accountChoicesQuery } from './api';

const NONE = '';

/** The account a new trade and an import start in (user_settings.default_account_id). */
export function DefaultAccountCard() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { defaultAccountId } = usePreferences();
  const accounts = useQuery({ ...accountChoicesQuery(userId), enabled: userId !== '' });
  const list = accounts.data ?? [];
  const failure = useLoadError(accounts.error, () => void accounts.refetch());
  // A default that is no longer listed (closed elsewhere, a stale copy) still shows as chosen.
  const known = defaultAccountId === null || list.some((account) => account.id === defaultAccountId);

  return (
    <Card aria-labelledby="default-account-title">
      <CardHeader>
        <SettingsCardTitle id="default-account-title">Default account</SettingsCardTitle>
        <CardDescription>
          New trades and imports start in this account; you can still pick another each time.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:max-w-md">
        {accounts.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : (
          <FormField
            id="default-account"
            label="Account"
            hint={
              <>
                Each account keeps its own break-even tolerance, set on the{' '}
                <Link to="/accounts" className="underline underline-offset-2 hover:text-foreground">
                  Accounts
                </Link>{' '}
                page.
              </>
            }
          >
            {(a11y) => (
              <NativeSelect
                {...a11y}
                value={defaultAccountId ?? NONE}
                onChange={(event) => {
                  const value = event.target.value;
                  void updatePreferences({ defaultAccountId: value === NONE ? null : value });
                }}
              >
                <option value={NONE}>No default (choose each time)</option>
                {!known && defaultAccountId !== null && (
                  <option value={defaultAccountId}>Current default</option>
                )}
                {list.map((account) => (
                  <option key={account.id} value={account.id}>
                    {`${account.name} (${account.currency})${account.status === 'closed' ? ' · closed' : ''}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        {accounts.isError && (
          <LoadFailed
            title="Your accounts could not be read"
            record={failure}
            fallback={accounts.error.message}
            onRetry={() => void accounts.refetch()}
            testId="default-account-error"
          />
        )}
      </CardContent>
    </Card>
  );
}
