import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestContext, type AuthDeps } from '../context.ts';
import { badRequest, Errors } from '../errors.ts';
import { optionalString, parseBody, queryParam } from '../http.ts';
import { passwordGrant, pkceGrant } from '../services/grants.ts';
import { refreshGrant } from '../services/sessions.ts';

const PasswordBody = z.object({ email: optionalString, phone: optionalString, password: optionalString });
const RefreshBody = z.object({ refresh_token: optionalString });
const PkceBody = z.object({ auth_code: optionalString, code_verifier: optionalString });

/** POST /token?grant_type=password|refresh_token|pkce */
export function registerTokenRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/token', async (request) => {
    const ctx = requestContext(deps, request);
    const fromBody = (request.body as Record<string, unknown> | undefined)?.grant_type;
    const grantType =
      queryParam(request, 'grant_type') ?? (typeof fromBody === 'string' ? fromBody : undefined);
    switch (grantType) {
      case 'password':
        return passwordGrant(ctx, parseBody(PasswordBody, request.body));
      case 'refresh_token': {
        const body = parseBody(RefreshBody, request.body);
        if (!body.refresh_token) {
          throw badRequest('validation_failed', 'refresh_token required', {
            error: 'invalid_request',
            error_description: 'refresh_token required',
          });
        }
        await ctx.limiter.request('refresh', ctx.ip);
        return refreshGrant(ctx, body.refresh_token);
      }
      case 'pkce':
        return pkceGrant(ctx, parseBody(PkceBody, request.body));
      default:
        throw badRequest(Errors.invalidCredentials().code, 'unsupported_grant_type', {
          error: 'unsupported_grant_type',
          error_description: `grant_type ${JSON.stringify(grantType ?? '')} is not supported`,
        });
    }
  });
}
