import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/auth-context';
import { explainAuthError, type ShownError } from '@/lib/errors';
import { getAppConfig, loadSupabase } from '@/lib/supabase';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas';
import { describedBy, Field, FormError } from './form-parts';

/** Shown after a recovery link (PASSWORD_RECOVERY): the user chooses a new password. */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const { user, finishRecovery, signOut } = useAuth();
  const minLength = getAppConfig().passwordMinLength;
  const schema = useMemo(() => resetPasswordSchema(minLength), [minLength]);
  const [error, setError] = useState<ShownError | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const { error: updateError } = await (
      await loadSupabase()
    ).auth.updateUser({ password: values.password });
    if (updateError) {
      setError(await explainAuthError(updateError));
      return;
    }
    finishRecovery();
    onDone();
  });

  return (
    <div className="grid gap-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Choose a new password</h2>
        <p className="text-sm text-muted-foreground">
          {user?.email ? (
            <>
              For <strong>{user.email}</strong>. Use at least {minLength} characters.
            </>
          ) : (
            <>Use at least {minLength} characters.</>
          )}
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Choose a new password">
        <FormError error={error} />
        <Field id="reset-password" label="New password" error={errors.password?.message}>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            autoFocus
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('reset-password', errors.password?.message)}
            {...form.register('password')}
          />
        </Field>
        <Field id="reset-confirm" label="Repeat the new password" error={errors.confirm?.message}>
          <Input
            id="reset-confirm"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={describedBy('reset-confirm', errors.confirm?.message)}
            {...form.register('confirm')}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
      <Button variant="ghost" onClick={() => void signOut({ scope: 'local' })}>
        Cancel and sign out
      </Button>
    </div>
  );
}
