import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The built web app: BENCH_WEB_DIST when given, else a production build in a temporary folder. */
export function webDist(): { dir: string; cleanup: () => void } {
  const given = process.env.BENCH_WEB_DIST;
  if (given) return { dir: given, cleanup: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'edgelog-bench-web-'));
  process.stdout.write('building the web app...\n');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'], {
    cwd: join(ROOT, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
