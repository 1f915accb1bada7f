/**
 * GoTrue's error shape. Bodies carry the code in both `code` (read by auth-js when the response has
 * `X-Supabase-Api-Version`) and `error_code` (read otherwise), and the text in `msg` and `message`.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. `weak_password` or OAuth-style `error`/`error_description`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }

  body(): Record<string, unknown> {
    return {
      code: this.code,
      error_code: this.code,
      msg: this.message,
      message: this.message,
      ...this.extra,
    };
  }
}

export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AuthError(400, code, message, extra);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AuthError(422, code, message, extra);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);

export const validationFailed = (message: string) => badRequest('validation_failed', message);

export const Errors = {
  invalidCredentials: () => badRequest('invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => badRequest('email_not_confirmed', 'Email not confirmed'),
  userBanned: (status = 400) => new AuthError(status, 'user_banned', 'User is banned'),
  noAuthorization: () => unauthorized('no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => forbidden('bad_jwt', 'invalid claim: missing sub claim'),
  userNotFoundFromJwt: () => forbidden('user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    forbidden('session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => forbidden('not_admin', 'User not allowed'),
  userNotFound: () => notFound('user_not_found', 'User not found'),
  otpExpired: () => forbidden('otp_expired', 'Token has expired or is invalid'),
  signupDisabled: () => unprocessable('signup_disabled', 'Signups not allowed for this instance'),
  emailExists: () =>
    unprocessable('email_exists', 'A user with this email address has already been registered'),
  userAlreadyExists: () => unprocessable('user_already_exists', 'User already registered'),
  phoneDisabled: () => unprocessable('phone_provider_disabled', 'Phone logins are disabled'),
  refreshTokenNotFound: () =>
    badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshSessionNotFound: () =>
    badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
  sessionExpired: () => badRequest('session_expired', 'Invalid Refresh Token: Session Expired'),
  requestRateLimit: () => tooManyRequests('over_request_rate_limit', 'Request rate limit reached'),
  emailRateLimit: (seconds: number) =>
    tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.max(1, seconds)} seconds.`,
    ),
  badJson: (detail: string) => badRequest('bad_json', `Could not parse request body as JSON: ${detail}`),
};
