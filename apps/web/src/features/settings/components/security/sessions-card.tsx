import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { loadSupabase } from '@/lib/supabase';
import { settingsKeys } from '../../api/security';
import { SettingsCardTitle } from '../settings-section';
import { SignInActivity } from './sign-in-activity';

/** Where the account is signed in: ending every other session, and the recent sign-in activity. */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [confirming, setConfirming] = useState(false);

  const signOutOthers = useMutation({
    mutationFn: async () => {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.signOut({ scope: 'others' });
      if (error) throw error;
    },
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      toast.success('Signed out everywhere else', {
        description: 'Other browsers and devices need your password again; this one stays signed in.',
      });
    },
    onError: (error) => handleError(error, { retry: () => signOutOthers.mutate() }),
  });

  return (
    <Card aria-labelledby="sessions-title" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <SettingsCardTitle id="sessions-title">Sessions</SettingsCardTitle>
          <CardDescription>
            Left signed in on a shared or lost device? End every session except this one.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <LogOutIcon aria-hidden />
          Sign out other sessions
        </Button>
      </CardHeader>
      <CardContent>
        <SignInActivity />
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Sign out every other session?</DialogTitle>
            <DialogDescription>
              Every other browser and device signed in to your account is signed out at its next request. This
              browser stays signed in.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => signOutOthers.mutate()} disabled={signOutOthers.isPending}>
              {signOutOthers.isPending ? 'Signing out…' : 'Sign out other sessions'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
