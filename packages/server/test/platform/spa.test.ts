import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

const INDEX =
  '<!doctype html><html><head><meta name="edgelog-build-time" content="build-1"></head><body></body></html>';
const ANALYTICS_URL = 'https://collector.example.test/views';

let test: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'edgelog-spa-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'sw.js'), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  test = await startTestServer({ webDistDir: distDir, analyticsUrl: ANALYTICS_URL });
}, 180_000);

afterAll(async () => {
  await test?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers the site root, with or without the build check parameter, with index.html that is never cached', async () => {
    for (const path of ['/', '/?t=1767225600000']) {
      const response = await fetch(`${test.url}${path}`, { headers: { 'Cache-Control': 'no-cache' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toBe(INDEX);
    }
  });

  it('answers deep links with index.html, never cached', async () => {
    const response = await fetch(`${test.url}/trades/new?from=dashboard`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('serves the service worker uncached, so a new build is found on the next check', async () => {
    const response = await fetch(`${test.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('lets browsers keep hashed assets for good', async () => {
    const response = await fetch(`${test.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('publishes the page-view collector in /config.json when one is configured', async () => {
    const response = await fetch(`${test.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      url: test.url,
      anonKey: test.anonKey,
      analyticsUrl: ANALYTICS_URL,
    });
  });

  it('answers unknown API paths with 404, not the app', async () => {
    const response = await fetch(`${test.url}/functions/v1`, { headers: { apikey: test.anonKey } });
    expect(response.status).toBe(404);
  });
});
