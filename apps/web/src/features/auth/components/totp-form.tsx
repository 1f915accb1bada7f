import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/auth-context';
import { explainAuthError, type ShownError } from '@/lib/errors';
import { loadSupabase } from '@/lib/supabase';
import { totpSchema, type TotpValues } from '../schemas';
import { describedBy, Field, FormError } from './form-parts';

/** The second step for a user with a verified TOTP factor: the session must reach aal2. */
export function TotpForm() {
  const { refresh, signOut } = useAuth();
  const [error, setError] = useState<ShownError | null>(null);
  const form = useForm<TotpValues>({ resolver: zodResolver(totpSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const supabase = await loadSupabase();
    const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
    const factor = factors?.totp[0];
    if (listError || !factor) {
      setError(
        await explainAuthError(
          listError ?? {
            code: 'mfa_factor_not_found',
            message: 'No authenticator app is set up for this account.',
          },
        ),
      );
      return;
    }
    const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: values.code,
    });
    if (verifyError) {
      setError(await explainAuthError(verifyError));
      form.setValue('code', '');
      form.setFocus('code');
      return;
    }
    await refresh();
  });

  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3">
        <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="space-y-1">
          <h2 className="text-lg font-semibold">Two-factor authentication</h2>
          <p className="text-sm text-muted-foreground">
            Enter the 6-digit code your authenticator app shows for Edgelog.
          </p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Two-factor authentication">
        <FormError error={error} />
        <Field id="totp-code" label="Authentication code" error={errors.code?.message}>
          <Input
            id="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus
            className="text-center font-mono text-lg tracking-[0.4em]"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={describedBy('totp-code', errors.code?.message)}
            {...form.register('code')}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Verifying…' : 'Verify'}
        </Button>
      </form>
      <Button variant="ghost" onClick={() => void signOut({ scope: 'local' })}>
        Use a different account
      </Button>
    </div>
  );
}
