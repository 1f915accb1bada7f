import { createHash } from 'node:crypto';

const names = new Map<string, string>();
const MAX_REMEMBERED = 1_000;

/** A prepared statement's name, the same for the same text on every connection. */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `edgelog_${createHash('sha256').update(sql).digest('base64url').slice(0, 32)}`;
    // Hashing is cheap, so forgetting everything beats tracking which names are still in use.
    if (names.size >= MAX_REMEMBERED) names.clear();
    names.set(sql, name);
  }
  return name;
}
