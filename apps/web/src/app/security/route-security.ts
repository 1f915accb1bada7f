/**
 * Route security (SPEC 5): requests that look like probing are logged and sent to /about.
 * Pure: takes the location and whether someone is signed in, returns the rule broken or null.
 */
export type RouteViolation =
  'path-traversal' | 'script-injection' | 'sql-injection' | 'admin-signed-out' | 'nested-redirect';

export interface RouteLocation {
  pathname: string;
  search: string;
}

const TRAVERSAL = /\.\.[/\\]|[/\\]\.\.(?:$|[?#&])/;
const SCRIPT = /<\s*\/?\s*script\b|javascript\s*:/i;
// Statement shapes rather than lone words, so an ordinary query value ("update", "select") passes.
const SQL = new RegExp(
  [
    String.raw`\bunion\b[\s\S]*\bselect\b`,
    String.raw`\bselect\b[\s\S]+\bfrom\b`,
    String.raw`\binsert\s+into\b`,
    String.raw`\bdelete\s+from\b`,
    String.raw`\bdrop\s+(table|database|schema|view|function)\b`,
    String.raw`\btruncate\s+(table\s+)?\w`,
    String.raw`\bupdate\s+\w+\s+set\b`,
    String.raw`\balter\s+(table|role|user)\b`,
    String.raw`\bexec(ute)?\s*(\(|\s+xp_|\s+sp_)`,
    String.raw`\b(sleep|pg_sleep|benchmark)\s*\(`,
    String.raw`['"]\s*(or|and)\s+['"]?\w+['"]?\s*=\s*['"]?\w+`,
    String.raw`['"]\s*;\s*--`,
    String.raw`;\s*(drop|delete|insert|update|shutdown)\b`,
  ].join('|'),
  'i',
);

/** Decodes repeatedly (up to three layers), so %252e%252e hides nothing; invalid escapes stay as they are. */
export function decodeLayers(value: string): string {
  let current = value.replace(/\+/g, ' ');
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

function redirectValues(search: string): string[] {
  const params = new URLSearchParams(search);
  return params.getAll('redirect').map(decodeLayers);
}

export function findRouteViolation(location: RouteLocation, signedIn: boolean): RouteViolation | null {
  const path = decodeLayers(location.pathname);
  const query = decodeLayers(location.search.replace(/^\?/, ''));
  if (TRAVERSAL.test(path) || TRAVERSAL.test(query)) return 'path-traversal';
  if (SCRIPT.test(path) || SCRIPT.test(query)) return 'script-injection';
  if (SQL.test(query)) return 'sql-injection';
  if (!signedIn && /^\/admin(\/|$)/i.test(path)) return 'admin-signed-out';
  if (redirectValues(location.search).some((value) => value.includes('redirect='))) return 'nested-redirect';
  return null;
}

export interface RouteViolationRecord {
  violation: RouteViolation;
  path: string;
  timestamp: string;
}

const recent: RouteViolationRecord[] = [];

/** Logs a violation to the console (and keeps the last 50 for the error log / diagnostics). */
export function logRouteViolation(violation: RouteViolation, location: RouteLocation): RouteViolationRecord {
  const record = {
    violation,
    path: `${location.pathname}${location.search}`,
    timestamp: new Date().toISOString(),
  };
  recent.push(record);
  if (recent.length > 50) recent.shift();
  console.warn(`[route-security] ${violation}: ${record.path} redirected to /about`);
  return record;
}

export function recentRouteViolations(): readonly RouteViolationRecord[] {
  return recent;
}
