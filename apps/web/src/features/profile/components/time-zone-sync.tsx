import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { journalChanged } from '@/features/analytics';
import { recordError } from '@/features/errors/record-error';
import { useAuth } from '@/lib/auth-context';
import { browserTimeZone, setAppTimeZone } from '@/lib/time-zone';
import { profileKeys } from '../api/keys';
import { profileQuery, saveDetectedTimeZone } from '../api/profile';
import { needsDetectedZone } from '../lib/detected-zone';

// Users whose zone this tab already tried to detect: a refused save is not tried on every render.
const tried = new Set<string>();

/**
 * Keeps the page's time zone on the trader's (profiles.timezone) and, on the first visit of a
 * trader who never chose one (still the default UTC), saves the browser's zone once and says so. Mounted by the app shell
 * so it runs whatever page is opened first.
 */
export function TimeZoneSync() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profile = useQuery({ ...profileQuery(userId), enabled: userId !== '' });
  const zone = profile.data?.timezone;
  const detect = profile.data ? needsDetectedZone(profile.data) : false;

  useEffect(() => {
    if (zone !== undefined) setAppTimeZone(zone);
  }, [zone]);

  // The next trader signed in on this tab starts from the browser's zone again.
  useEffect(() => () => setAppTimeZone(null), [userId]);

  useEffect(() => {
    if (!detect || tried.has(userId)) return;
    tried.add(userId);
    const detected = browserTimeZone();
    saveDetectedTimeZone(userId, detected, new Date())
      .then(async (saved) => {
        await queryClient.invalidateQueries({ queryKey: profileKeys.row(userId) });
        // Saved over the same zone (a browser in UTC): nothing moved, nothing to tell.
        if (!saved || detected === zone) return;
        setAppTimeZone(detected);
        void journalChanged(queryClient, userId);
        toast.info(`Your time zone is set to ${detected.replaceAll('_', ' ')}, this browser’s.`, {
          description: 'Days in the calendar and the trade log start at midnight there.',
          action: { label: 'Change', onClick: () => void navigate('/profile') },
        });
      })
      // Not something the trader did: logged for support, no toast; the next visit tries again.
      .catch((error: unknown) => recordError(error));
  }, [detect, zone, userId, queryClient, navigate]);

  return null;
}
