import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth-context';
import { useAppTimeZone } from '@/lib/time-zone';
import { factorsQuery, settingsKeys, type FactorRow } from '../../api/security';
import { formatMoment } from '../../lib/format';
import { freeFactorName } from '../../lib/totp-display';
import { useLoadError } from '@/features/errors/use-load-error';
import { SettingsCardTitle } from '../settings-section';
import { RemoveFactorDialog } from './remove-factor-dialog';
import { TotpSetupDialog } from './totp-setup-dialog';

/** TOTP two-factor authentication: the verified authenticator apps, set-up and removal. */
export function TwoFactorCard() {
  const { user, refresh } = useAuth();
  const userId = user?.id ?? '';
  const timeZone = useAppTimeZone();
  const queryClient = useQueryClient();
  const factors = useQuery({ ...factorsQuery(userId), enabled: user !== null });
  const loadError = useLoadError(factors.error, () => void factors.refetch());
  const [settingUp, setSettingUp] = useState(false);
  const [removing, setRemoving] = useState<FactorRow | null>(null);

  const verified = factors.data?.filter((factor) => factor.verified) ?? [];
  const changed = async () => {
    // The session's assurance level and its copy of the factors follow the change.
    await refresh();
    await queryClient.invalidateQueries({ queryKey: settingsKeys.factors(userId) });
    await queryClient.invalidateQueries({ queryKey: settingsKeys.activity(userId) });
  };

  return (
    <Card aria-labelledby="two-factor-title" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <SettingsCardTitle id="two-factor-title">Two-factor authentication</SettingsCardTitle>
          <CardDescription>
            With an authenticator app, signing in also asks for a 6-digit code that changes every 30 seconds,
            so a leaked password alone does not open your journal.
          </CardDescription>
        </div>
        <Button onClick={() => setSettingUp(true)} disabled={!factors.isSuccess}>
          {verified.length > 0 ? 'Add another app' : 'Set up authenticator app'}
        </Button>
      </CardHeader>
      <CardContent>
        {factors.isPending ? (
          <Skeleton className="h-12 w-full" aria-label="Loading your authenticator apps" />
        ) : loadError ? (
          <p className="text-sm text-destructive">
            Your authenticator apps could not be read: {loadError.userMessage} ({loadError.code})
          </p>
        ) : verified.length === 0 ? (
          <p className="flex items-center gap-2 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            <ShieldOffIcon aria-hidden className="size-4 shrink-0" />
            Two-factor authentication is off: your password alone signs you in.
          </p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Authenticator apps">
            {verified.map((factor) => (
              <li key={factor.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="totp-factor">
                <ShieldCheckIcon aria-hidden className="size-4 shrink-0 text-success" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{factor.name || 'Authenticator app'}</p>
                  <p className="text-xs text-muted-foreground">
                    Added {formatMoment(factor.createdAt, timeZone)}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setRemoving(factor)}>
                  Remove
                  <span className="sr-only"> {factor.name || 'authenticator app'}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <TotpSetupDialog
        open={settingUp}
        name={freeFactorName(
          'Authenticator app',
          verified.map((factor) => factor.name),
        )}
        onOpenChange={setSettingUp}
        onVerified={async () => {
          setSettingUp(false);
          await changed();
        }}
      />
      <RemoveFactorDialog
        factor={removing}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        onRemoved={async () => {
          setRemoving(null);
          await changed();
        }}
      />
    </Card>
  );
}
