import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestContext, type AuthDeps } from '../context.ts';
import { metadata, optionalString, parseBody, queryParam } from '../http.ts';
import { signUp } from '../services/signup.ts';

const SignUpBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadata,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

export function registerSignupRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/signup', async (request) => {
    const body = parseBody(SignUpBody, request.body);
    return signUp(requestContext(deps, request), {
      email: body.email,
      phone: body.phone,
      password: body.password,
      data: body.data,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
      redirectTo: queryParam(request, 'redirect_to'),
    });
  });
}
