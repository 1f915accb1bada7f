/**
 * Message-keyword rules of SPEC section 8 ("Classification by message keywords"), one ordered
 * list per category, each with that category's default. They read `keywordText()` output:
 * lower case, underscores as spaces.
 *
 * Order: SPEC's order, except that a more specific rule goes before a more generic one it
 * would otherwise be shadowed by (DB: foreign key and duplicate/unique before
 * constraint/violates, because Postgres says "violates foreign key constraint"; VALIDATION:
 * length before range/limit, because "at most 100 characters" is a length). Additions to
 * SPEC's keyword lists are synonyms of the same idea (e.g. "failed to fetch" for DB
 * connection). Two choices SPEC leaves open: TRADE "duplicate" maps to TRADE-007 (status
 * conflict; no duplicate-trade code is listed), and SYSTEM also recognises memory errors
 * (SYSTEM-001), which SPEC lists as a code but gives no keyword for.
 */
import type { ErrorCode } from '../catalogue/index.ts';
import type { ErrorCategory } from '../types.ts';

export type KeywordRule = readonly [pattern: RegExp, code: ErrorCode];

export const keywordRules: Readonly<Record<ErrorCategory, readonly KeywordRule[]>> = {
  DB: [
    [/foreign key/, 'DB-010'],
    [/duplicate|unique|already exists/, 'DB-005'],
    [/row.level security/, 'DB-008'],
    [/constraint|violat/, 'DB-003'],
    [/not found|no rows|\(or no\) rows|\b0 rows/, 'DB-004'],
    [/connect|network|failed to fetch|fetch failed/, 'DB-001'],
    [/timeout|timed out|canceling statement/, 'DB-007'],
    [/permission|denied|unauthori[sz]ed/, 'DB-008'],
  ],
  STORAGE: [
    [/too large|\bsize\b|payload/, 'STORAGE-006'],
    [/not found|\b404\b|no such/, 'STORAGE-003'],
    [/quota|limit|exceeded/, 'STORAGE-004'],
    [/permission|denied|\b403\b|unauthori[sz]ed|forbidden|row.level security|\bjwt\b/, 'STORAGE-007'],
    [/\btype\b|mime|format/, 'STORAGE-005'],
    [/malware|virus/, 'STORAGE-008'],
    [/corrupt|invalid/, 'STORAGE-009'],
  ],
  AUTH: [
    [
      /expired|invalid token|invalid refresh token|refresh token not found|\bjwt\b|session not found/,
      'AUTH-002',
    ],
    [
      /invalid credentials|invalid login credentials|wrong password|incorrect password|invalid (e-?mail|username) or password/,
      'AUTH-003',
    ],
    [/permission|unauthori[sz]ed|forbidden|not authori[sz]ed|access denied/, 'AUTH-004'],
    [/\brate\b|too many/, 'AUTH-005'],
    [/email not confirmed|not confirmed|email not verified|confirm your email/, 'AUTH-006'],
    [/oauth|provider|pkce|code verifier/, 'AUTH-011'],
    [/sign ?ups? (are |is )?(disabled|not allowed)|signup disabled/, 'AUTH-012'],
  ],
  CANVAS: [
    [/memory/, 'CANVAS-005'],
    [/webgl|context/, 'CANVAS-006'],
    [/render|draw/, 'CANVAS-002'],
    [/init/, 'CANVAS-001'],
    [/export|save|to ?blob/, 'CANVAS-009'],
  ],
  VALIDATION: [
    [/e-?mail/, 'VALIDATION-005'],
    [/format|pattern|malformed/, 'VALIDATION-002'],
    [/length|too long|characters?\b/, 'VALIDATION-011'],
    [/range|limit|too small|too big|greater than|less than|minimum|maximum|between/, 'VALIDATION-009'],
    [
      /\btype\b|expected (a |an )?(number|string|boolean|integer|object|array)|not a number|\bnan\b/,
      'VALIDATION-010',
    ],
    [/\bdate|\btime/, 'VALIDATION-008'],
  ],
  NETWORK: [
    [/timeout|timed out|etimedout/, 'NETWORK-002'],
    [/\bdns\b|name not resolved|enotfound|getaddrinfo|eai again/, 'NETWORK-003'],
    [/\bssl\b|\btls\b|certificate|\bcert\b|err cert/, 'NETWORK-004'],
    [/\bcors\b|cross.origin|access.control.allow/, 'NETWORK-005'],
    [/offline|internet disconnected|no internet|network is unreachable/, 'NETWORK-009'],
  ],
  TRADE: [
    [/symbol|ticker/, 'TRADE-001'],
    [/price/, 'TRADE-002'],
    [/quantity|\bqty\b|\bshares?\b|\blots?\b|\bcontracts?\b/, 'TRADE-003'],
    [/\bdate|\btime/, 'TRADE-004'],
    [/duplicate|already exists|already recorded/, 'TRADE-007'],
    [/status|conflict/, 'TRADE-007'],
  ],
  DASHBOARD: [[/widget/, 'DASHBOARD-003']],
  SYSTEM: [
    [/version|chunk|dynamically imported module|module script|mismatch/, 'SYSTEM-009'],
    [/memory|call stack|allocation failed/, 'SYSTEM-001'],
    [/unexpected/, 'SYSTEM-004'],
  ],
};

