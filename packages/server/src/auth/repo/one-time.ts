import type { Queryable } from '../../db/index.ts';

export type OneTimeTokenType =
  | 'confirmation_token'
  | 'reauthentication_token'
  | 'recovery_token'
  | 'magiclink_token'
  | 'email_change_token_new'
  | 'email_change_token_current';

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  token_hash: string;
  relates_to: string;
  flow_state_id: string | null;
  created_at: Date;
}

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: 's256' | 'plain';
  code_challenge: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

const OTT_COLUMNS = 'id, user_id, token_type, token_hash, relates_to, flow_state_id, created_at';

/** One live token per user and type: a new one replaces the previous. */
export async function upsertOneTimeToken(
  q: Queryable,
  token: {
    userId: string;
    type: OneTimeTokenType;
    hash: string;
    relatesTo: string;
    flowStateId?: string | null;
  },
): Promise<void> {
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, flow_state_id)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash,
       relates_to = excluded.relates_to, flow_state_id = excluded.flow_state_id,
       created_at = now(), updated_at = now()`,
    [token.userId, token.type, token.hash, token.relatesTo, token.flowStateId ?? null],
  );
  // GoTrue keeps the hash on the user row as well; Supabase tooling reads it there.
  const column = token.type === 'magiclink_token' ? 'recovery_token' : token.type;
  await q.query(`update auth.users set ${column} = $2 where id = $1`, [token.userId, token.hash]);
}

export async function findOneTimeTokenForUpdate(
  q: Queryable,
  hash: string,
  types: readonly OneTimeTokenType[],
): Promise<OneTimeTokenRow | undefined> {
  const { rows } = await q.query<OneTimeTokenRow>(
    `select ${OTT_COLUMNS} from auth.one_time_tokens where token_hash = $1 and token_type = any($2::text[])
     order by created_at desc limit 1 for update`,
    [hash, types],
  );
  return rows[0];
}

export async function findUserOneTimeToken(
  q: Queryable,
  userId: string,
  type: OneTimeTokenType,
): Promise<OneTimeTokenRow | undefined> {
  const { rows } = await q.query<OneTimeTokenRow>(
    `select ${OTT_COLUMNS} from auth.one_time_tokens where user_id = $1 and token_type = $2`,
    [userId, type],
  );
  return rows[0];
}

export async function deleteOneTimeTokens(q: Queryable, userId: string, types: readonly OneTimeTokenType[]) {
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = any($2::text[])', [
    userId,
    types,
  ]);
  const columns = [...new Set(types.map((t) => (t === 'magiclink_token' ? 'recovery_token' : t)))];
  await q.query(`update auth.users set ${columns.map((c) => `${c} = ''`).join(', ')} where id = $1`, [
    userId,
  ]);
}

export async function sweepOneTimeTokens(q: Queryable, seconds: number): Promise<void> {
  await q.query('delete from auth.one_time_tokens where created_at < now() - make_interval(secs => $1)', [
    seconds,
  ]);
}

export async function insertFlowState(
  q: Queryable,
  flow: {
    userId: string;
    authCode: string;
    challenge: string;
    method: 's256' | 'plain';
    authenticationMethod: string;
  },
): Promise<FlowStateRow> {
  const { rows } = await q.query<FlowStateRow>(
    `insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4, $5)
     returning id, user_id, auth_code, code_challenge_method, code_challenge, authentication_method, created_at,
       auth_code_issued_at`,
    [flow.userId, flow.authCode, flow.challenge, flow.method, flow.authenticationMethod],
  );
  return rows[0]!;
}

export async function issueFlowAuthCode(q: Queryable, flowId: string): Promise<FlowStateRow | undefined> {
  const { rows } = await q.query<FlowStateRow>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1
     returning id, user_id, auth_code, code_challenge_method, code_challenge, authentication_method, created_at,
       auth_code_issued_at`,
    [flowId],
  );
  return rows[0];
}

export async function findFlowStateByCodeForUpdate(
  q: Queryable,
  authCode: string,
): Promise<FlowStateRow | undefined> {
  const { rows } = await q.query<FlowStateRow>(
    `select id, user_id, auth_code, code_challenge_method, code_challenge, authentication_method, created_at,
       auth_code_issued_at
     from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  );
  return rows[0];
}

export async function deleteFlowState(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.flow_state where id = $1', [id]);
}

export async function sweepFlowStates(q: Queryable, seconds: number): Promise<void> {
  await q.query('delete from auth.flow_state where created_at < now() - make_interval(secs => $1)', [
    seconds,
  ]);
}
