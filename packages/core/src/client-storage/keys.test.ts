import { describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  authStorageKeys,
  COOKIE_CONSENT_KEY,
  expiryMarkerKey,
  isAuthKey,
  isProtectedKey,
  keysToClearOnSignOut,
  REMEMBER_ME_KEY,
} from './keys.ts';
import { createMemoryStorage } from './memory-storage.ts';

describe('protected keys', () => {
  it.each([
    AUTH_STORAGE_KEY,
    `${AUTH_STORAGE_KEY}-code-verifier`,
    `${AUTH_STORAGE_KEY}-flow-abc-code-verifier`,
    `${AUTH_STORAGE_KEY}-flows-code-verifier`,
    `${AUTH_STORAGE_KEY}-user`,
    'sb-localhost-auth-token',
    'sb-xyzcompany-auth-token-code-verifier',
    'supabase.auth.token',
    expiryMarkerKey(AUTH_STORAGE_KEY),
    REMEMBER_ME_KEY,
    COOKIE_CONSENT_KEY,
    'edgelog_draft_u1_trade',
    'edgelog_unsaved_u1_journal',
  ])('%s is protected', (key) => {
    expect(isProtectedKey(key)).toBe(true);
  });

  it.each(['edgelog_error_log', 'edgelog_cache_1', 'sb-edgelog-auth', 'sidebar_state', 'edgelog_drafts'])(
    '%s is not',
    (key) => {
      expect(isProtectedKey(key)).toBe(false);
    },
  );

  it('recognises auth keys', () => {
    expect(isAuthKey('sb-abc-auth-token')).toBe(true);
    expect(isAuthKey('sb-abc-auth-tokens')).toBe(false);
    expect(isAuthKey('edgelog_auth')).toBe(false);
  });
});

describe('sign-out and invalid-session keys', () => {
  const storage = createMemoryStorage({
    initial: {
      [AUTH_STORAGE_KEY]: '{}',
      [expiryMarkerKey(AUTH_STORAGE_KEY)]: '1',
      [`${AUTH_STORAGE_KEY}-code-verifier`]: 'v',
      'supabase.auth.token': '{}',
      'supabase.cache': 'x',
      edgelog_error_log: '[]',
      edgelog_cache_1: '{}',
      [REMEMBER_ME_KEY]: '{}',
      [COOKIE_CONSENT_KEY]: 'accepted',
      edgelog_draft_u1_trade: '{}',
      other_site_key: 'x',
    },
  });

  it('SIGNED_OUT clears supabase.* and edgelog_* keys except consent, remember-me and unsaved work', () => {
    expect(keysToClearOnSignOut(storage).sort()).toEqual([
      'edgelog_cache_1',
      'edgelog_error_log',
      'supabase.auth.token',
      'supabase.cache',
    ]);
  });

  it('an invalid session clears every auth key and marker', () => {
    expect(authStorageKeys(storage).sort()).toEqual(
      [
        AUTH_STORAGE_KEY,
        `${AUTH_STORAGE_KEY}-code-verifier`,
        expiryMarkerKey(AUTH_STORAGE_KEY),
        'supabase.auth.token',
      ].sort(),
    );
  });
});
