import type { Queryable } from '../../db/index.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  updated_at: Date;
  factor_id: string | null;
  aal: 'aal1' | 'aal2' | 'aal3';
  not_after: Date | null;
  refreshed_at: Date | null;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

export interface AmrClaim {
  method: string;
  timestamp: number;
}

const SESSION_COLUMNS = 'id, user_id, created_at, updated_at, factor_id, aal, not_after, refreshed_at';
const TOKEN_COLUMNS = 'id, token, user_id, revoked, created_at, updated_at, parent, session_id';

export async function insertSession(
  q: Queryable,
  session: { userId: string; aal?: string; factorId?: string | null; ip: string; userAgent: string },
): Promise<SessionRow> {
  const { rows } = await q.query<SessionRow>(
    `insert into auth.sessions (user_id, aal, factor_id, ip, user_agent, refreshed_at)
     values ($1, $2, $3, $4, $5, now()) returning ${SESSION_COLUMNS}`,
    [session.userId, session.aal ?? 'aal1', session.factorId ?? null, session.ip, session.userAgent],
  );
  return rows[0]!;
}

export async function findSession(
  q: Queryable,
  id: string,
  forUpdate = false,
): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>(
    `select ${SESSION_COLUMNS} from auth.sessions where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0];
}

export async function touchSession(
  q: Queryable,
  id: string,
  meta: { ip: string; userAgent: string },
): Promise<void> {
  await q.query(
    'update auth.sessions set refreshed_at = now(), updated_at = now(), ip = $2, user_agent = $3 where id = $1',
    [id, meta.ip, meta.userAgent],
  );
}

export async function upgradeSession(
  q: Queryable,
  id: string,
  aal: string,
  factorId: string | null,
): Promise<void> {
  await q.query('update auth.sessions set aal = $2, factor_id = $3, updated_at = now() where id = $1', [
    id,
    aal,
    factorId,
  ]);
}

export async function deleteSession(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.sessions where id = $1', [id]);
}

/** Deletes the user's sessions, all of them or all but one. Returns how many went. */
export async function deleteUserSessions(
  q: Queryable,
  userId: string,
  options: { except?: string; onlyBelowAal?: string } = {},
): Promise<number> {
  const { rowCount } = await q.query(
    `delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2)
       and ($3::text is null or aal < $3)`,
    [userId, options.except ?? null, options.onlyBelowAal ?? null],
  );
  return rowCount;
}

export async function addAmrClaim(q: Queryable, sessionId: string, method: string): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** AMR entries, newest first, as the access token carries them. */
export async function findAmrClaims(q: Queryable, sessionId: string): Promise<AmrClaim[]> {
  const { rows } = await q.query<{ method: string; at: Date }>(
    `select authentication_method as method, updated_at as at from auth.mfa_amr_claims
     where session_id = $1 order by updated_at desc, authentication_method`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: Math.floor(r.at.getTime() / 1000) }));
}

/** Drops a factor from the sessions that were upgraded with it; they go back to aal1. */
export async function downgradeSessionsOfFactor(
  q: Queryable,
  factorId: string,
  method: string,
): Promise<void> {
  await q.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId, method],
  );
  await q.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factorId],
  );
}

export async function insertRefreshToken(
  q: Queryable,
  token: { token: string; userId: string; sessionId: string; parent: string | null },
): Promise<RefreshTokenRow> {
  const { rows } = await q.query<RefreshTokenRow>(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)
     returning ${TOKEN_COLUMNS}`,
    [token.token, token.userId, token.sessionId, token.parent],
  );
  return rows[0]!;
}

/** Locks the token row so concurrent refreshes of one token take turns. */
export async function findRefreshToken(
  q: Queryable,
  token: string,
  forUpdate = false,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await q.query<RefreshTokenRow>(
    `select ${TOKEN_COLUMNS} from auth.refresh_tokens where token = $1${forUpdate ? ' for update' : ''}`,
    [token],
  );
  return rows[0];
}

/**
 * Whether the token was revoked more than `seconds` ago, measured by the database's clock on both
 * ends: processes on several machines disagree about the time, the database does not.
 */
export async function revokedLongerThan(q: Queryable, id: string, seconds: number): Promise<boolean> {
  const { rows } = await q.query<{ past: boolean }>(
    'select now() - updated_at > make_interval(secs => $2) as past from auth.refresh_tokens where id = $1',
    [id, seconds],
  );
  return rows[0]?.past ?? true;
}

/** The session's newest unrevoked token. */
export async function findActiveRefreshToken(
  q: Queryable,
  sessionId: string,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await q.query<RefreshTokenRow>(
    `select ${TOKEN_COLUMNS} from auth.refresh_tokens where session_id = $1 and revoked = false
     order by id desc limit 1`,
    [sessionId],
  );
  return rows[0];
}

export async function revokeRefreshToken(q: Queryable, id: string): Promise<void> {
  await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [id]);
}

export async function revokeSessionTokens(q: Queryable, sessionId: string): Promise<void> {
  await q.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
    [sessionId],
  );
}

export async function deleteRefreshToken(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.refresh_tokens where id = $1', [id]);
}

/** Removes tokens whose session ended more than `seconds` ago. */
export async function sweepOrphanTokens(q: Queryable, seconds: number): Promise<void> {
  await q.query(
    `delete from auth.refresh_tokens where session_id is null and updated_at < now() - make_interval(secs => $1)`,
    [seconds],
  );
}
