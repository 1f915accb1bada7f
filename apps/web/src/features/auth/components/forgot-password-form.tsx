import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { explainAuthError, type ShownError } from '@/lib/errors';
import { loadSupabase } from '@/lib/supabase';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { describedBy, Field, FormError } from './form-parts';

export function ForgotPasswordForm({ onBack, initialEmail }: { onBack: () => void; initialEmail: string }) {
  const [error, setError] = useState<ShownError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const { error: recoverError } = await (
      await loadSupabase()
    ).auth.resetPasswordForEmail(values.email, {
      redirectTo: `${window.location.origin}/auth`,
    });
    if (recoverError) setError(await explainAuthError(recoverError));
    else setSentTo(values.email);
  });

  return (
    <div className="grid gap-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Reset your password</h2>
        <p className="text-sm text-muted-foreground">
          Enter the e-mail of your account and we will send you a link to choose a new password.
        </p>
      </div>
      {sentTo ? (
        <Alert variant="success">
          <MailCheckIcon aria-hidden />
          <AlertTitle>Check your e-mail</AlertTitle>
          <AlertDescription>
            <p>
              If an account exists for <strong>{sentTo}</strong>, a link to reset its password is on its way.
              Open it in this browser.
            </p>
          </AlertDescription>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset your password">
          <FormError error={error} />
          <Field id="forgot-email" label="E-mail" error={errors.email?.message}>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              autoFocus
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('forgot-email', errors.email?.message)}
              {...form.register('email')}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
