import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestContext, type AuthDeps } from '../context.ts';
import { header, metadata, optionalString, parseBody, queryParam } from '../http.ts';
import { authenticate } from '../services/authn.ts';
import { getUser, logout, parseLogoutScope, reauthenticate, updateCurrentUser } from '../services/user.ts';

const UpdateUserBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  nonce: optionalString,
  current_password: optionalString,
  data: metadata,
  app_metadata: z.unknown().optional(),
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

/** GET/PUT /user, POST /logout, GET /reauthenticate: endpoints acting for the signed-in user. */
export function registerUserRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.get('/user', async (request) => {
    const ctx = requestContext(deps, request);
    return getUser(ctx, await authenticate(ctx, header(request, 'authorization')));
  });

  app.put('/user', async (request) => {
    const ctx = requestContext(deps, request);
    const principal = await authenticate(ctx, header(request, 'authorization'));
    const body = parseBody(UpdateUserBody, request.body);
    return updateCurrentUser(ctx, principal, {
      email: body.email,
      phone: body.phone,
      password: body.password,
      nonce: body.nonce,
      currentPassword: body.current_password,
      data: body.data,
      appMetadata: body.app_metadata,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
      redirectTo: queryParam(request, 'redirect_to'),
    });
  });

  app.post('/logout', async (request, reply) => {
    const ctx = requestContext(deps, request);
    const principal = await authenticate(ctx, header(request, 'authorization'));
    await logout(ctx, principal, parseLogoutScope(queryParam(request, 'scope')));
    return reply.code(204).send();
  });

  app.get('/reauthenticate', async (request) => {
    const ctx = requestContext(deps, request);
    return reauthenticate(ctx, await authenticate(ctx, header(request, 'authorization')));
  });
}
