import { CheckIcon, CandlestickChartIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Progress } from '@/components/ui/progress';
import { useAuth } from '@/lib/auth-context';
import { loadSupabase } from '@/lib/supabase';
import { cn } from '@/lib/utils';
import { sessionIdOf } from '@/lib/session-claims';

/** How long the first-entry overlay runs (SPEC 2, 9). */
export const OVERLAY_DURATION_MS = 1600;
const TICK_MS = 50;

export const OVERLAY_MESSAGES = [
  'Connecting to secure session',
  'Syncing trades',
  'Generating analytics',
  'Applying risk and drawdown models',
  'Loading charts',
  'Finalizing widgets',
] as const;

/**
 * The sign-in session that has been through the overlay. Kept in localStorage, keyed by the
 * session's id, so a reload or a new tab of the same session goes straight to the page while a new
 * sign-in (a new session id) shows it again. The product prefix means sign-out clears it.
 */
export const OVERLAY_SEEN_KEY = 'edgelog_overlay_seen';

/** The session id claim of the access token; the user id when a token carries none. */
function entryId(userId: string, accessToken: string | undefined): string {
  return (accessToken && sessionIdOf(accessToken)) || userId;
}

function hasEntered(id: string): boolean {
  try {
    return window.localStorage.getItem(OVERLAY_SEEN_KEY) === id;
  } catch {
    return false;
  }
}

function markEntered(id: string): void {
  try {
    window.localStorage.setItem(OVERLAY_SEEN_KEY, id);
  } catch {
    // Storage full or blocked: the overlay simply shows again next time.
  }
}

type ProfileCheck = 'pending' | 'found' | 'missing' | 'unknown';

/** select id from profiles where user_id = the user (single or none). */
async function checkProfile(userId: string): Promise<ProfileCheck> {
  const { data, error } = await (
    await loadSupabase()
  )
    .from('profiles')
    .select('id')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) {
    // An outage is not proof the profile is gone: let the user in and leave the decision to the next entry.
    console.warn('[profile-check] could not be completed:', error.message);
    return 'unknown';
  }
  return data ? 'found' : 'missing';
}

export function LoadingOverlay({ userId }: { userId: string }) {
  const { signOut, session } = useAuth();
  const entry = entryId(userId, session?.access_token);
  const [visible, setVisible] = useState(() => !hasEntered(entry));
  const [elapsed, setElapsed] = useState(0);
  const [profile, setProfile] = useState<ProfileCheck>('pending');

  // The profile check runs on every load, overlay or not: a profile removed elsewhere still ends the session.
  useEffect(() => {
    let cancelled = false;
    void checkProfile(userId).then((result) => {
      if (cancelled) return;
      setProfile(result);
      // SPEC 2: a user without a profile is signed out everywhere and sent to /auth.
      if (result === 'missing') void signOut();
    });
    return () => {
      cancelled = true;
    };
  }, [userId, signOut]);

  useEffect(() => {
    if (!visible) return;
    const start = Date.now();
    const timer = setInterval(() => {
      const ms = Math.min(OVERLAY_DURATION_MS, Date.now() - start);
      setElapsed(ms);
      if (ms >= OVERLAY_DURATION_MS) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [visible]);

  const finished = elapsed >= OVERLAY_DURATION_MS && (profile === 'found' || profile === 'unknown');
  useEffect(() => {
    if (finished) {
      markEntered(entry);
      setVisible(false);
    }
  }, [finished, entry]);

  if (!visible) return null;
  const percent = (elapsed / OVERLAY_DURATION_MS) * 100;
  const step = Math.min(
    OVERLAY_MESSAGES.length - 1,
    Math.floor((elapsed / OVERLAY_DURATION_MS) * OVERLAY_MESSAGES.length),
  );

  return (
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center bg-background px-6"
      data-testid="loading-overlay"
      aria-busy="true"
      role="dialog"
      aria-modal="true"
      aria-labelledby="loading-overlay-title"
    >
      <div className="w-full max-w-sm space-y-6">
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <CandlestickChartIcon className="size-5" aria-hidden />
          </span>
          <div>
            <h2 id="loading-overlay-title" className="text-base font-semibold">
              Preparing your journal
            </h2>
            <p
              className="text-sm text-muted-foreground"
              role="status"
              aria-live="polite"
              data-testid="loading-overlay-message"
            >
              {OVERLAY_MESSAGES[step]}…
            </p>
          </div>
        </div>
        <Progress value={percent} label="Loading your journal" />
        <ol className="space-y-1.5 text-sm">
          {OVERLAY_MESSAGES.map((message, index) => (
            <li
              key={message}
              className={cn(
                'flex items-center gap-2',
                index < step
                  ? 'text-foreground'
                  : index === step
                    ? 'font-medium text-foreground'
                    : 'text-muted-foreground/70',
              )}
            >
              <span
                className={cn(
                  'flex size-4 items-center justify-center rounded-full border',
                  index < step && 'border-success bg-success text-background',
                )}
                aria-hidden
              >
                {index < step && <CheckIcon className="size-3" />}
              </span>
              {message}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
