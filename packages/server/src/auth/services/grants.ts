import type { AuthCtx } from '../context.ts';
import { badRequest, Errors, notFound, unprocessable, validationFailed } from '../errors.ts';
import { deleteFlowState, findFlowStateByCodeForUpdate } from '../repo/one-time.ts';
import { findUserByEmail, findUserById, updateUser } from '../repo/users.ts';
import { createHash } from 'node:crypto';
import { hashPassword, passwordWeakness, verifyPassword } from './passwords.ts';
import { isBanned, startSession, tokenResponse, type Json } from './sessions.ts';

/** A hash to check against when the address is unknown, so both cases take as long. */
let decoyHash: Promise<string> | undefined;

/** `grant_type=password`. Unknown address, no password, wrong password: all invalid_credentials. */
export async function passwordGrant(
  ctx: AuthCtx,
  input: { email?: string | null; phone?: string | null; password?: string | null },
): Promise<Json> {
  if (!input.email && !input.phone) throw validationFailed('missing email or phone');
  const email = input.email ? input.email.trim().toLowerCase() : null;
  await ctx.limiter.request('signIn', ctx.ip, email);
  if (!email || !input.password) throw Errors.invalidCredentials();

  const user = await findUserByEmail(ctx.db, email);
  if (!user || !user.encrypted_password) {
    decoyHash ??= hashPassword('decoy password that never matches');
    await verifyPassword(input.password, await decoyHash);
    throw Errors.invalidCredentials();
  }
  const check = await verifyPassword(input.password, user.encrypted_password);
  if (!check.ok) throw Errors.invalidCredentials();
  if (isBanned(user)) throw Errors.userBanned();
  if (!user.email_confirmed_at) throw Errors.emailNotConfirmed();
  const upgraded = check.upgrade ? await hashPassword(input.password) : null;

  const body = await ctx.db.transaction(async (tx) => {
    const current = upgraded ? await updateUser(tx, user.id, { encryptedPassword: upgraded }) : user;
    const started = await startSession(ctx, tx, current, 'password');
    return tokenResponse(ctx, tx, started.user, started.session, started.refreshToken);
  });
  const weakness = passwordWeakness(input.password, ctx.config.passwordMinLength);
  if (weakness) body.weak_password = weakness;
  return body;
}

/** PKCE flow states live this long after their auth code is issued (GoTrue: 5 minutes). */
const FLOW_STATE_TTL_MS = 300_000;

/** `grant_type=pkce`: exchanges the auth code from an e-mail link for a session. */
export async function pkceGrant(
  ctx: AuthCtx,
  input: { auth_code?: string | null; code_verifier?: string | null },
): Promise<Json> {
  if (!input.auth_code || !input.code_verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  await ctx.limiter.request('refresh', ctx.ip);
  const outcome = await ctx.db.transaction(async (tx): Promise<{ error: Error } | { body: Json }> => {
    const flow = await findFlowStateByCodeForUpdate(tx, input.auth_code!);
    if (!flow || !flow.auth_code_issued_at || !flow.user_id) {
      return { error: notFound('flow_state_not_found', 'invalid flow state, no valid flow state found') };
    }
    if (Date.now() - flow.auth_code_issued_at.getTime() > FLOW_STATE_TTL_MS) {
      await deleteFlowState(tx, flow.id);
      return {
        error: unprocessable('flow_state_expired', 'invalid flow state, flow state has expired'),
      };
    }
    const verifier = input.code_verifier!;
    const computed =
      flow.code_challenge_method === 's256'
        ? createHash('sha256').update(verifier).digest('base64url')
        : verifier;
    if (computed !== flow.code_challenge) {
      return {
        error: badRequest(
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        ),
      };
    }
    const user = await findUserById(tx, flow.user_id);
    if (!user)
      return { error: notFound('flow_state_not_found', 'invalid flow state, no valid flow state found') };
    if (isBanned(user)) return { error: Errors.userBanned() };
    await deleteFlowState(tx, flow.id);
    const started = await startSession(ctx, tx, user, flow.authentication_method);
    return { body: await tokenResponse(ctx, tx, started.user, started.session, started.refreshToken) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.body;
}
