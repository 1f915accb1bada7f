import { useMutation } from '@tanstack/react-query';
import { CopyIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { copyText } from '@/lib/clipboard';
import { loadSupabase } from '@/lib/supabase';
import { authErrorCode } from '@/lib/auth-error-messages';
import { groupSecret, qrCodeImageSource } from '../../lib/totp-display';
import { CodeField, readCode } from './code-field';

interface Enrolment {
  id: string;
  qrCode: string;
  secret: string;
}

async function dropFactor(id: string): Promise<void> {
  const supabase = await loadSupabase();
  await supabase.auth.mfa.unenroll({ factorId: id });
}

/**
 * Set-up of an authenticator app: the server makes a factor with its secret and QR code, and the
 * factor counts only once a code from the app is verified. Closing before that drops it.
 */
export function TotpSetupDialog({
  open,
  name,
  onOpenChange,
  onVerified,
}: {
  open: boolean;
  /** The new factor's name, free among the trader's factors. */
  name: string;
  onOpenChange: (open: boolean) => void;
  onVerified: () => void | Promise<void>;
}) {
  const { handleError } = useErrorHandler();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const pendingRef = useRef<string | null>(null);

  const enroll = useMutation({
    mutationFn: async (): Promise<Enrolment> => {
      const supabase = await loadSupabase();
      // A set-up left half-way (a closed tab) must not block this one.
      const { data: listed } = await supabase.auth.mfa.listFactors();
      for (const factor of listed?.all ?? []) {
        if (factor.factor_type === 'totp' && factor.status !== 'verified') await dropFactor(factor.id);
      }
      const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: name });
      if (error) throw error;
      return { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
    },
    onSuccess: (enrolment) => {
      pendingRef.current = enrolment.id;
    },
    onError: (error) => handleError(error, { retry: () => enroll.mutate() }),
  });

  const { mutate: start, reset: resetEnrolment } = enroll;
  useEffect(() => {
    if (!open) return;
    setCode('');
    setCodeError(undefined);
    start();
    return () => {
      resetEnrolment();
      const pending = pendingRef.current;
      pendingRef.current = null;
      if (pending) void dropFactor(pending).catch(() => undefined);
    };
  }, [open, start, resetEnrolment]);

  const verify = useMutation({
    mutationFn: async ({ factorId, digits }: { factorId: string; digits: string }) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: digits });
      if (error) throw error;
    },
    onSuccess: async () => {
      pendingRef.current = null;
      toast.success('Two-factor authentication is on', {
        description: 'Signing in now asks for a code from your authenticator app.',
      });
      await onVerified();
    },
    onError: (error, variables) => {
      const code = authErrorCode(error);
      if (code === 'mfa_verification_failed' || code === 'mfa_challenge_expired') {
        setCodeError('That code is not right or has expired. Enter the one the app shows now.');
        setCode('');
      } else {
        handleError(error, { retry: () => verify.mutate(variables) });
      }
    },
  });

  const enrolment = enroll.data;
  const submit = () => {
    if (!enrolment) return;
    const digits = readCode(code);
    if (!digits) {
      setCodeError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setCodeError(undefined);
    verify.mutate({ factorId: enrolment.id, digits });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Set up an authenticator app</DialogTitle>
          <DialogDescription>
            Scan the code with an app such as Google Authenticator, 1Password or Aegis, or type the key by
            hand. Then enter the code the app shows.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Verify authenticator app"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {enrolment ? (
            <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
              {/* The code is dark on light in both themes: scanners expect it that way. */}
              <img
                src={qrCodeImageSource(enrolment.qrCode)}
                alt="QR code to scan with your authenticator app"
                width={176}
                height={176}
                className="size-44 justify-self-center rounded-md bg-white p-2"
                data-testid="totp-qr"
              />
              <div className="grid min-w-0 gap-1.5">
                <p className="text-sm font-medium" id="totp-secret-label">
                  Setup key
                </p>
                <code
                  aria-labelledby="totp-secret-label"
                  className="rounded-md bg-muted px-2 py-1.5 font-mono text-sm break-all"
                  data-testid="totp-secret"
                >
                  {groupSecret(enrolment.secret)}
                </code>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() =>
                    void copyText(enrolment.secret).then(
                      () => toast.success('Setup key copied'),
                      (error: unknown) => handleError(error),
                    )
                  }
                >
                  <CopyIcon aria-hidden />
                  Copy key
                </Button>
              </div>
            </div>
          ) : enroll.isError ? (
            <p className="text-sm text-destructive">The set-up could not start. Close this and try again.</p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-[auto_1fr]" aria-label="Preparing the set-up">
              <Skeleton className="size-44 justify-self-center" />
              <Skeleton className="h-16 w-full" />
            </div>
          )}
          <CodeField id="totp-setup-code" value={code} onChange={setCode} error={codeError} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!enrolment || verify.isPending}>
              {verify.isPending ? 'Verifying…' : 'Verify and turn on'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
