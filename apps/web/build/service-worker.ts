import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const TEMPLATE = new URL('./service-worker.template.js', import.meta.url);

/** Font subsets most visitors need; the others are cached when first used. */
const PRECACHED_FONT = /latin/;

function publicFiles(publicDir: string): string[] {
  try {
    return readdirSync(publicDir).filter((name) => statSync(join(publicDir, name)).isFile());
  } catch {
    return [];
  }
}

/**
 * Emits /sw.js for a production build: the worker template with this build's id (so every build
 * gets a new worker and cache) and its asset list (so the whole app starts offline after one
 * visit). Not served by the dev server, which never registers a worker.
 */
export function serviceWorkerPlugin(buildId: string): Plugin {
  let publicDir = '';
  return {
    name: 'edgelog-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const precache = new Set<string>();
      for (const output of Object.values(bundle)) {
        const file = output.fileName;
        if (file.startsWith('.vite/') || file.endsWith('.html') || file.endsWith('.map')) continue;
        if (file.endsWith('.woff2') && !PRECACHED_FONT.test(file)) continue;
        precache.add(`/${file}`);
      }
      for (const name of publicFiles(publicDir)) if (name !== 'sw.js') precache.add(`/${name}`);
      const source = [
        `const BUILD_ID = ${JSON.stringify(buildId)};`,
        `const PRECACHE_URLS = ${JSON.stringify([...precache].sort())};`,
        readFileSync(TEMPLATE, 'utf8'),
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
