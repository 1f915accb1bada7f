import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatterFor, PRIVACY_SHORTCUT_LABEL, togglePrivacyMode, useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';

import { SettingsCardTitle } from '../settings-section';

/**
 * Privacy mode for screen sharing and streaming: one switch (also in the top bar, and Alt+P on any
 * page) that hides every money amount while R multiples and percentages stay.
 */
export function PrivacyModeSection() {
  const format = useFormat();
  const on = format.privacy;
  const example = formatterFor({ ...format.display, privacy: true });
  return (
    <Card aria-labelledby="privacy-mode-title" role="region" id="privacy-mode">
      <CardHeader>
        <SettingsCardTitle id="privacy-mode-title">Hide money amounts</SettingsCardTitle>
        <CardDescription>
          Hides every money amount (P&amp;L, balances, fees, chart axes and tooltips) while R multiples and
          percentages stay, for screen sharing and streaming. Saved to your account: it applies at once in
          every open tab and on your other devices.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <label className="flex cursor-pointer items-center justify-between gap-4 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
          <span className="grid gap-0.5">
            <span className="text-sm font-medium">Hide money amounts</span>
            <span className="text-xs text-muted-foreground">
              Shortcut on any page:{' '}
              <kbd className="rounded border bg-muted px-1 font-mono">{PRIVACY_SHORTCUT_LABEL}</kbd> (Option+P
              on a Mac), or the eye in the top bar.
            </span>
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-label="Hide money amounts"
            onClick={togglePrivacyMode}
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none',
              on ? 'bg-primary' : 'bg-input',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'block size-5 rounded-full bg-background shadow transition-transform',
                on ? 'translate-x-5' : 'translate-x-0',
              )}
            />
          </button>
        </label>
        <dl className="grid grid-cols-3 gap-2 text-sm" aria-label="How figures read with privacy mode on">
          <div className="rounded-md bg-muted/50 p-2">
            <dt className="text-xs text-muted-foreground">P&amp;L</dt>
            <dd className="tabular-nums">{example.money(1234.5, { currency: 'USD', signed: true })}</dd>
          </div>
          <div className="rounded-md bg-muted/50 p-2">
            <dt className="text-xs text-muted-foreground">R multiple</dt>
            <dd className="tabular-nums">{example.r(1.5)}</dd>
          </div>
          <div className="rounded-md bg-muted/50 p-2">
            <dt className="text-xs text-muted-foreground">Return</dt>
            <dd className="tabular-nums">{example.percent(2.4, { signed: true })}</dd>
          </div>
        </dl>
        <p className="text-xs text-muted-foreground">
          Exports are not masked: a CSV download or a backup is your own data, written in full.
        </p>
      </CardContent>
    </Card>
  );
}
