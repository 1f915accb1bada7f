import { parseAnalyticsFilter } from '@edgelog/core';
import { isFullySignedIn, signedInState } from '@/lib/auth-context';
import { getQueryClient } from '@/lib/query-client';
import { hasPendingAuthState, isRecoverySession, loadSupabase } from '@/lib/supabase';
import { appTimeZone } from '@/lib/time-zone';
import { datasetQuery } from '../hooks/dataset-query';
import { calendarDatasetFilter, calendarPlaceNow } from '../lib/calendar-view';
import { startAnalyticsWorker } from './worker-client';

const CALENDAR_PATH = '/analytics/calendar';

/**
 * Starts reading the journal of the URL's filter while the analytics page's code loads and the app
 * renders its frame (~0.1 s on a first visit): the page's own query (the same key) finds it under
 * way. Only for a session the route guard lets through: a second factor still to give, or a
 * password being reset, leaves it to the page.
 */
export async function readJournalEarly(): Promise<void> {
  // With a session stored, the worker's code loads while the client reads it (both take ~40 ms).
  if (hasPendingAuthState()) startAnalyticsWorker();
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  // The route guard's own rule, on the state the auth provider will make of this session.
  if (session === null || !isFullySignedIn(signedInState(session, isRecoverySession(session.user.id))))
    return;
  const params = new URLSearchParams(window.location.search);
  const filter = parseAnalyticsFilter(params);
  // The calendar loads the days it shows, as its page will ask.
  const shown =
    window.location.pathname === CALENDAR_PATH
      ? calendarDatasetFilter(filter, calendarPlaceNow(params, appTimeZone()))
      : filter;
  await getQueryClient().prefetchQuery(datasetQuery(session.user.id, shown));
}
