import type { Queryable, RequestIdentity } from './types.ts';

/**
 * Switches the open transaction to the caller's role and claims (SET LOCAL semantics) in one
 * round trip. `set_config('role', ...)` raises when the switch is not allowed; that error must
 * propagate, because running a request without its role would silently bypass row-level security.
 */
export async function applyIdentity(tx: Queryable, identity: RequestIdentity): Promise<void> {
  const names = ['role', 'request.jwt.claims'];
  const values = [identity.role, JSON.stringify({ ...identity.claims, role: identity.role })];
  for (const [name, value] of Object.entries(identity.settings ?? {})) {
    names.push(name);
    values.push(value);
  }
  const result = await tx.query<{ role: string }>(
    `select set_config('role', $1, true) as role, (select count(*) from unnest($2::text[], $3::text[]) as s(n, v) where set_config(n, v, true) is not null) as applied`,
    [identity.role, names.slice(1), values.slice(1)],
    { prepare: true },
  );
  if (result.rows[0]?.role !== identity.role) {
    throw new Error(`role switch to ${identity.role} did not take effect`);
  }
}
