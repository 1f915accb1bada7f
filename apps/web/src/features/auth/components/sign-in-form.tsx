import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth-context';
import { explainAuthError, type ShownError } from '@/lib/errors';
import { readRememberMe, setRememberChoice } from '@/lib/remember-me';
import { loadSupabase } from '@/lib/supabase';
import { signInSchema, type SignInValues } from '../schemas';
import { describedBy, Field, FormError } from './form-parts';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { refresh } = useAuth();
  const [remembered] = useState(() => readRememberMe());
  const [error, setError] = useState<ShownError | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: remembered?.email ?? '', password: '', remember: remembered !== null },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setRememberChoice(values.remember);
    const supabase = await loadSupabase();
    const { error: signInError } = await supabase.auth.signInWithPassword({
      email: values.email,
      password: values.password,
    });
    if (signInError) {
      setError(await explainAuthError(signInError));
      form.setValue('password', '');
      form.setFocus('password');
      return;
    }
    // A user with a verified factor must pass the TOTP step (aal2) before the app opens.
    await refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      <FormError error={error} />
      <Field id="sign-in-email" label="E-mail" error={errors.email?.message}>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus={!remembered}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('sign-in-email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <Field
        id="sign-in-password"
        label="Password"
        error={errors.password?.message}
        trailing={
          <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onForgotPassword}>
            Forgot password?
          </Button>
        }
      >
        <Input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          autoFocus={remembered !== null}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('sign-in-password', errors.password?.message)}
          {...form.register('password')}
        />
      </Field>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="remember"
          render={({ field }) => (
            <Checkbox
              id="sign-in-remember"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor="sign-in-remember" className="font-normal">
          Remember my e-mail on this device
        </Label>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
