/** What each audit action means to the trader; unknown actions are shown in plain words. */
const ACTION_LABELS: Record<string, string> = {
  login: 'Signed in',
  logout: 'Signed out',
  token_revoked: 'Session ended',
  mfa_code_login: 'Two-factor code accepted',
  factor_in_progress: 'Two-factor set-up started',
  factor_unenrolled: 'Authenticator app removed',
  user_updated_password: 'Password changed',
  user_modified: 'Account details changed',
  user_signedup: 'Account created',
  user_repeated_signup: 'Sign-up tried again',
  user_recovery_requested: 'Password reset requested',
  user_confirmation_requested: 'Confirmation e-mail requested',
  user_reauthenticate_requested: 'Confirmation code requested',
  verification_attempted: 'E-mail link opened',
  generate_link: 'Sign-in link made',
  user_deleted: 'Account deleted',
};

export function activityLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Account event';
}
