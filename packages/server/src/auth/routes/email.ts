import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestContext, type AuthDeps } from '../context.ts';
import { AuthError } from '../errors.ts';
import { metadata, optionalString, parseBody, queryParam } from '../http.ts';
import { recover, resend, sendMagicLink } from '../services/email-flows.ts';
import { safeRedirect } from '../services/links.ts';
import { parseVerifyType, verifyToken } from '../services/verify.ts';

const Pkce = { code_challenge: optionalString, code_challenge_method: optionalString };
const RecoverBody = z.object({ email: optionalString, ...Pkce });
const OtpBody = z.object({
  email: optionalString,
  phone: optionalString,
  data: metadata,
  create_user: z.boolean().nullish(),
  ...Pkce,
});
const ResendBody = z.object({ type: optionalString, email: optionalString, phone: optionalString, ...Pkce });
const VerifyBody = z.object({
  type: z.unknown(),
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
});

/** Builds `redirect_to#…` (implicit flow) or `redirect_to?…` (PKCE code, errors in both places). */
function redirectWith(
  target: string,
  params: Record<string, string>,
  where: 'fragment' | 'query' | 'both',
): string {
  const url = new URL(target);
  const encoded = new URLSearchParams(params).toString();
  if (where !== 'fragment') for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  if (where !== 'query') url.hash = encoded;
  return url.toString();
}

/** POST /recover, /otp, /resend, and POST + GET /verify. */
export function registerEmailRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/recover', async (request) => {
    const body = parseBody(RecoverBody, request.body);
    return recover(requestContext(deps, request), {
      email: body.email,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
      redirectTo: queryParam(request, 'redirect_to'),
    });
  });

  app.post('/otp', async (request) => {
    const body = parseBody(OtpBody, request.body);
    return sendMagicLink(requestContext(deps, request), {
      email: body.email,
      phone: body.phone,
      data: body.data,
      createUser: body.create_user ?? true,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
      redirectTo: queryParam(request, 'redirect_to'),
    });
  });

  app.post('/resend', async (request) => {
    const body = parseBody(ResendBody, request.body);
    return resend(requestContext(deps, request), {
      type: body.type,
      email: body.email,
      phone: body.phone,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
      redirectTo: queryParam(request, 'redirect_to'),
    });
  });

  app.post('/verify', async (request) => {
    const body = parseBody(VerifyBody, request.body);
    const outcome = await verifyToken(
      requestContext(deps, request),
      { type: parseVerifyType(body.type), token: body.token, tokenHash: body.token_hash, email: body.email },
      'api',
    );
    if (outcome.kind === 'session') return outcome.body;
    if (outcome.kind === 'message') return { msg: outcome.message, code: 200 };
    return { code: outcome.code };
  });

  // The link in the mail: a browser follows it and is sent on to the app with the session.
  app.get('/verify', async (request, reply) => {
    const ctx = requestContext(deps, request);
    const target = safeRedirect(ctx, queryParam(request, 'redirect_to'));
    const token = queryParam(request, 'token');
    const isPkce = token?.startsWith('pkce_') ?? false;
    try {
      const type = parseVerifyType(queryParam(request, 'type'));
      const outcome = await verifyToken(ctx, { type, token }, 'redirect');
      if (outcome.kind === 'code')
        return reply.redirect(redirectWith(target, { code: outcome.code }, 'query'), 303);
      if (outcome.kind === 'message') {
        return reply.redirect(redirectWith(target, { message: outcome.message, sb: '' }, 'fragment'), 303);
      }
      const session = outcome.body;
      const params = {
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        token_type: 'bearer',
        type,
        sb: '',
      };
      return reply.redirect(redirectWith(target, params, 'fragment'), 303);
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      const params = {
        error:
          err.status === 429 ? 'too_many_requests' : err.status >= 500 ? 'server_error' : 'access_denied',
        error_code: err.code,
        error_description: err.code === 'otp_expired' ? 'Email link is invalid or has expired' : err.message,
        sb: '',
      };
      return reply.redirect(redirectWith(target, params, isPkce ? 'both' : 'fragment'), 303);
    }
  });
}
