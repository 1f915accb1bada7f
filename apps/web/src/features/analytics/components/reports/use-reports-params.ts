import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  isReportsKey,
  parseReportsParams,
  reportsParamsToEntries,
  type ReportsParams,
} from '../../lib/reports-params';

/** The reports page's choices, kept in the URL beside the global filter (which it leaves alone). */
export function useReportsParams(): [ReportsParams, (patch: Partial<ReportsParams>) => void] {
  const [params, setParams] = useSearchParams();
  // The URL as last written: two changes in one tick (two pickers set by a test, or a keyboard
  // repeat) each build on the one before, not both on the URL of the last render.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const key = reportsParamsToEntries(parseReportsParams(params))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  // A new object only when the page's own choices change.
  const choices = useMemo(() => parseReportsParams(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (patch: Partial<ReportsParams>) => {
      const current = latest.current;
      const merged = { ...parseReportsParams(current), ...patch };
      const next = new URLSearchParams();
      for (const [name, value] of current) if (!isReportsKey(name)) next.append(name, value);
      for (const [name, value] of reportsParamsToEntries(merged)) next.append(name, value);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [choices, update];
}
