/**
 * Bundle budget: the JavaScript needed to render /auth must stay within 200 KB gzipped,
 * and every protected feature page must be its own chunk, loaded on demand. Reads the chunk graph
 * from the Vite manifest of the last build (apps/web/dist), prints the figure against the budget
 * and exits non-zero when it is over.
 *
 *   npx tsx apps/web/bench/bundle-budget.ts [distDir]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const AUTH_BUDGET_BYTES = 200 * 1024;
const AUTH_ROUTE_MODULE = 'src/features/auth/auth-page.tsx';

const here = dirname(fileURLToPath(import.meta.url));
const distDir = resolve(process.argv[2] ?? join(here, '..', 'dist'));

function load(): Manifest {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    console.error(`No build manifest in ${distDir}/.vite: run \`npm run build\` first.`);
    process.exit(2);
  }
}

/** A chunk and everything it imports statically: what the browser must load before it can run. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const child of chunk.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const manifest = load();
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the build manifest has no entry');
if (!manifest[AUTH_ROUTE_MODULE]) throw new Error(`${AUTH_ROUTE_MODULE} is not a chunk of its own`);

const needed = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, AUTH_ROUTE_MODULE)]);
const rows = [...needed]
  .map((key) => ({ file: manifest[key]!.file, gz: gzipBytes(manifest[key]!.file) }))
  .filter((row) => row.file.endsWith('.js'))
  .sort((a, b) => b.gz - a.gz);
const total = rows.reduce((sum, row) => sum + row.gz, 0);

// Feature pages: every module under src/features/<name>/pages must be a lazily loaded chunk.
const pages = Object.entries(manifest).filter(([key]) => /^src\/features\/[^/]+\/pages\//.test(key));
const eager = pages.filter(([key, chunk]) => !chunk.isDynamicEntry || needed.has(key));

console.log('JavaScript needed to render /auth (entry + the auth route, static imports, gzip -9):');
for (const row of rows) console.log(`  ${kb(row.gz).padStart(9)}  ${row.file}`);
const within = total <= AUTH_BUDGET_BYTES;
console.log(
  `bundle /auth: ${kb(total)} gzipped of a ${kb(AUTH_BUDGET_BYTES)} budget (${((total / AUTH_BUDGET_BYTES) * 100).toFixed(0)} %) — ${within ? 'within budget' : 'OVER BUDGET'}`,
);
// What the page fetches right after it renders, in parallel: the backend client (supabase-js).
const client = Object.keys(manifest).find((key) => key.endsWith('src/lib/supabase-client.ts'));
if (client) {
  const extra = [...staticClosure(manifest, client)].filter((key) => !needed.has(key));
  const clientBytes = extra.reduce((sum, key) => sum + gzipBytes(manifest[key]!.file), 0);
  console.log(`backend client (supabase-js), loaded after the first render: ${kb(clientBytes)} gzipped`);
}
console.log(
  `feature pages: ${pages.length - eager.length} of ${pages.length} are separate chunks loaded on demand`,
);
for (const [key] of eager) console.log(`  not lazy: ${key}`);

if (!within || eager.length > 0 || pages.length === 0) process.exit(1);
