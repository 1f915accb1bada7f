import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../context.ts';

/** GET /settings, /.well-known/jwks.json and /health. */
export function registerMetaRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.get('/settings', async () => ({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      phone: false,
      saml: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: deps.config.disableSignup,
    mailer_autoconfirm: deps.config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    passkeys_enabled: false,
  }));

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    return reply.header('Cache-Control', 'public, max-age=600').send(deps.keys.jwks);
  });

  app.get('/health', async () => ({
    version: 'edgelog',
    name: 'GoTrue',
    description: 'GoTrue-compatible auth API of Edgelog',
  }));
}
