import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2Icon, CircleIcon, MailCheckIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { explainAuthError, type ShownError } from '@/lib/errors';
import { getAppConfig, loadSupabase } from '@/lib/supabase';
import { cn } from '@/lib/utils';
import { signUpSchema, type SignUpValues } from '../schemas';
import { describedBy, Field, FormError } from './form-parts';

function PasswordRules({ password, minLength }: { password: string; minLength: number }) {
  const rules = [
    { met: password.length >= minLength, label: `At least ${minLength} characters` },
    { met: password.length > 0 && password.length <= 72, label: 'At most 72 characters' },
  ];
  return (
    <ul className="grid gap-1" aria-label="Password rules">
      {rules.map((rule) => (
        <li
          key={rule.label}
          className={cn('flex items-center gap-1.5', rule.met ? 'text-success' : 'text-muted-foreground')}
        >
          {rule.met ? (
            <CheckCircle2Icon className="size-3.5" aria-hidden />
          ) : (
            <CircleIcon className="size-3.5" aria-hidden />
          )}
          <span>
            {rule.label}
            <span className="sr-only">{rule.met ? ' (met)' : ' (not met yet)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function SignUpForm() {
  const minLength = getAppConfig().passwordMinLength;
  const schema = useMemo(() => signUpSchema(minLength), [minLength]);
  const [error, setError] = useState<ShownError | null>(null);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const { data, error: signUpError } = await (
      await loadSupabase()
    ).auth.signUp({
      email: values.email,
      password: values.password,
      options: { data: { full_name: values.fullName }, emailRedirectTo: `${window.location.origin}/auth` },
    });
    if (signUpError) {
      setError(await explainAuthError(signUpError));
      return;
    }
    // Without a session the server wants the address confirmed first.
    if (!data.session) setConfirmationSentTo(values.email);
  });

  if (confirmationSentTo) {
    return (
      <Alert variant="success">
        <MailCheckIcon aria-hidden />
        <AlertTitle>Check your e-mail</AlertTitle>
        <AlertDescription>
          <p>
            We sent a confirmation link to <strong>{confirmationSentTo}</strong>. Open it to activate your
            account, then sign in.
          </p>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create an account">
      <FormError error={error} />
      <Field id="sign-up-name" label="Full name" error={errors.fullName?.message}>
        <Input
          id="sign-up-name"
          autoComplete="name"
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={describedBy('sign-up-name', errors.fullName?.message)}
          {...form.register('fullName')}
        />
      </Field>
      <Field id="sign-up-email" label="E-mail" error={errors.email?.message}>
        <Input
          id="sign-up-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('sign-up-email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <Field
        id="sign-up-password"
        label="Password"
        error={errors.password?.message}
        hint={<PasswordRules password={password} minLength={minLength} />}
      >
        <Input
          id="sign-up-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('sign-up-password', errors.password?.message, true)}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating your account…' : 'Create account'}
      </Button>
      <p className="text-xs text-muted-foreground">
        By creating an account you accept how this Edgelog server keeps your data, as the privacy policy
        explains.
      </p>
    </form>
  );
}
