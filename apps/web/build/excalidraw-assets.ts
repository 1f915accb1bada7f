import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, normalize, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where the draw board finds the whiteboard's fonts; board-canvas.tsx sets EXCALIDRAW_ASSET_PATH to it. */
export const EXCALIDRAW_ASSET_URL = '/excalidraw-assets/';

/**
 * The whiteboard library fetches its hand-drawn fonts from a public CDN unless told where they are.
 * A self-hosted journal must not call a third party (nor fail offline): the fonts shipped in the
 * package are served from this server instead — copied beside the build, served from node_modules
 * in development. They are not part of the bundle, so the service worker does not precache 14 MB
 * of fonts a trader may never open.
 */
export function excalidrawAssetsPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  // The package exports no package.json: its entry sits in dist/<dev|prod>/, the fonts in dist/prod/.
  const entry = require.resolve('@excalidraw/excalidraw');
  const fontsDir = join(entry.slice(0, entry.lastIndexOf(`${sep}dist${sep}`)), 'dist', 'prod', 'fonts');
  let config: ResolvedConfig;
  return {
    name: 'edgelog-excalidraw-assets',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(`${EXCALIDRAW_ASSET_URL}fonts/`, (req, res, next) => {
        const path = normalize(join(fontsDir, decodeURIComponent((req.url ?? '').split('?')[0] ?? '')));
        if (!path.startsWith(fontsDir + sep) || !existsSync(path) || !statSync(path).isFile()) return next();
        res.setHeader('Content-Type', path.endsWith('.woff2') ? 'font/woff2' : 'application/octet-stream');
        createReadStream(path).pipe(res);
      });
    },
    writeBundle() {
      cpSync(fontsDir, join(config.build.outDir, EXCALIDRAW_ASSET_URL, 'fonts'), { recursive: true });
    },
  };
}
