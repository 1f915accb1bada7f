/** The message-keyword rules of SPEC section 8, one table per category, plus each default. */
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../catalogue/index.ts';
import type { ErrorCategory } from '../types.ts';
import { errorCategories } from '../types.ts';
import { classifyError } from './index.ts';

const tables: Record<ErrorCategory, [message: string, code: string][]> = {
  DB: [
    ['could not connect to server: Connection refused', 'DB-001'],
    ['network error while reading results', 'DB-001'],
    ['new row for relation "trades" violates check constraint "qty_positive"', 'DB-003'],
    ['constraint failed', 'DB-003'],
    ['Record not found', 'DB-004'],
    ['query returned no rows', 'DB-004'],
    ['duplicate key value violates unique constraint "tags_name_key"', 'DB-005'],
    ['Unique violation on strategies.name', 'DB-005'],
    ['insert or update on table "trades" violates foreign key constraint "trades_account_id_fkey"', 'DB-010'],
    ['canceling statement due to statement timeout', 'DB-007'],
    ['Query timeout', 'DB-007'],
    ['permission denied for table trades', 'DB-008'],
    ['Access denied', 'DB-008'],
    ['new row violates row-level security policy for table "trades"', 'DB-008'],
    ['syntax error at or near "FROM"', 'DB-002'],
  ],
  STORAGE: [
    ['Payload too large', 'STORAGE-006'],
    ['The object exceeded the maximum allowed size', 'STORAGE-006'],
    ['File size is over the limit', 'STORAGE-006'],
    ['Object not found', 'STORAGE-003'],
    ['Request failed with status 404', 'STORAGE-003'],
    ['Storage quota exceeded', 'STORAGE-004'],
    ['Bucket limit reached', 'STORAGE-004'],
    ['Permission denied', 'STORAGE-007'],
    ['403 Forbidden', 'STORAGE-007'],
    ['mime type application/x-msdownload is not supported', 'STORAGE-005'],
    ['Unsupported file format', 'STORAGE-005'],
    ['Malware detected in upload', 'STORAGE-008'],
    ['Virus found', 'STORAGE-008'],
    ['File is corrupt', 'STORAGE-009'],
    ['Invalid object data', 'STORAGE-009'],
    ['Upload interrupted', 'STORAGE-001'],
  ],
  AUTH: [
    ['JWT expired', 'AUTH-002'],
    ['invalid_token', 'AUTH-002'],
    ['Token has expired or is invalid', 'AUTH-002'],
    ['Invalid Refresh Token: Refresh Token Not Found', 'AUTH-002'],
    ['invalid_credentials', 'AUTH-003'],
    ['Invalid login credentials', 'AUTH-003'],
    ['Wrong password', 'AUTH-003'],
    ['Permission required for this action', 'AUTH-004'],
    ['Unauthorized', 'AUTH-004'],
    ['Email rate limit exceeded', 'AUTH-005'],
    ['over_request_rate_limit', 'AUTH-005'],
    ['Too many requests', 'AUTH-005'],
    ['Email not confirmed', 'AUTH-006'],
    ['OAuth callback failed', 'AUTH-011'],
    ['Unsupported provider: provider is not enabled', 'AUTH-011'],
    ['Signups not allowed for this instance', 'AUTH-012'],
    ['Email signups are disabled', 'AUTH-012'],
    ['signup_disabled', 'AUTH-012'],
    ['User not found', 'AUTH-001'],
    ['Something else entirely', 'AUTH-001'],
  ],
  CANVAS: [
    ['Out of memory while allocating canvas', 'CANVAS-005'],
    ['WebGL not supported', 'CANVAS-006'],
    ['getContext returned null', 'CANVAS-006'],
    ['Render failed', 'CANVAS-002'],
    ["Failed to execute 'drawImage'", 'CANVAS-002'],
    ['Failed to initialize the editor', 'CANVAS-001'],
    ['Export failed', 'CANVAS-009'],
    ['Could not save scene', 'CANVAS-009'],
    ['Unexpected token in scene JSON', 'CANVAS-003'],
  ],
  VALIDATION: [
    ['Invalid email', 'VALIDATION-005'],
    ['Email address is invalid', 'VALIDATION-005'],
    ['Invalid format', 'VALIDATION-002'],
    ['Does not match pattern', 'VALIDATION-002'],
    ['Value out of range', 'VALIDATION-009'],
    ['Risk exceeds the limit', 'VALIDATION-009'],
    ['Invalid type', 'VALIDATION-010'],
    ['Invalid input: expected number, received string', 'VALIDATION-010'],
    ['Maximum length exceeded', 'VALIDATION-011'],
    ['String must contain at most 500 character(s)', 'VALIDATION-011'],
    ['Invalid date', 'VALIDATION-008'],
    ['Time must be in the past', 'VALIDATION-008'],
    ['Required', 'VALIDATION-001'],
  ],
  NETWORK: [
    ['Request timeout', 'NETWORK-002'],
    ['net::ERR_TIMED_OUT', 'NETWORK-002'],
    ['DNS lookup failed', 'NETWORK-003'],
    ['net::ERR_NAME_NOT_RESOLVED', 'NETWORK-003'],
    ['SSL handshake failed', 'NETWORK-004'],
    ['net::ERR_CERT_AUTHORITY_INVALID', 'NETWORK-004'],
    ['Blocked by CORS policy', 'NETWORK-005'],
    ["No 'Access-Control-Allow-Origin' header is present", 'NETWORK-005'],
    ['You are offline', 'NETWORK-009'],
    ['net::ERR_INTERNET_DISCONNECTED', 'NETWORK-009'],
    ['Failed to fetch', 'NETWORK-001'],
  ],
  TRADE: [
    ['Invalid symbol', 'TRADE-001'],
    ['Unknown ticker XYZ123', 'TRADE-001'],
    ['Invalid price', 'TRADE-002'],
    ['Invalid quantity', 'TRADE-003'],
    ['Invalid date', 'TRADE-004'],
    ['Duplicate trade', 'TRADE-007'],
    ['Status conflict: trade already closed', 'TRADE-007'],
    ['Division by zero', 'TRADE-006'],
  ],
  DASHBOARD: [
    ['Widget crashed', 'DASHBOARD-003'],
    ['Failed to load dashboard', 'DASHBOARD-001'],
  ],
  SYSTEM: [
    ['Unexpected error', 'SYSTEM-004'],
    ['Version mismatch', 'SYSTEM-009'],
    ['Failed to fetch dynamically imported module: /assets/a.js', 'SYSTEM-009'],
    ['Loading chunk 7 failed', 'SYSTEM-009'],
    ['Out of memory', 'SYSTEM-001'],
    ['Cannot read properties of null', 'SYSTEM-004'],
  ],
};

