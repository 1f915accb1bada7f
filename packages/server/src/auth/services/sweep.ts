import type { Db } from '../../db/index.ts';
import { deleteStaleUnverifiedFactors, sweepChallenges } from '../repo/factors.ts';
import { sweepFlowStates, sweepOneTimeTokens } from '../repo/one-time.ts';
import { sweepRateLimits } from '../repo/rate-limits.ts';
import { sweepOrphanTokens } from '../repo/sessions.ts';

const DAY = 86_400;

/**
 * Removes what can no longer be used: refresh tokens of sessions that ended a day ago, expired
 * one-time tokens, old PKCE flows and MFA challenges, abandoned enrolments, stale rate counters.
 */
export async function sweepAuthTables(db: Db, options: { otpExpirySeconds: number }): Promise<void> {
  await sweepOrphanTokens(db, DAY);
  await sweepOneTimeTokens(db, options.otpExpirySeconds);
  await sweepFlowStates(db, DAY);
  await sweepChallenges(db, DAY);
  await deleteStaleUnverifiedFactors(db, null, DAY);
  await sweepRateLimits(db, DAY);
}