export const categoryDefaults: Readonly<Record<ErrorCategory, ErrorCode>> = {
  DB: 'DB-002',
  STORAGE: 'STORAGE-001',
  AUTH: 'AUTH-001',
  CANVAS: 'CANVAS-003',
  VALIDATION: 'VALIDATION-001',
  NETWORK: 'NETWORK-001',
  TRADE: 'TRADE-006',
  DASHBOARD: 'DASHBOARD-001',
  SYSTEM: 'SYSTEM-004',
};

/**
 * Well-known library and browser messages, for values whose shape names no category (a
 * bare Error, an unhandled rejection, a string). Only unambiguous phrases live here; a
 * message that matches none of them is an unexpected error (SYSTEM-004).
 */
export const phraseRules: readonly KeywordRule[] = [
  [
    /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|loading (css )?chunk|chunkloaderror/,
    'SYSTEM-009',
  ],
  [/mismatch between server and client bindings|version mismatch/, 'SYSTEM-009'],
  [/api key is required to connect to realtime/, 'AUTH-004'],
  [/\boffline\b|internet disconnected/, 'NETWORK-009'],
  [
    /jwt expired|invalid refresh token|refresh token not found|invalid token|invalid jwt|token (has |is )?expired|session expired|session not found/,
    'AUTH-002',
  ],
  [/auth session missing|auth session or user missing/, 'AUTH-001'],
  [/invalid login credentials|invalid credentials|wrong password/, 'AUTH-003'],
  [/email not confirmed/, 'AUTH-006'],
  [/sign ?ups? (are |is )?(disabled|not allowed)|signup disabled/, 'AUTH-012'],
  [/too many requests|rate limit/, 'AUTH-005'],
  [/foreign key/, 'DB-010'],
  [/duplicate key|unique constraint|already exists|already registered/, 'DB-005'],
  [/row.level security|permission denied for/, 'DB-008'],
  [/violates .*constraint/, 'DB-003'],
  [/json object requested|no rows returned|\(or no\) rows/, 'DB-004'],
  [/statement timeout|canceling statement/, 'DB-007'],
  [/quota ?exceeded|exceeded the quota/, 'STORAGE-004'],
  [/payload too large|entity too large|file too large|exceeded the maximum allowed size/, 'STORAGE-006'],
  [/invalid mime type|mime type .*not supported/, 'STORAGE-005'],
  [/webgl|context lost/, 'CANVAS-006'],
  [/out of memory|maximum call stack|allocation failed/, 'SYSTEM-001'],
  [/timeout|timed out|etimedout/, 'NETWORK-002'],
  [/name not resolved|enotfound|getaddrinfo|eai again|\bdns\b/, 'NETWORK-003'],
  [/err cert|err ssl|\bssl\b|\btls\b|certificate/, 'NETWORK-004'],
  [/\bcors\b|cross.origin request|access.control.allow.origin/, 'NETWORK-005'],
  [/\bfetch\b|network|load failed|err connection|econnrefused|econnreset|channel error/, 'NETWORK-001'],
];

export function matchRules(rules: readonly KeywordRule[], text: string): ErrorCode | undefined {
  for (const [pattern, code] of rules) if (pattern.test(text)) return code;
  return undefined;
}
