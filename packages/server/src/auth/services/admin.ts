import type { AuthCtx } from '../context.ts';
import { AuthError, Errors, notFound, validationFailed } from '../errors.ts';
import { insertAuditEntry } from '../repo/audit.ts';
import { findFactor, findFactorsOfUsers } from '../repo/factors.ts';
import { deleteUserSessions } from '../repo/sessions.ts';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  markInvited,
  softDeleteUser,
  updateUser,
  type UserPatch,
  type UserRow,
} from '../repo/users.ts';
import { isUuid } from './authn.ts';
import { normalizeEmail, sendEmailToken } from './links.ts';
import { removeFactor } from './mfa.ts';
import { assertPasswordAcceptable, hashPassword, isSupportedHash } from './passwords.ts';
import { factorJson, loadUserJson, usersJson } from './serialize.ts';
import type { Json } from './sessions.ts';
import { EMAIL_APP_METADATA } from './signup.ts';

const ADMIN_ACTOR = '00000000-0000-0000-0000-000000000000';

export async function loadUser(ctx: AuthCtx, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db, id);
  if (!user) throw Errors.userNotFound();
  return user;
}

async function audit(
  ctx: AuthCtx,
  action: 'user_signedup' | 'user_invited' | 'user_modified' | 'user_deleted' | 'generate_link',
  user: UserRow | { id: string; email: string | null },
  traits: Json = {},
) {
  await insertAuditEntry(ctx.db, {
    actorId: ADMIN_ACTOR,
    actorUsername: 'service_role',
    action,
    logType: 'team',
    traits: { user_id: user.id, user_email: user.email ?? '', ...traits },
    ip: ctx.ip,
  });
}

/** GoTrue's ban_duration: a Go duration ("24h", "1h30m", "90s") or "none" to lift a ban. */
export function parseBanDuration(value: string): Date | null {
  if (value === 'none') return null;
  const units: Record<string, number> = {
    ns: 1e-6,
    us: 1e-3,
    µs: 1e-3,
    ms: 1,
    s: 1000,
    m: 60_000,
    h: 3_600_000,
  };
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;
  let total = 0;
  let consumed = 0;
  for (const match of value.matchAll(re)) {
    total += Number(match[1]) * units[match[2]!]!;
    consumed += match[0].length;
  }
  if (consumed === 0 || consumed !== value.length) throw validationFailed('invalid format for ban duration');
  return new Date(Date.now() + total);
}

export async function adminListUsers(
  ctx: AuthCtx,
  input: { page: number; perPage: number; filter?: string },
): Promise<{ body: Json; total: number }> {
  const { rows, total } = await listUsers(ctx.db, {
    limit: input.perPage,
    offset: (input.page - 1) * input.perPage,
    filter: input.filter,
  });
  return { body: { users: await usersJson(ctx.db, rows), aud: 'authenticated' }, total };
}

export interface AdminUserInput {
  id?: string | null;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  passwordHash?: string | null;
  emailConfirm?: boolean | null;
  userMetadata?: Record<string, unknown> | null;
  appMetadata?: Record<string, unknown> | null;
  banDuration?: string | null;
  role?: string | null;
}

async function passwordFromInput(ctx: AuthCtx, input: AdminUserInput): Promise<string | undefined> {
  if (input.password && input.passwordHash)
    throw validationFailed('Only a password or a password hash should be provided');
  if (input.passwordHash) {
    if (!isSupportedHash(input.passwordHash))
      throw validationFailed('Invalid password hash format (bcrypt or argon2 expected)');
    return input.passwordHash;
  }
  if (input.password) {
    assertPasswordAcceptable(input.password, ctx.config.passwordMinLength);
    return hashPassword(input.password);
  }
  return undefined;
}

