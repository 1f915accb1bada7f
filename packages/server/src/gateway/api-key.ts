import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyRole, Keys } from '../keys.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The role of the request's valid `apikey`, set by the gateway for API paths. */
    apiKeyRole: ApiKeyRole | null;
  }
}

// Paths a browser reaches by following a link or the client fetches before it has a key.
const OPEN_PATHS = [/^\/auth\/v1\/verify\b/, /^\/auth\/v1\/callback\b/, /^\/auth\/v1\/authorize\b/, /^\/auth\/v1\/\.well-known\/jwks\.json$/, /^\/storage\/v1\/object\/(public|sign)\//, /^\/storage\/v1\/object\/upload\/sign\//];
const KEYED_PREFIXES = ['/auth/v1', '/rest/v1', '/realtime/v1', '/storage/v1', '/functions/v1'];

function findApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers.apikey;
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query.apikey === 'string' && query.apikey) return query.apikey;
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7);
  return undefined;
}

/**
 * Every API request needs a valid anon or service_role key, as Supabase's gateway requires;
 * the user's access token, when there is one, travels separately as the Bearer token.
 */
export function apiKeyGuard(keys: Keys) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'OPTIONS') return;
    if (!KEYED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return;
    const key = findApiKey(request);
    request.apiKeyRole = key ? keys.apiKeyRole(key) : null;
    // Storage and functions also accept a user token alone (signed URLs, browser downloads); their
    // modules check it. The other APIs need one of our keys.
    if (request.apiKeyRole || OPEN_PATHS.some((re) => re.test(path))) return;
    if (path.startsWith('/storage/v1') || path.startsWith('/functions/v1')) return;
    const message = key ? 'Invalid API key' : 'No API key found in request';
    return reply.code(401).send({ message, hint: key ? 'Double check your Supabase `anon` or `service_role` API key.' : undefined });
  };
}
