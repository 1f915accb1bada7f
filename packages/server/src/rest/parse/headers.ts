import { RestError } from '../errors.ts';
import type { CountMode } from '../sql/statement.ts';

export interface Preferences {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: CountMode;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  timezone?: string;
  /** Preferences honoured, echoed in `Preference-Applied`. */
  applied: string[];
  invalid: string[];
}

const KNOWN: Record<string, readonly string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/** The `Prefer` header(s): comma-separated `key=value` tokens, as postgrest-js appends them. */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { applied: [], invalid: [] };
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const raw of text.split(',')) {
    const token = raw.trim();
    if (!token) continue;
    const eq = token.indexOf('=');
    const key = (eq < 0 ? token : token.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : token.slice(eq + 1).trim();
    if (key === 'max-affected' && /^\d{1,15}$/.test(value)) {
      prefs.maxAffected = Number(value);
      continue;
    }
    if (key === 'timezone' && /^[A-Za-z0-9_+\-/:]{1,64}$/.test(value)) {
      prefs.timezone = value;
      continue;
    }
    if (key === 'tx' && KNOWN.tx!.includes(value)) continue;
    const allowed = KNOWN[key];
    if (!allowed || !allowed.includes(value)) {
      prefs.invalid.push(token);
      continue;
    }
    switch (key) {
      case 'return':
        prefs.return = value as Preferences['return'];
        break;
      case 'count':
        prefs.count = value as Preferences['count'];
        break;
      case 'resolution':
        prefs.resolution = value as Preferences['resolution'];
        break;
      case 'missing':
        prefs.missing = value as Preferences['missing'];
        break;
      case 'handling':
        prefs.handling = value as Preferences['handling'];
        break;
    }
  }
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
  }
  return prefs;
}

export type MediaType = 'json' | 'object' | 'csv' | 'openapi';

export interface Accepted {
  type: MediaType;
  stripNulls: boolean;
}

/** The response media type from `Accept`, or 406 PGRST107. */
export function parseAccept(header: string | undefined, allowOpenApi = false): Accepted {
  if (!header || !header.trim()) return { type: allowOpenApi ? 'openapi' : 'json', stripNulls: false };
  const offered = header
    .split(',')
    .map((part) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { type: type.toLowerCase(), params, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((m) => m.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const m of offered) {
    const stripNulls = m.params.some((p) => p.replace(/\s/g, '').toLowerCase() === 'nulls=stripped');
    switch (m.type) {
      case 'application/json':
      case 'application/vnd.pgrst.array+json':
        return { type: 'json', stripNulls };
      case '*/*':
      case 'application/*':
        return { type: allowOpenApi ? 'openapi' : 'json', stripNulls };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { type: 'object', stripNulls };
      case 'text/csv':
        return { type: 'csv', stripNulls: false };
      case 'application/openapi+json':
        if (allowOpenApi) return { type: 'openapi', stripNulls: false };
        break;
    }
  }
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${offered.map((m) => m.type).join(', ')}`,
  );
}

/** `Range: 0-9` (items), as PostgREST reads it; a malformed header is ignored. */
export function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const m = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(header);
  if (!m) return undefined;
  const from = Number(m[1]);
  if (m[2] === '') return { offset: from };
  const to = Number(m[2]);
  if (to < from)
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `The lower boundary must be lower than or equal to the upper boundary in the Range header.`,
    );
  return { offset: from, limit: to - from + 1 };
}
