import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { loadSupabase } from '@/lib/supabase';
import { authErrorCode, authErrorMessage } from '@/lib/auth-error-messages';
import { SettingsCardTitle } from '../settings-section';

const schema = (current: string) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, 'Enter the new e-mail address.')
      .email('Enter a valid e-mail address, like name@example.com.')
      .refine((value) => value.toLowerCase() !== current.toLowerCase(), 'This is already your address.'),
  });

/**
 * Moves the account to another address. Nothing changes until the link mailed to the new address
 * is opened (and, on servers that ask for it, the one mailed to the current address too).
 */
export function ChangeEmailCard() {
  const { user } = useAuth();
  const current = user?.email ?? '';
  const pending = user?.new_email ?? null;
  const { handleError } = useErrorHandler();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(schema(current)),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const change = useMutation({
    mutationFn: async (email: string) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.updateUser(
        { email },
        { emailRedirectTo: `${window.location.origin}/settings#security` },
      );
      if (error) throw error;
      return email;
    },
    onSuccess: () => form.reset(),
    onError: (error, email) => {
      const code = authErrorCode(error);
      if (code === 'email_exists' || code === 'email_address_invalid' || code === 'validation_failed') {
        form.setError(
          'email',
          { message: authErrorMessage(error, 'This address cannot be used.') },
          { shouldFocus: true },
        );
      } else {
        handleError(error, { retry: () => change.mutate(email) });
      }
    },
  });
  const waitingFor = change.data ?? pending;

  return (
    <Card aria-labelledby="change-email-title" role="region">
      <CardHeader>
        <SettingsCardTitle id="change-email-title">E-mail address</SettingsCardTitle>
        <CardDescription>
          You sign in with <span className="font-medium break-all text-foreground">{current}</span>. A new
          address is used once you confirm it from the link we send there.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-xl gap-4">
        {waitingFor && (
          <Alert data-testid="email-change-pending" aria-live="polite">
            <MailCheckIcon aria-hidden />
            <AlertTitle>Confirmation sent to {waitingFor}</AlertTitle>
            <AlertDescription>
              Open the link in that e-mail to move your account to the new address; until then you keep
              signing in with {current}. If this server also asks your current address to agree, a second link
              went to {current}.
            </AlertDescription>
          </Alert>
        )}
        <form
          noValidate
          aria-label="Change e-mail address"
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => change.mutate(values.email))}
        >
          <FormField id="email-new" label="New e-mail address" error={errors.email?.message}>
            {(a11y) => (
              <Input
                type="email"
                autoComplete="email"
                spellCheck={false}
                {...a11y}
                {...form.register('email')}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" variant="outline" disabled={change.isPending}>
              {change.isPending ? 'Sending…' : 'Send confirmation link'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
