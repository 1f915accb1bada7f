import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 one, with an optional port. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const HSTS = 'max-age=31536000; includeSubDomains';

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** The realtime socket's form of an http(s) origin. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * Where the web app sends its API calls: API_EXTERNAL_URL, else this request's own origin — the
 * same rule /config.json follows, so the policy allows exactly the URL the app is told to use.
 */
function apiOrigin(config: Pick<ServerConfig, 'apiExternalUrl'>, request: FastifyRequest): string | null {
  const configured = originOf(config.apiExternalUrl);
  if (configured) return configured;
  // A Host that is not a plain host could smuggle a directive into the policy: 'self' covers it then.
  return PLAIN_HOST.test(request.host) ? `${request.protocol}://${request.host.toLowerCase()}` : null;
}

/**
 * The web app's content security policy. No inline or foreign script; 'wasm-unsafe-eval' because
 * the draw board compiles WebAssembly to embed its fonts in exported drawings; inline styles
 * because the dialogs, toasts, charts and draw board insert <style> elements and style attributes.
 * The APIs (another origin when API_EXTERNAL_URL says so), their realtime socket, stored images
 * and the page-view collector are the only places the app reaches beyond its own origin.
 */
export function contentSecurityPolicy(
  config: Pick<ServerConfig, 'apiExternalUrl' | 'analyticsUrl'>,
  request: FastifyRequest,
): string {
  const api = apiOrigin(config, request);
  const analytics = originOf(config.analyticsUrl);
  const list = (...sources: Array<string | null>) =>
    [...new Set(sources.filter((source): source is string => source !== null))].join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', "'self' 'wasm-unsafe-eval'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', list("'self'", 'data:', 'blob:', api)],
    ['font-src', "'self' data:"],
    ['connect-src', list("'self'", api, api && socketOrigin(api), analytics)],
    ['worker-src', "'self' blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * Headers for every response of the web app (its page, assets and service worker). HSTS only
 * over TLS: request.protocol is the socket's, or X-Forwarded-Proto's when TRUST_PROXY is on.
 */
export function spaSecurityHeaders(
  config: Pick<ServerConfig, 'apiExternalUrl' | 'analyticsUrl'>,
  request: FastifyRequest,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, request),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(request.protocol === 'https' ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
