import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';
import { BUILD_META_NAMES, type BuildInfo } from '../src/features/updates/build-meta.ts';

function gitShortHash(cwd: string): string | null {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{4,40}$/.test(hash) ? hash : null;
  } catch {
    // no git, or not a checkout (a release tarball, a container build)
    return null;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The stamp of one build. The number defaults to the build time in seconds so that, without a
 * CI counter, later builds still get larger numbers.
 */
export function createBuildInfo(
  options: { now?: Date; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): BuildInfo {
  const now = options.now ?? new Date();
  const env = options.env ?? process.env;
  const number = env.EDGELOG_BUILD_NUMBER?.trim() || String(Math.floor(now.getTime() / 1000));
  return {
    time: now.toISOString(),
    number,
    version: `${now.getUTCFullYear()}.${pad(now.getUTCMonth() + 1)}.${pad(now.getUTCDate())}`,
    hash: gitShortHash(options.cwd ?? process.cwd()) ?? (env.EDGELOG_BUILD_HASH?.trim() || 'unknown'),
  };
}

/** Stamps index.html with the build's <meta> tags (names in src/features/updates/build-meta.ts). */
export function buildInfoPlugin(info: BuildInfo): Plugin {
  return {
    name: 'edgelog-build-info',
    transformIndexHtml() {
      return (Object.keys(BUILD_META_NAMES) as Array<keyof BuildInfo>).map((field) => ({
        tag: 'meta',
        attrs: { name: BUILD_META_NAMES[field], content: info[field] },
        injectTo: 'head' as const,
      }));
    },
  };
}
