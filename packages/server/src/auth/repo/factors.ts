import type { Queryable } from '../../db/index.ts';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: string;
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
}

const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone, last_challenged_at';

export async function findFactorsOfUsers(q: Queryable, userIds: readonly string[]): Promise<FactorRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = any($1::uuid[]) order by created_at, id`,
    [userIds],
  );
  return rows;
}

export async function findFactor(
  q: Queryable,
  userId: string,
  factorId: string,
  forUpdate = false,
): Promise<FactorRow | undefined> {
  const { rows } = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`,
    [factorId, userId],
  );
  return rows[0];
}

export async function insertFactor(
  q: Queryable,
  factor: { userId: string; friendlyName: string; factorType: string; secret: string },
): Promise<FactorRow> {
  const { rows } = await q.query<FactorRow>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret) values ($1, $2, $3, $4)
     returning ${FACTOR_COLUMNS}`,
    [factor.userId, factor.friendlyName, factor.factorType, factor.secret],
  );
  return rows[0]!;
}

/** Unverified factors older than `seconds` were abandoned half-way through enrolment. */
export async function deleteStaleUnverifiedFactors(
  q: Queryable,
  userId: string | null,
  seconds: number,
): Promise<void> {
  await q.query(
    `delete from auth.mfa_factors where ($1::uuid is null or user_id = $1) and status = 'unverified'
       and created_at < now() - make_interval(secs => $2)`,
    [userId, seconds],
  );
}

export async function deleteOtherUnverifiedFactors(q: Queryable, userId: string, keep: string, type: string) {
  await q.query(
    `delete from auth.mfa_factors where user_id = $1 and id <> $2 and status = 'unverified' and factor_type = $3`,
    [userId, keep, type],
  );
}

export async function markFactorVerified(q: Queryable, factorId: string): Promise<FactorRow> {
  const { rows } = await q.query<FactorRow>(
    `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 returning ${FACTOR_COLUMNS}`,
    [factorId],
  );
  return rows[0]!;
}

export async function deleteFactor(q: Queryable, factorId: string): Promise<void> {
  await q.query('delete from auth.mfa_factors where id = $1', [factorId]);
}

export async function insertChallenge(q: Queryable, factorId: string, ip: string): Promise<ChallengeRow> {
  await q.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
  const { rows } = await q.query<ChallengeRow>(
    `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
     returning id, factor_id, created_at, verified_at, ip_address`,
    [factorId, ip],
  );
  return rows[0]!;
}

export async function findChallengeForUpdate(
  q: Queryable,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  const { rows } = await q.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, ip_address from auth.mfa_challenges where id = $1 for update`,
    [challengeId],
  );
  return rows[0];
}

export async function markChallengeVerified(q: Queryable, challengeId: string): Promise<void> {
  await q.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
}

export async function deleteChallenge(q: Queryable, challengeId: string): Promise<void> {
  await q.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}

export async function sweepChallenges(q: Queryable, seconds: number): Promise<void> {
  await q.query('delete from auth.mfa_challenges where created_at < now() - make_interval(secs => $1)', [
    seconds,
  ]);
}
