import { relative, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PREFETCH_MAP_ELEMENT_ID, PREFETCH_ROUTE_MODULES } from '../src/features/prefetch/prefetch-routes.ts';

const toPosix = (path: string) => path.split('\\').join('/');

/** A chunk's file, the chunks it imports statically and their CSS: what a route needs to render. */
function chunkClosure(bundle: Rollup.OutputBundle, fileName: string, into: Set<string>): void {
  if (into.has(fileName)) return;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return;
  into.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) chunkClosure(bundle, imported, into);
}

/**
 * Writes the route -> chunk URL map of the prefetched pages into index.html as JSON, so the app
 * can add <link rel="prefetch"> hints for real chunk files without an extra request.
 */
export function prefetchMapPlugin(root: string): Plugin {
  return {
    name: 'edgelog-prefetch-map',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The dev server has no chunks: it serves modules one by one.
        if (!ctx.bundle) return;
        const bundle = ctx.bundle;
        const chunkOf = new Map<string, string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.facadeModuleId) continue;
          chunkOf.set(toPosix(relative(root, output.facadeModuleId)), output.fileName);
        }
        const map: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(PREFETCH_ROUTE_MODULES)) {
          const files = new Set<string>();
          for (const module of modules) {
            const fileName = chunkOf.get(toPosix(relative(root, resolve(root, module))));
            if (!fileName) {
              throw new Error(
                `Prefetch: ${module} (for ${route}) is not a chunk of this build; update src/features/prefetch/prefetch-routes.ts.`,
              );
            }
            chunkClosure(bundle, fileName, files);
          }
          map[route] = [...files].sort().map((file) => `/${file}`);
        }
        // `<` is escaped so the JSON can never close the script element it sits in.
        const json = JSON.stringify(map).replace(/</g, '\\u003c');
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PREFETCH_MAP_ELEMENT_ID },
            children: json,
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