describe.each(errorCategories)('keyword rules for %s', (category) => {
  it.each(tables[category])('%j -> %s', (message, code) => {
    expect(classifyError(message, category)).toBe(code);
    expect(classifyError(new Error(message), category)).toBe(code);
  });

  it('always answers with a code of that category', () => {
    for (const value of ['', 'zzz', new Error('Failed to fetch'), { code: '23505' }, undefined]) {
      expect(errorCatalogue[classifyError(value, category)].category).toBe(category);
    }
  });
});

describe('message phrases without a category', () => {
  it.each([
    ['JWT expired', 'AUTH-002'],
    ['Auth session missing!', 'AUTH-001'],
    ['Invalid login credentials', 'AUTH-003'],
    ['Email not confirmed', 'AUTH-006'],
    ['Too many requests', 'AUTH-005'],
    ['Signups not allowed for this instance', 'AUTH-012'],
    ['duplicate key value violates unique constraint "x"', 'DB-005'],
    ['violates foreign key constraint', 'DB-010'],
    ['new row violates row-level security policy', 'DB-008'],
    ['Request timed out', 'NETWORK-002'],
    ['Network request failed', 'NETWORK-001'],
    ['Could not fetch trades', 'NETWORK-001'],
    ['Failed to fetch dynamically imported module: /a.js', 'SYSTEM-009'],
    ['Something broke', 'SYSTEM-004'],
  ])('%j -> %s', (message, code) => {
    expect(classifyError(message)).toBe(code);
  });
});
