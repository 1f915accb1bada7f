import { describe, expect, it } from 'vitest';
import { activityLabel } from './activity-labels';

describe('activityLabel', () => {
  it('names the actions the server records', () => {
    expect(activityLabel('login')).toBe('Signed in');
    expect(activityLabel('user_updated_password')).toBe('Password changed');
  });

  it('reads an action it does not know in plain words', () => {
    expect(activityLabel('identity_linked')).toBe('Identity linked');
    expect(activityLabel('')).toBe('Account event');
  });
});
