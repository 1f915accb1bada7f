import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import { spaSecurityHeaders } from './security-headers.ts';

const API_PREFIX = /^\/(auth|rest|storage|functions|realtime)\/v1(\/|$)/;

/**
 * Serves the built SPA with history fallback: any GET outside the APIs that is not a file gets
 * index.html, so deep links work. The HTML is never cached, so a new build is picked up at once.
 * Everything outside the APIs carries the web app's security headers (security-headers.ts); the
 * APIs answer other origins' clients and keep their headers as they are.
 */
export async function registerSpa(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'webDistDir' | 'apiExternalUrl' | 'analyticsUrl'>,
): Promise<void> {
  const distDir = config.webDistDir;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!API_PREFIX.test(request.url.split('?')[0] ?? '')) reply.headers(spaSecurityHeaders(config, request));
    return payload;
  });
  // A websocket handshake to a page or file is refused with a short answer, never a file: Node has
  // detached an upgrade's socket from the response, so a file larger than the socket takes at once
  // never finishes sending and the socket would stay open (releaseRefusedUpgrades closes it once
  // the answer is sent).
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade === undefined || API_PREFIX.test(request.url.split('?')[0] ?? '')) return;
    return reply.code(400).type('text/plain').send('This address takes no websocket.');
  });
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(distDir, 'assets')}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    // `/` is a directory to the static handler (403 without an index); it is the SPA's entry like any deep link.
    app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (API_PREFIX.test(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: 'Not found', code: 'not_found' });
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app has not been built. Run `npm run build` (npm start does this for you).');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
