import type { ErrorCatalogueEntry } from '../types.ts';

/** AUTH: signing in, sessions and account access. */
export const authEntries = {
  'AUTH-001': {
    code: 'AUTH-001',
    category: 'AUTH',
    title: 'User Not Found',
    description: 'No signed-in user could be found for this action.',
    userMessage: 'Please log in to continue using this feature.',
    technicalDetails:
      'The action needs an authenticated user but the client holds no session (AuthSessionMissingError, "Auth session missing!"), or the auth server answered user_not_found.',
    possibleCauses: [
      'You are not signed in, or you signed out in another tab',
      'Your stored session was cleared by the browser',
      'The account no longer exists',
    ],
    solutions: [
      'Sign in again',
      'If you do not have an account yet, create one from the sign-in page',
      'Check that your browser is not set to clear site data on close',
    ],
    severity: 'medium',
    retryable: false,
  },
  'AUTH-002': {
    code: 'AUTH-002',
    category: 'AUTH',
    title: 'Session Expired',
    description: 'Your sign-in session is no longer valid.',
    userMessage: 'Your session has expired. Please sign in again to continue.',
    technicalDetails:
      'The access or refresh token was rejected: JWT expired or invalid (PGRST301, PGRST303, invalid_jwt, bad_jwt), refresh_token_not_found, refresh_token_already_used or session_not_found.',
    possibleCauses: [
      'You have been away long enough for the session to run out',
      'You signed out on another device or tab',
      'Your computer clock is far off the correct time',
    ],
    solutions: [
      'Sign in again; your saved trades are not affected',
      'Make sure your computer clock is set automatically',
    ],
    severity: 'medium',
    retryable: false,
  },
  'AUTH-003': {
    code: 'AUTH-003',
    category: 'AUTH',
    title: 'Invalid Credentials',
    description: 'The email address or password did not match an account.',
    userMessage: 'The email or password you entered is incorrect. Please check them and try again.',
    technicalDetails:
      'The auth server answered 400 invalid_credentials ("Invalid login credentials") to a password sign-in.',
    possibleCauses: [
      'A typo in the email address or password',
      'Caps Lock is on',
      'You signed up with a different email address',
    ],
    solutions: ['Re-type your email and password carefully', 'Use "Forgot password" to set a new password'],
    severity: 'medium',
    retryable: false,
  },
  'AUTH-004': {
    code: 'AUTH-004',
    category: 'AUTH',
    title: 'Permission Denied',
    description: 'Your account is not allowed to perform this action.',
    userMessage:
      "You don't have permission to do this. If you think this is a mistake, sign out and sign in again.",
    technicalDetails:
      'The auth server answered 401/403 (not_admin, no_authorization, insufficient_aal, user_banned, reauthentication_needed), or a request was made without a required API key.',
    possibleCauses: [
      'The action needs a second sign-in factor (two-factor authentication)',
      'Your account has been restricted',
      'Your session belongs to a different account',
    ],
    solutions: [
      'Sign out and sign in again, completing two-factor authentication if asked',
      'Contact support if you believe your account should have access',
    ],
    severity: 'high',
    retryable: false,
  },
  'AUTH-005': {
    code: 'AUTH-005',
    category: 'AUTH',
    title: 'Too Many Attempts',
    description: 'Too many requests were made in a short time.',
    userMessage: 'Too many attempts in a short time. Please wait a minute and try again.',
    technicalDetails:
      'HTTP 429 or over_request_rate_limit, over_email_send_rate_limit or over_sms_send_rate_limit from the auth server.',
    possibleCauses: [
      'Several sign-in or sign-up attempts in a row',
      'Requesting many confirmation or password-reset emails',
    ],
    solutions: ['Wait about a minute before trying again', 'Check your inbox for an email already sent'],
    severity: 'medium',
    retryable: true,
  },
  'AUTH-006': {
    code: 'AUTH-006',
    category: 'AUTH',
    title: 'Email Not Verified',
    description: 'The email address of this account has not been confirmed yet.',
    userMessage: 'Please confirm your email address first. Check your inbox for the confirmation link.',
    technicalDetails:
      'The auth server answered email_not_confirmed (or phone_not_confirmed / provider_email_needs_verification).',
    possibleCauses: [
      'The confirmation email has not been opened yet',
      'The confirmation email landed in spam',
      'The confirmation link expired',
    ],
    solutions: [
      'Open the confirmation link in the email we sent you',
      'Look in your spam or promotions folder',
      'Request a new confirmation email from the sign-in page',
    ],
    severity: 'medium',
    retryable: false,
  },
  'AUTH-011': {
    code: 'AUTH-011',
    category: 'AUTH',
    title: 'Sign-In Provider Error',
    description: 'Signing in through an external provider or a sign-in link did not complete.',
    userMessage:
      "We couldn't complete sign-in with the external provider. Please try again, or sign in with email and password.",
    technicalDetails:
      'OAuth or PKCE flow failure: bad_oauth_state, bad_oauth_callback, oauth_provider_not_supported, provider_disabled, bad_code_verifier, flow_state_not_found/expired, pkce_code_verifier_not_found, AuthImplicitGrantRedirectError or AuthPKCEGrantCodeExchangeError.',
    possibleCauses: [
      'The sign-in was started in another browser or device',
      'The sign-in window was open too long',
      'The provider is not enabled for this site',
    ],
    solutions: ['Start the sign-in again from this browser', 'Sign in with email and password instead'],
    severity: 'medium',
    retryable: true,
  },
  'AUTH-012': {
    code: 'AUTH-012',
    category: 'AUTH',
    title: 'Sign-Ups Disabled',
    description: 'New accounts cannot be created on this site right now.',
    userMessage: 'New account registration is currently turned off. Please contact the site operator.',
    technicalDetails: 'The auth server answered signup_disabled ("Signups not allowed for this instance").',
    possibleCauses: ['The operator of this Edgelog installation has turned sign-ups off'],
    solutions: [
      'Sign in if you already have an account',
      'Ask the operator of this site to create an account or enable sign-ups',
    ],
    severity: 'low',
    retryable: false,
  },
} as const satisfies Record<string, ErrorCatalogueEntry>;
