import type { Queryable } from '../../db/index.ts';

/** One row of auth.users, as the services use it. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  confirmed_at: Date | null;
  reauthentication_sent_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, phone, phone_confirmed_at, phone_change, phone_change_sent_at, confirmed_at,
  reauthentication_sent_at, banned_until, deleted_at, is_anonymous`;

export async function findUserById(
  q: Queryable,
  id: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0];
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
     where lower(email) = lower($1) and is_sso_user = false and deleted_at is null
     order by created_at limit 1`,
    [email],
  );
  return rows[0];
}

export interface NewUser {
  id?: string;
  email: string;
  encryptedPassword: string | null;
  emailConfirmed: boolean;
  invited?: boolean;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
}

/** Inserts the user and its e-mail identity (the profile trigger fires here). */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, banned_until)
     values (coalesce($1::uuid, gen_random_uuid()), 'authenticated', $2, $3, $4,
       case when $5::boolean then now() end, case when $6::boolean then now() end, $7::jsonb, $8::jsonb, $9)
     returning ${USER_COLUMNS}`,
    [
      user.id ?? null,
      user.role ?? 'authenticated',
      user.email,
      user.encryptedPassword,
      user.emailConfirmed,
      user.invited ?? false,
      user.appMetadata,
      user.userMetadata,
      user.bannedUntil ?? null,
    ],
  );
  const row = rows[0]!;
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now())`,
    [
      row.id,
      row.id,
      { sub: row.id, email: user.email, email_verified: user.emailConfirmed, phone_verified: false },
    ],
  );
  return row;
}

export interface UserPatch {
  email?: string;
  encryptedPassword?: string | null;
  emailConfirmed?: boolean;
  /** Keys set (non-null values) and removed (null values) in user_metadata. */
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
  emailChange?: string;
  emailChangeSentAt?: Date | null;
  confirmationSentAt?: Date;
  recoverySentAt?: Date;
  reauthenticationSentAt?: Date;
  lastSignInAt?: Date;
}

function splitMetadata(patch: Record<string, unknown>): [Record<string, unknown>, string[]] {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null && v !== undefined));
  const remove = Object.entries(patch)
    .filter(([, v]) => v === null)
    .map(([k]) => k);
  return [set, remove];
}

/** Applies the given fields; metadata is merged key by key, a null value deleting the key. */
export async function updateUser(q: Queryable, id: string, patch: UserPatch): Promise<UserRow> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  const add = (sql: string, ...values: unknown[]) => {
    let text = sql;
    for (const value of values) {
      params.push(value);
      text = text.replace('?', `$${params.length}`);
    }
    sets.push(text);
  };
  if (patch.email !== undefined) add('email = ?', patch.email);
  if (patch.encryptedPassword !== undefined) add('encrypted_password = ?', patch.encryptedPassword);
  if (patch.emailConfirmed === true) sets.push('email_confirmed_at = coalesce(email_confirmed_at, now())');
  if (patch.emailConfirmed === false) sets.push('email_confirmed_at = null');
  if (patch.userMetadata) {
    const [set, remove] = splitMetadata(patch.userMetadata);
    add(
      "raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || ?::jsonb) - ?::text[]",
      set,
      remove,
    );
  }
  if (patch.appMetadata) {
    const [set, remove] = splitMetadata(patch.appMetadata);
    add(
      "raw_app_meta_data = (coalesce(raw_app_meta_data, '{}'::jsonb) || ?::jsonb) - ?::text[]",
      set,
      remove,
    );
  }
  if (patch.role !== undefined) add('role = ?', patch.role);
  if (patch.bannedUntil !== undefined) add('banned_until = ?', patch.bannedUntil);
  if (patch.emailChange !== undefined) {
    add('email_change = ?', patch.emailChange);
    sets.push('email_change_confirm_status = 0');
  }
  if (patch.emailChangeSentAt !== undefined) add('email_change_sent_at = ?', patch.emailChangeSentAt);
  if (patch.confirmationSentAt) add('confirmation_sent_at = ?', patch.confirmationSentAt);
  if (patch.recoverySentAt) add('recovery_sent_at = ?', patch.recoverySentAt);
  if (patch.reauthenticationSentAt) add('reauthentication_sent_at = ?', patch.reauthenticationSentAt);
  if (patch.lastSignInAt) add('last_sign_in_at = ?', patch.lastSignInAt);
  const { rows } = await q.query<UserRow>(
    `update auth.users set ${sets.join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    params,
  );
  const row = rows[0]!;
  if (patch.email !== undefined || patch.emailConfirmed !== undefined) {
    await q.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object(
         'email', $2::text, 'email_verified', $3::boolean), updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [id, row.email, row.email_confirmed_at !== null],
    );
  }
  if (patch.lastSignInAt) {
    await q.query(
      `update auth.identities set last_sign_in_at = $2 where user_id = $1 and provider = 'email'`,
      [id, patch.lastSignInAt],
    );
  }
  return row;
}

export async function deleteUser(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('delete from auth.users where id = $1', [id]);
  return rowCount > 0;
}

/** Soft delete as GoTrue does it: keep the row, free the address, drop everything that signs in. */
export async function softDeleteUser(q: Queryable, id: string): Promise<void> {
  await q.query(
    `update auth.users set deleted_at = now(), updated_at = now(), encrypted_password = '',
       email = case when email is null or email = '' then email else 'deleted-' || id || '@deleted.invalid' end,
       phone = null, raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb
     where id = $1`,
    [id],
  );
  await q.query('delete from auth.identities where user_id = $1', [id]);
  await q.query('delete from auth.mfa_factors where user_id = $1', [id]);
  await q.query('delete from auth.sessions where user_id = $1', [id]);
}

export async function findIdentities(q: Queryable, userIds: readonly string[]): Promise<IdentityRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = any($1::uuid[]) order by created_at`,
    [userIds],
  );
  return rows;
}

export async function listUsers(
  q: Queryable,
  options: { limit: number; offset: number; filter?: string },
): Promise<{ rows: UserRow[]; total: number }> {
  const filter = options.filter ? `%${options.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `where deleted_at is null and ($1::text is null or email ilike $1 or id::text ilike $1)`;
  const count = await q.query<{ total: string }>(`select count(*) as total from auth.users ${where}`, [
    filter,
  ]);
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users ${where} order by created_at desc, id limit $2 offset $3`,
    [filter, options.limit, options.offset],
  );
  return { rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** The user whose pending e-mail change is to this address. */
export async function findUserByPendingEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
     where lower(email_change) = lower($1) and deleted_at is null order by email_change_sent_at desc nulls last limit 1`,
    [email],
  );
  return rows[0];
}

export async function markInvited(q: Queryable, id: string): Promise<void> {
  await q.query(
    'update auth.users set invited_at = coalesce(invited_at, now()), updated_at = now() where id = $1',
    [id],
  );
}

/** One of the two addresses of a secure e-mail change has confirmed. */
export async function markEmailChangeHalfConfirmed(q: Queryable, id: string): Promise<void> {
  await q.query('update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1', [
    id,
  ]);
}
