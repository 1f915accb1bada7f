import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { TestServer, TestUser } from '../support/server.ts';

/** A table shaped like the product's: rows owned by user_id, RLS on, in the realtime publication. */
export async function createNotesTable(test: TestServer, name = 'rt_notes'): Promise<void> {
  await test.server.ctx.db.exec(`
    create table public.${name} (
      id bigint generated always as identity primary key,
      user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
      body text not null default '',
      n int not null default 0,
      tags text[] not null default '{}',
      details jsonb,
      amount numeric(12, 2),
      done boolean not null default false,
      created_at timestamptz not null default now()
    );
    alter table public.${name} enable row level security;
    create policy "${name}: owner reads" on public.${name} for select to authenticated using (user_id = auth.uid());
    create policy "${name}: owner inserts" on public.${name} for insert to authenticated with check (user_id = auth.uid());
    create policy "${name}: owner updates" on public.${name} for update to authenticated using (user_id = auth.uid());
    create policy "${name}: owner deletes" on public.${name} for delete to authenticated using (user_id = auth.uid());
    grant select, insert, update, delete on public.${name} to authenticated;
    grant all on public.${name} to service_role;
    alter publication supabase_realtime add table public.${name};
  `);
  // The data API (and realtime's catalog) learn about the new table.
  for (const reload of test.server.ctx.onSchemaChange) await reload();
}

/** Another supabase-js client signed in as the same user (a second tab, a second device). */
export function secondClient(test: TestServer, user: TestUser): SupabaseClient {
  return createClient(test.url, test.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    accessToken: async () => user.accessToken,
  });
}

/** Runs SQL as the user, with RLS, the way the data API would for a request with their token. */
export async function asUser<T = Record<string, unknown>>(
  test: TestServer,
  user: TestUser,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const { rows } = await test.server.ctx.db.asIdentity(
    { role: 'authenticated', claims: { sub: user.id, role: 'authenticated', email: user.email } },
    (tx) => tx.query<T>(sql, params),
  );
  return rows;
}

export interface Subscribed {
  channel: RealtimeChannel;
  /** Every status the subscribe callback reported, with the error message if any. */
  statuses: Array<{ status: string; message?: string }>;
}

/** subscribe() as a promise: resolves on SUBSCRIBED, rejects on the first error status. */
export function subscribe(channel: RealtimeChannel, timeoutMs = 10_000): Promise<Subscribed> {
  const statuses: Subscribed['statuses'] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not subscribed: ${JSON.stringify(statuses)}`)),
      timeoutMs,
    );
    channel.subscribe((status, err) => {
      statuses.push(err ? { status, message: err.message } : { status });
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve({ channel, statuses });
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(new Error(`${status}: ${err?.message ?? ''}`));
      }
    });
  });
}

/** Collects the payloads a callback receives. */
export function collector<T = unknown>(): { items: T[]; push: (item: T) => void } {
  const items: T[] = [];
  return { items, push: (item: T) => void items.push(item) };
}

export async function closeClients(...clients: SupabaseClient[]): Promise<void> {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
}

export const POLL = { timeout: 5_000, interval: 20 } as const;
