import type { Queryable } from '../../db/index.ts';

export type AuditAction =
  | 'user_signedup'
  | 'user_invited'
  | 'user_confirmation_requested'
  | 'user_recovery_requested'
  | 'user_reauthenticate_requested'
  | 'login'
  | 'logout'
  | 'token_refreshed'
  | 'token_revoked'
  | 'user_modified'
  | 'user_updated_password'
  | 'user_deleted'
  | 'user_repeated_signup'
  | 'factor_in_progress'
  | 'factor_unenrolled'
  | 'verification_attempted'
  | 'mfa_code_login'
  | 'generate_link'
  | 'user_banned';

export interface AuditEntry {
  actorId: string;
  actorUsername: string;
  action: AuditAction;
  logType: 'account' | 'team' | 'token' | 'user' | 'factor' | 'recovery';
  traits?: Record<string, unknown>;
  ip: string;
  /** The browser or client the request came from, kept in traits.user_agent for the activity list. */
  userAgent?: string;
}

export async function insertAuditEntry(q: Queryable, entry: AuditEntry): Promise<void> {
  const traits = entry.userAgent ? { ...entry.traits, user_agent: entry.userAgent } : entry.traits;
  // The clock, not the transaction's start: entries one request writes keep their order.
  await q.query(
    'insert into auth.audit_log_entries (payload, ip_address, created_at) values ($1::json, $2, clock_timestamp())',
    [
      {
        actor_id: entry.actorId,
        actor_username: entry.actorUsername,
        action: entry.action,
        log_type: entry.logType,
        ...(traits ? { traits } : {}),
      },
      entry.ip.slice(0, 64),
    ],
  );
}
