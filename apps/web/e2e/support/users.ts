import { randomUUID } from 'node:crypto';
import type { Backend } from './backend';

export interface UserOptions {
  email?: string;
  password?: string;
  /** user_metadata.full_name; null for none. */
  fullName?: string | null;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string | null;
}

export function uniqueEmail(prefix = 'trader'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Signs a user up through /auth/v1/signup, exactly as the app would (auto-confirmed by default). */
export async function createUser(backend: Backend, options: UserOptions = {}): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `Pw-${randomUUID()}`;
  const fullName = options.fullName === undefined ? 'Ada Lovelace' : options.fullName;
  const { data, error } = await backend.client().auth.signUp({
    email,
    password,
    options: { data: fullName === null ? {} : { full_name: fullName } },
  });
  if (error || !data.user) throw new Error(`sign-up failed for ${email}: ${error?.message ?? 'no user'}`);
  return { id: data.user.id, email, password, fullName };
}

export async function latestEmailLink(backend: Backend, to: string, type: string): Promise<string> {
  const rows = await backend.query<{ action_link: string | null }>(
    'select action_link from auth.mail_outbox where lower(to_address) = lower($1) and email_type = $2 order by id desc limit 1',
    [to, type],
  );
  const link = rows[0]?.action_link;
  if (!link) throw new Error(`no ${type} e-mail with a link for ${to}`);
  return link;
}
