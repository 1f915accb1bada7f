import type { Queryable } from '../../db/index.ts';

/**
 * Counts one hit against a fixed window and returns the count in the current window and the
 * seconds until it ends. Atomic, so several processes on one database share the limit.
 */
export async function hitRateLimit(
  q: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; resetsIn: number }> {
  const { rows } = await q.query<{ hits: number; resets_in: number }>(
    `insert into auth.rate_limits as r (key, window_start, hits) values ($1, now(), 1)
     on conflict (key) do update set
       hits = case when r.window_start + make_interval(secs => $2) <= now() then 1 else r.hits + 1 end,
       window_start = case when r.window_start + make_interval(secs => $2) <= now() then now() else r.window_start end
     returning hits, ceil(extract(epoch from (window_start + make_interval(secs => $2) - now())))::int as resets_in`,
    [key, windowSeconds],
  );
  const row = rows[0]!;
  return { hits: row.hits, resetsIn: row.resets_in };
}

export async function sweepRateLimits(q: Queryable, seconds: number): Promise<void> {
  await q.query('delete from auth.rate_limits where window_start < now() - make_interval(secs => $1)', [
    seconds,
  ]);
}
