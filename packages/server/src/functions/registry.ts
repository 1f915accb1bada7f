import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { FunctionConfig, FunctionHandler } from './types.ts';

/** A folder name: letters, digits, `-` and `_`, not starting with `_` (shared code, as on Supabase). */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const ENTRY_FILES = ['index.ts', 'index.mts', 'index.js', 'index.mjs'];

export const DEFAULT_TIMEOUT_MS = 150_000;

const configSchema = z
  .object({
    verifyJwt: z.boolean().optional(),
    verify_jwt: z.boolean().optional(),
    timeoutMs: z.number().int().positive().optional(),
    timeout_ms: z.number().int().positive().optional(),
  })
  .passthrough();

export interface LoadedFunction {
  name: string;
  handler: FunctionHandler;
  verifyJwt: boolean;
  timeoutMs: number;
}

export class FunctionBootError extends Error {
  constructor(name: string, cause: unknown) {
    super(`function ${name} failed to load: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'FunctionBootError';
  }
}

function normalise(raw: unknown, where: string): FunctionConfig {
  const parsed = configSchema.safeParse(raw ?? {});
  if (!parsed.success)
    throw new Error(`invalid config in ${where}: ${parsed.error.issues[0]?.message ?? ''}`);
  const c = parsed.data;
  const out: FunctionConfig = {};
  const verifyJwt = c.verifyJwt ?? c.verify_jwt;
  const timeoutMs = c.timeoutMs ?? c.timeout_ms;
  if (verifyJwt !== undefined) out.verifyJwt = verifyJwt;
  if (timeoutMs !== undefined) out.timeoutMs = timeoutMs;
  return out;
}

/**
 * Finds and loads `<functionsDir>/<name>/index.ts`. A module is imported once (under tsx, so
 * TypeScript imports work) and kept; a module that fails to load is retried on the next call.
 */
export class FunctionRegistry {
  readonly #loaded = new Map<string, Promise<LoadedFunction>>();

  constructor(private readonly functionsDir: string) {}

  /** The entry file of a function, or null when there is no such function. */
  entry(name: string): string | null {
    if (!NAME.test(name)) return null;
    for (const file of ENTRY_FILES) {
      const path = join(this.functionsDir, name, file);
      if (existsSync(path)) return path;
    }
    return null;
  }

  /** null when the function does not exist; throws FunctionBootError when it cannot be loaded. */
  async load(name: string): Promise<LoadedFunction | null> {
    const entry = this.entry(name);
    if (!entry) return null;
    let loading = this.#loaded.get(name);
    if (!loading) {
      loading = this.#import(name, entry);
      this.#loaded.set(name, loading);
      loading.catch(() => this.#loaded.delete(name));
    }
    return loading;
  }

  async #import(name: string, entry: string): Promise<LoadedFunction> {
    try {
      const configFile = join(this.functionsDir, name, 'config.json');
      const fileConfig = existsSync(configFile)
        ? normalise(JSON.parse(readFileSync(configFile, 'utf8')), configFile)
        : {};
      const mod = (await import(pathToFileURL(entry).href)) as { default?: unknown; config?: unknown };
      if (typeof mod.default !== 'function')
        throw new Error('the module must export a default function (req, ctx) => Response');
      const config = { ...fileConfig, ...normalise(mod.config, `${entry} (export const config)`) };
      return {
        name,
        handler: mod.default as FunctionHandler,
        verifyJwt: config.verifyJwt ?? true,
        timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      };
    } catch (err) {
      throw new FunctionBootError(name, err);
    }
  }
}