export async function adminCreateUser(ctx: AuthCtx, input: AdminUserInput): Promise<Json> {
  if (input.phone) throw Errors.phoneDisabled();
  if (!input.email) throw validationFailed('Unable to validate email address: invalid format');
  const email = normalizeEmail(input.email);
  if (input.id && !isUuid(input.id)) throw validationFailed('id must be an UUID');
  const bannedUntil = input.banDuration ? parseBanDuration(input.banDuration) : null;
  const encryptedPassword = (await passwordFromInput(ctx, input)) ?? null;
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw Errors.emailExists();
    if (input.id && (await findUserById(tx, input.id)))
      throw new AuthError(422, 'user_already_exists', 'User already exists');
    return insertUser(tx, {
      id: input.id ?? undefined,
      email,
      encryptedPassword,
      emailConfirmed: input.emailConfirm === true,
      appMetadata: { ...(input.appMetadata ?? {}), ...EMAIL_APP_METADATA },
      userMetadata: input.userMetadata ?? {},
      role: input.role ?? undefined,
      bannedUntil,
    });
  });
  await audit(ctx, 'user_signedup', user, { provider: 'email' });
  return (await loadUserJson(ctx.db, user.id))!;
}

export async function adminUpdateUser(ctx: AuthCtx, id: string, input: AdminUserInput): Promise<Json> {
  const user = await loadUser(ctx, id);
  if (input.phone) throw Errors.phoneDisabled();
  const patch: UserPatch = {};
  if (input.email) {
    const email = normalizeEmail(input.email);
    if (email !== (user.email ?? '').toLowerCase()) {
      const taken = await findUserByEmail(ctx.db, email);
      if (taken && taken.id !== user.id) throw Errors.emailExists();
      Object.assign(patch, { email, emailChange: '', emailChangeSentAt: null });
    }
  }
  const encryptedPassword = await passwordFromInput(ctx, input);
  if (encryptedPassword) patch.encryptedPassword = encryptedPassword;
  if (input.emailConfirm === true) patch.emailConfirmed = true;
  if (input.userMetadata) patch.userMetadata = input.userMetadata;
  if (input.appMetadata) patch.appMetadata = input.appMetadata;
  if (input.role) patch.role = input.role;
  let banned = false;
  if (input.banDuration) {
    patch.bannedUntil = parseBanDuration(input.banDuration);
    banned = patch.bannedUntil !== null;
  }
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, patch);
    // A banned user is signed out everywhere.
    if (banned) await deleteUserSessions(tx, user.id);
  });
  await audit(ctx, 'user_modified', user, { fields: Object.keys(patch) });
  return (await loadUserJson(ctx.db, user.id))!;
}

/** Hard delete cascades to the user's sessions, factors and every product row hanging off the user. */
export async function adminDeleteUser(ctx: AuthCtx, id: string, soft: boolean): Promise<Json> {
  const user = await loadUser(ctx, id);
  await ctx.db.transaction(async (tx) => {
    if (soft) await softDeleteUser(tx, user.id);
    else await deleteUser(tx, user.id);
  });
  await audit(ctx, 'user_deleted', user, { soft });
  return {};
}

export async function adminListFactors(ctx: AuthCtx, userId: string): Promise<Json[]> {
  const user = await loadUser(ctx, userId);
  return (await findFactorsOfUsers(ctx.db, [user.id])).map(factorJson);
}

export async function adminDeleteFactor(ctx: AuthCtx, userId: string, factorId: string): Promise<Json> {
  const user = await loadUser(ctx, userId);
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await findFactor(ctx.db, user.id, factorId);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  await removeFactor(ctx, user.id, 'service_role', factor);
  return factorJson(factor);
}

/** POST /invite: creates the user (unless one exists unconfirmed) and mails an invitation link. */
export async function inviteUser(
  ctx: AuthCtx,
  input: { email?: string | null; data?: Record<string, unknown> | null; redirectTo?: string | null },
): Promise<Json> {
  if (!input.email) throw validationFailed('Unable to validate email address: invalid format');
  const email = normalizeEmail(input.email);
  const { user, mail } = await ctx.db.transaction(async (tx) => {
    let found = await findUserByEmail(tx, email);
    if (found?.email_confirmed_at) throw Errors.emailExists();
    found ??= await insertUser(tx, {
      email,
      encryptedPassword: null,
      emailConfirmed: false,
      invited: true,
      appMetadata: EMAIL_APP_METADATA,
      userMetadata: input.data ?? {},
    });
    const queued = await sendEmailToken(ctx, tx, {
      user: found,
      tokenType: 'confirmation_token',
      mailType: 'invite',
      address: email,
      redirectTo: input.redirectTo,
    });
    await markInvited(tx, found.id);
    return { user: found, mail: queued };
  });
  await ctx.mailer.deliver([mail]);
  await audit(ctx, 'user_invited', user);
  return (await loadUserJson(ctx.db, user.id))!;
}
