import type { Queryable, RequestIdentity } from './types.ts';

/**
 * Switches the open transaction to the caller's role and claims (SET LOCAL semantics) in one
 * round trip. `set_config('role', ...)` raises when the switch is not allowed; that error must
 * propagate, because running a request without its role would silently bypass row-level security.
 */
export async function applyIdentity(tx: Queryable, identity: RequestIdentity): Promise<void> {
  // One JSON object for the other settings: the driver sends it as it is, where text arrays would
  // be escaped element by element (the request headers alone are a long element).
  const settings = {
    ...identity.settings,
    'request.jwt.claims': JSON.stringify({ ...identity.claims, role: identity.role }),
  };
  const result = await tx.query<{ role: string }>(
    `select set_config('role', $1, true) as role, (select count(*) from json_each_text($2::json) as s(n, v) where set_config(n, v, true) is not null) as applied`,
    [identity.role, settings],
    { prepare: true },
  );
  if (result.rows[0]?.role !== identity.role) {
    throw new Error(`role switch to ${identity.role} did not take effect`);
  }
}
