import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestContext, type AuthDeps } from '../context.ts';
import { header, optionalString, parseBody } from '../http.ts';
import { authenticate } from '../services/authn.ts';
import { challenge, enroll, unenroll, verifyFactor } from '../services/mfa.ts';

const EnrollBody = z.object({
  factor_type: optionalString,
  friendly_name: optionalString,
  issuer: optionalString,
});
const VerifyBody = z.object({ challenge_id: optionalString, code: optionalString });

const factorId = (request: FastifyRequest) => (request.params as { factorId: string }).factorId;

/** TOTP multi-factor authentication: enrol, challenge, verify, unenrol. */
export function registerFactorRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/factors', async (request) => {
    const ctx = requestContext(deps, request);
    const principal = await authenticate(ctx, header(request, 'authorization'));
    const body = parseBody(EnrollBody, request.body);
    return enroll(ctx, principal, {
      factorType: body.factor_type,
      friendlyName: body.friendly_name,
      issuer: body.issuer,
    });
  });

  app.post('/factors/:factorId/challenge', async (request) => {
    const ctx = requestContext(deps, request);
    const principal = await authenticate(ctx, header(request, 'authorization'));
    return challenge(ctx, principal, factorId(request));
  });

  app.post('/factors/:factorId/verify', async (request) => {
    const ctx = requestContext(deps, request);
    const principal = await authenticate(ctx, header(request, 'authorization'));
    const body = parseBody(VerifyBody, request.body);
    return verifyFactor(ctx, principal, factorId(request), {
      challengeId: body.challenge_id,
      code: body.code,
    });
  });

  app.delete('/factors/:factorId', async (request) => {
    const ctx = requestContext(deps, request);
    const principal = await authenticate(ctx, header(request, 'authorization'));
    return unenroll(ctx, principal, factorId(request));
  });
}
