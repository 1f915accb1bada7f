import {
  BarChart3Icon,
  CalculatorIcon,
  LinkIcon,
  CandlestickChartIcon,
  ClockAlertIcon,
  HardDriveIcon,
  NotebookPenIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { SiteFooter } from '@/components/site-footer';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { isFullySignedIn, useAuth } from '@/lib/auth-context';
import { readRememberMe } from '@/lib/remember-me';
import { resolveReturnPath } from '@/lib/return-path';
import { setPendingNotice } from '@/lib/session-events';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { ModeTabs } from './components/mode-tabs';
import { ResetPasswordForm } from './components/reset-password-form';
import { SignInForm } from './components/sign-in-form';
import { SignUpForm } from './components/sign-up-form';
import { TotpForm } from './components/totp-form';

/** Said on the sign-in page after the inactivity logout (SPEC 4). */
export const SESSION_TIMEOUT_MESSAGE = 'Your session has expired due to inactivity';

type View = 'sign-in' | 'sign-up' | 'forgot';

const highlights = [
  { icon: NotebookPenIcon, text: 'Journal every trade from its fills, with tags, strategies and notes.' },
  { icon: BarChart3Icon, text: 'See what works: equity, drawdown, expectancy and breakdowns by setup.' },
  { icon: CalculatorIcon, text: 'Size positions and check risk with nine calculators.' },
  { icon: HardDriveIcon, text: 'Self-hosted: your journal stays on your own server.' },
];

export function AuthPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const [view, setView] = useState<View>(params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const timedOut = params.get('reason') === 'session-timeout';
  // An e-mail link that failed (expired, used twice) comes back with the server's explanation.
  const linkError =
    params.get('error_description') ??
    new URLSearchParams(window.location.hash.slice(1)).get('error_description');
  const destination = resolveReturnPath(params.get('redirect'));

  if (isFullySignedIn(auth)) return <Navigate to={destination} replace />;

  let content;
  if (auth.status === 'signed-in' && auth.recovery) {
    content = <ResetPasswordForm onDone={() => setPendingNotice('Your password has been changed.')} />;
  } else if (auth.status === 'signed-in' && auth.needsMfa) {
    content = <TotpForm />;
  } else if (view === 'forgot') {
    content = (
      <ForgotPasswordForm onBack={() => setView('sign-in')} initialEmail={readRememberMe()?.email ?? ''} />
    );
  } else {
    content = (
      <ModeTabs<'sign-in' | 'sign-up'>
        label="Sign in or create an account"
        value={view === 'sign-up' ? 'sign-up' : 'sign-in'}
        onChange={setView}
        tabs={[
          {
            value: 'sign-in',
            label: 'Sign in',
            panel: <SignInForm onForgotPassword={() => setView('forgot')} />,
          },
          { value: 'sign-up', label: 'Create account', panel: <SignUpForm /> },
        ]}
      />
    );
  }

  return (
    <div className="flex min-h-svh flex-col">
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-10 md:py-16">
        <div className="grid w-full max-w-5xl items-center gap-10 md:grid-cols-[1fr_minmax(0,26rem)]">
          <section className="hidden space-y-6 md:block" aria-label="About Edgelog">
            <Link to="/about" className="inline-flex items-center gap-2 rounded-md">
              <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <CandlestickChartIcon className="size-5" aria-hidden />
              </span>
              <span className="text-xl font-semibold tracking-tight">Edgelog</span>
            </Link>
            <p className="max-w-md text-2xl leading-snug font-semibold tracking-tight">
              A trading journal that shows you where your edge is — and where it leaks.
            </p>
            <ul className="space-y-3">
              {highlights.map(({ icon: Icon, text }) => (
                <li key={text} className="flex max-w-md gap-3 text-sm text-muted-foreground">
                  <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  {text}
                </li>
              ))}
            </ul>
          </section>
          <div className="grid gap-4">
            <Link to="/about" className="inline-flex items-center gap-2 justify-self-center md:hidden">
              <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <CandlestickChartIcon className="size-4" aria-hidden />
              </span>
              <span className="text-lg font-semibold tracking-tight">Edgelog</span>
            </Link>
            {linkError && (
              <Alert variant="destructive" data-testid="link-error">
                <LinkIcon aria-hidden />
                <AlertTitle>This link cannot be used</AlertTitle>
                <AlertDescription>
                  <p>{linkError}</p>
                  <p>Links in our e-mails work once and expire after a while. Request a new one below.</p>
                </AlertDescription>
              </Alert>
            )}
            {timedOut && (
              <Alert variant="warning" data-testid="session-timeout">
                <ClockAlertIcon aria-hidden />
                <AlertTitle>{SESSION_TIMEOUT_MESSAGE}</AlertTitle>
                <AlertDescription>Sign in again to continue where you left off.</AlertDescription>
              </Alert>
            )}
            <Card>
              <CardHeader className="pb-4">
                <h1 className="text-xl leading-tight font-semibold tracking-tight">Welcome to Edgelog</h1>
                <CardDescription>
                  Sign in to your journal, or create an account on this server.
                </CardDescription>
              </CardHeader>
              <CardContent>{content}</CardContent>
            </Card>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
