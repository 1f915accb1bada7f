import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { readConsent, storeConsent, subscribeToConsent, type ConsentChoice } from '@/lib/consent-store';
import { getAppConfig } from '@/lib/supabase';
import { cn } from '@/lib/utils';

import { SettingsCardTitle } from '../settings-section';

const OPTIONS: { value: ConsentChoice; label: string; description: string }[] = [
  {
    value: 'declined',
    label: 'Essential only',
    description: 'Only what keeps you signed in and remembers your settings on this device.',
  },
  {
    value: 'accepted',
    label: 'Essential and page views',
    description: 'Also count the pages you open, without your name or e-mail, to help improve Edgelog.',
  },
];

/** The choice the cookie notice asked for, changeable at any time; it belongs to this browser. */
export function CookieChoiceCard() {
  const choice = useSyncExternalStore(subscribeToConsent, readConsent, () => null);
  const { analyticsUrl } = getAppConfig();
  return (
    <Card aria-labelledby="cookie-choice-title" role="region">
      <CardHeader>
        <SettingsCardTitle id="cookie-choice-title">Cookies on this browser</SettingsCardTitle>
        <CardDescription>
          {choice === null
            ? 'You have not chosen yet.'
            : `Your choice is saved on this browser: ${choice === 'accepted' ? 'essential and page views' : 'essential only'}.`}{' '}
          {analyticsUrl ? '' : 'This server collects no page views, whatever you choose.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">Cookies</legend>
          {OPTIONS.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                choice === option.value && 'border-primary bg-accent/40',
              )}
            >
              <input
                type="radio"
                name="cookie-choice"
                value={option.value}
                checked={choice === option.value}
                onChange={() => {
                  storeConsent(option.value);
                  toast.success('Cookie choice saved');
                }}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{option.label}</span>
                <span className="text-xs text-muted-foreground">{option.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}
