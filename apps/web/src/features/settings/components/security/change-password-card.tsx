import { passwordRules } from '@edgelog/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { getAppConfig, loadSupabase } from '@/lib/supabase';
import { settingsKeys } from '../../api/security';
import { authErrorCode, authErrorMessage } from '@/lib/auth-error-messages';
import { SettingsCardTitle } from '../settings-section';
import { PasswordRulesList } from './password-rules-list';

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
  /** The code mailed when the server asks for one (SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). */
  nonce: string;
}

/** The server's longest password (bcrypt's 72 bytes, kept by the sign-up form too). */
const MAX_LENGTH = 72;

function passwordSchema(minLength: number, needsNonce: boolean) {
  return z
    .object({ current: z.string(), next: z.string(), confirm: z.string(), nonce: z.string() })
    .superRefine((values, context) => {
      if (needsNonce && values.nonce.trim() === '')
        context.addIssue({ code: 'custom', path: ['nonce'], message: 'Enter the code from the e-mail.' });
      if (values.current === '')
        context.addIssue({ code: 'custom', path: ['current'], message: 'Enter your current password.' });
      const unmet = passwordRules(values.next, { minLength }).filter((rule) => rule.required && !rule.met);
      if (values.next === '')
        context.addIssue({ code: 'custom', path: ['next'], message: 'Enter a new password.' });
      else if (unmet.length > 0)
        context.addIssue({
          code: 'custom',
          path: ['next'],
          message: `Not yet: ${unmet.map((rule) => rule.label.toLowerCase()).join(', ')}.`,
        });
      else if (values.next.length > MAX_LENGTH)
        context.addIssue({
          code: 'custom',
          path: ['next'],
          message: `Use at most ${MAX_LENGTH} characters.`,
        });
      else if (values.next === values.current)
        context.addIssue({
          code: 'custom',
          path: ['next'],
          message: 'Choose a password different from the current one.',
        });
      if (values.confirm !== values.next)
        context.addIssue({ code: 'custom', path: ['confirm'], message: 'The passwords do not match.' });
    });
}

/**
 * Changes the password once the current one is given: the server checks it (`current_password`)
 * before it accepts the new one, so an unattended signed-in browser cannot take the account.
 */
export function ChangePasswordCard() {
  const { user } = useAuth();
  const { passwordMinLength } = getAppConfig();
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [needsNonce, setNeedsNonce] = useState(false);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema(passwordMinLength, needsNonce)),
    defaultValues: { current: '', next: '', confirm: '', nonce: '' },
  });
  const { errors } = form.formState;
  const next = useWatch({ control: form.control, name: 'next' });

  const change = useMutation({
    mutationFn: async (values: PasswordValues) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.updateUser({
        password: values.next,
        current_password: values.current,
        ...(needsNonce ? { nonce: values.nonce.trim() } : {}),
      });
      if (error) throw error;
    },
    onSuccess: () => {
      form.reset();
      setNeedsNonce(false);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      toast.success('Password changed', {
        description: 'This browser stays signed in; your other devices need the new password.',
      });
    },
    onError: (error, values) => {
      const code = authErrorCode(error);
      if (code === 'reauthentication_needed') {
        // This server wants a mailed code as well: send it, then the same form takes it.
        void requestNonce();
      } else if (code === 'reauthentication_not_valid') {
        form.setError(
          'nonce',
          { message: 'This code is not right or has expired. Send a new one.' },
          { shouldFocus: true },
        );
      } else if (code === 'current_password_invalid') {
        form.setError('current', { message: 'This is not your current password.' }, { shouldFocus: true });
      } else if (code === 'same_password' || code === 'weak_password') {
        form.setError(
          'next',
          { message: authErrorMessage(error, 'Choose another password.') },
          { shouldFocus: true },
        );
      } else {
        handleError(error, { retry: () => change.mutate(values) });
      }
    },
  });

  const requestNonce = async () => {
    const supabase = await loadSupabase();
    const { error } = await supabase.auth.reauthenticate();
    if (error) {
      handleError(error, { retry: () => void requestNonce() });
      return;
    }
    setNeedsNonce(true);
    toast.info('Code sent', { description: `Enter the code we sent to ${user?.email ?? 'your address'}.` });
  };

  return (
    <Card aria-labelledby="change-password-title" role="region">
      <CardHeader>
        <SettingsCardTitle id="change-password-title">Password</SettingsCardTitle>
        <CardDescription>
          Your current password is needed to choose a new one. Other devices are signed out when it changes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Change password"
          className="grid max-w-xl gap-4"
          onSubmit={form.handleSubmit((values) => change.mutate(values))}
        >
          {/* The account's address lets password managers file the new password under it. */}
          <input
            type="email"
            autoComplete="username"
            value={user?.email ?? ''}
            readOnly
            hidden
            aria-hidden
            tabIndex={-1}
          />
          <FormField id="password-current" label="Current password" error={errors.current?.message}>
            {(a11y) => (
              <Input
                type="password"
                autoComplete="current-password"
                {...a11y}
                {...form.register('current')}
              />
            )}
          </FormField>
          <FormField id="password-next" label="New password" error={errors.next?.message}>
            {(a11y) => (
              <Input
                type="password"
                autoComplete="new-password"
                {...a11y}
                aria-describedby={[a11y['aria-describedby'], 'password-rules'].filter(Boolean).join(' ')}
                {...form.register('next')}
              />
            )}
          </FormField>
          <PasswordRulesList id="password-rules" password={next} minLength={passwordMinLength} />
          <FormField id="password-confirm" label="Repeat the new password" error={errors.confirm?.message}>
            {(a11y) => (
              <Input type="password" autoComplete="new-password" {...a11y} {...form.register('confirm')} />
            )}
          </FormField>
          {needsNonce && (
            <FormField
              id="password-nonce"
              label="Code from the e-mail"
              error={errors.nonce?.message}
              hint={
                <>
                  This server confirms a password change with a code sent to your address.{' '}
                  <button
                    type="button"
                    className="underline underline-offset-2"
                    onClick={() => void requestNonce()}
                  >
                    Send a new code
                  </button>
                </>
              }
            >
              {(a11y) => (
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className="max-w-40 font-mono"
                  {...a11y}
                  {...form.register('nonce')}
                />
              )}
            </FormField>
          )}
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
