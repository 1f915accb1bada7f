import type { Queryable } from '../../db/index.ts';
import { findFactorsOfUsers, type FactorRow } from '../repo/factors.ts';
import { findIdentities, findUserById, type IdentityRow, type UserRow } from '../repo/users.ts';

type Json = Record<string, unknown>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** Drops undefined fields, as GoTrue's `omitempty` does. */
function compact(obj: Json): Json {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
}

export function factorJson(f: FactorRow): Json {
  return compact({
    id: f.id,
    friendly_name: f.friendly_name || undefined,
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    last_challenged_at: iso(f.last_challenged_at) ?? null,
    phone: f.phone ?? '',
  });
}

function identityJson(i: IdentityRow): Json {
  return compact({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  });
}

/** The User object exactly as GoTrue serialises it (`factors` omitted when empty). */
export function userJson(u: UserRow, identities: IdentityRow[], factors: FactorRow[]): Json {
  return compact({
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at ?? u.email_confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    new_phone: u.phone_change || undefined,
    phone_change_sent_at: iso(u.phone_change_sent_at),
    reauthentication_sent_at: iso(u.reauthentication_sent_at),
    invited_at: iso(u.invited_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    deleted_at: iso(u.deleted_at),
    is_anonymous: u.is_anonymous,
  });
}

/** Users with their identities and factors, in the order given. */
export async function usersJson(q: Queryable, users: UserRow[]): Promise<Json[]> {
  const ids = users.map((u) => u.id);
  const [identities, factors] = [await findIdentities(q, ids), await findFactorsOfUsers(q, ids)];
  return users.map((u) =>
    userJson(
      u,
      identities.filter((i) => i.user_id === u.id),
      factors.filter((f) => f.user_id === u.id),
    ),
  );
}

export async function loadUserJson(q: Queryable, userId: string): Promise<Json | undefined> {
  const user = await findUserById(q, userId);
  if (!user) return undefined;
  return (await usersJson(q, [user]))[0];
}

/** An obfuscated user for sign-ups of an existing address when confirmation is on (no enumeration). */
export function fakeUserJson(email: string, metadata: Json, id: string): Json {
  const now = new Date().toISOString();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
