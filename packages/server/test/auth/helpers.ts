import type { SupabaseClient } from '@supabase/supabase-js';
import { generateSync } from 'otplib';
import type { ServerConfig } from '../../src/config.ts';
import type { TestServer } from '../support/server.ts';

let counter = 0;
/** A fresh address per call, unique across test files running in parallel. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export const PASSWORD = 'correct horse battery';

/** Signs a new user up (autoconfirm) and returns the signed-in client and its session. */
export async function signedUpClient(
  test: TestServer,
  email = uniqueEmail(),
  data: Record<string, unknown> = {},
) {
  const client = test.client();
  const { data: result, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  if (error) throw error;
  if (!result.session || !result.user) throw new Error('sign-up returned no session');
  return { client, email, session: result.session, user: result.user };
}

export async function signIn(test: TestServer, email: string, password = PASSWORD): Promise<SupabaseClient> {
  const client = test.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

export interface OutboxRow {
  id: string;
  email_type: string;
  to_address: string;
  subject: string;
  body_text: string;
  action_link: string | null;
  otp: string | null;
}

/** The newest mail sent to an address. */
export async function lastMail(test: TestServer, to: string, type?: string): Promise<OutboxRow> {
  const { rows } = await test.server.ctx.db.query<OutboxRow>(
    `select id, email_type, to_address, subject, body_text, action_link, otp from auth.mail_outbox
     where lower(to_address) = lower($1) and ($2::text is null or email_type = $2) order by id desc limit 1`,
    [to, type ?? null],
  );
  if (!rows[0]) throw new Error(`no mail to ${to}`);
  return rows[0];
}

export async function mailCount(test: TestServer, to: string): Promise<number> {
  const { rows } = await test.server.ctx.db.query<{ n: number }>(
    'select count(*)::int as n from auth.mail_outbox where lower(to_address) = lower($1)',
    [to],
  );
  return rows[0]!.n;
}

/** The link of a mail, re-pointed at the test server (links use SITE_URL's origin). */
export function linkOnServer(test: TestServer, link: string): string {
  const url = new URL(link);
  return `${test.url}${url.pathname}${url.search}`;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** A TOTP code computed independently of the server (otplib). */
export function totp(secret: string, offsetSteps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

/** A raw request to the auth API with the anon key, for what supabase-js does not expose. */
export async function authFetch(
  test: TestServer,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    rawBody?: string;
    token?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = {
    apikey: test.anonKey,
    'Content-Type': 'application/json',
    'X-Supabase-Api-Version': '2024-01-01',
    ...init.headers,
  };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${test.url}/auth/v1${path}`, {
    method: init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: Record<string, unknown>;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { text };
  }
  return { status: response.status, headers: response.headers, json };
}

/**
 * Runs `fn` with some settings changed on a running server (the auth module reads these per
 * request), restoring them afterwards: cheaper than starting another server for each toggle.
 */
export async function withConfig<T>(
  test: TestServer,
  overrides: Partial<
    Pick<
      ServerConfig,
      | 'disableSignup'
      | 'mailerAutoconfirm'
      | 'passwordChangeRequiresReauthentication'
      | 'mailerSecureEmailChange'
    >
  >,
  fn: () => Promise<T>,
): Promise<T> {
  const config = test.server.ctx.config;
  const saved = { ...config };
  Object.assign(config, overrides);
  try {
    return await fn();
  } finally {
    Object.assign(config, saved);
  }
}
