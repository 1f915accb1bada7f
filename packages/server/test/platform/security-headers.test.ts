import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from '../../src/gateway/spa.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const INDEX = '<!doctype html><html><head><script src="/first-paint.js"></script></head><body></body></html>';
const API_URL = 'https://api.example.test';
const ANALYTICS_URL = 'https://collector.example.test/views';
const HSTS = 'max-age=31536000; includeSubDomains';

let distDir: string;
let test: TestServer;

/** The policy as directive -> its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** The gateway alone, without a database: enough for what the headers depend on. */
async function bareGateway(options: {
  trustProxy: boolean;
  apiExternalUrl?: string;
}): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: options.trustProxy });
  await registerSpa(app, { webDistDir: distDir, apiExternalUrl: options.apiExternalUrl });
  await app.ready();
  return app;
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'edgelog-headers-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'first-paint.js'), '/* theme */');
  writeFileSync(join(distDir, 'sw.js'), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  test = await startTestServer({
    webDistDir: distDir,
    apiExternalUrl: API_URL,
    analyticsUrl: ANALYTICS_URL,
    trustProxy: true,
  });
}, 180_000);

afterAll(async () => {
  await test?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

describe('security headers of the web app', () => {
  it('come with the page, deep links, its scripts, assets and service worker', async () => {
    for (const path of [
      '/',
      '/trades/new?from=dashboard',
      '/first-paint.js',
      '/assets/index-abc123.js',
      '/sw.js',
    ]) {
      const response = await fetch(`${test.url}${path}`);
      expect(response.status, path).toBe(200);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('script-src'), path).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect(policy.get('form-action'), path).toEqual(["'self'"]);
      expect(policy.get('worker-src'), path).toEqual(["'self'", 'blob:']);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('permissions-policy'), path).toBe(
        'camera=(), microphone=(), geolocation=()',
      );
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });

  it('let the app reach the configured API, its realtime socket, stored images and the page-view collector', async () => {
    const policy = directives((await fetch(`${test.url}/`)).headers.get('content-security-policy'));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      API_URL,
      'wss://api.example.test',
      'https://collector.example.test',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', API_URL]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('stay off the APIs, whose CORS answers other origins as before', async () => {
    const origin = 'https://elsewhere.example.test';
    const checks: Array<[string, RequestInit]> = [
      ['/auth/v1/settings', { headers: { apikey: test.anonKey, Origin: origin } }],
      ['/rest/v1/', { headers: { apikey: test.anonKey, Origin: origin } }],
      ['/storage/v1/bucket', { headers: { apikey: test.anonKey, Origin: origin } }],
      ['/functions/v1', { headers: { apikey: test.anonKey, Origin: origin } }],
      [
        '/rest/v1/trades',
        {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'GET',
            'Access-Control-Request-Headers': 'apikey',
          },
        },
      ],
    ];
    for (const [path, init] of checks) {
      const response = await fetch(`${test.url}${path}`, init);
      expect(response.headers.get('content-security-policy'), path).toBeNull();
      expect(response.headers.get('x-frame-options'), path).toBeNull();
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull();
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      expect(response.headers.get('access-control-allow-origin'), path).toBe(origin);
    }
  });

  it('ask for HTTPS only once the request came over TLS, as the trusted proxy reports', async () => {
    const plain = await fetch(`${test.url}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await fetch(`${test.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('ignore X-Forwarded-Proto when no proxy is trusted', async () => {
    const app = await bareGateway({ trustProxy: false });
    try {
      const response = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('without API_EXTERNAL_URL, allow the origin /config.json names, as http(s) and as a socket', async () => {
    const app = await bareGateway({ trustProxy: true });
    try {
      const direct = await app.inject({ url: '/', headers: { host: 'journal.example.test:8080' } });
      expect(directives(String(direct.headers['content-security-policy'])).get('connect-src')).toEqual([
        "'self'",
        'http://journal.example.test:8080',
        'ws://journal.example.test:8080',
      ]);
      const proxied = await app.inject({
        url: '/',
        headers: { host: 'journal.example.test', 'x-forwarded-proto': 'https' },
      });
      expect(directives(String(proxied.headers['content-security-policy'])).get('connect-src')).toEqual([
        "'self'",
        'https://journal.example.test',
        'wss://journal.example.test',
      ]);
      expect(proxied.headers['strict-transport-security']).toBe(HSTS);
    } finally {
      await app.close();
    }
  });

  it('never copy a strange Host into the policy', async () => {
    const app = await bareGateway({ trustProxy: false });
    try {
      const response = await app.inject({
        url: '/',
        headers: { host: "evil.test; script-src 'unsafe-inline'" },
      });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).not.toContain('evil.test');
      expect(directives(policy).get('connect-src')).toEqual(["'self'"]);
      expect(directives(policy).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    } finally {
      await app.close();
    }
  });
});
