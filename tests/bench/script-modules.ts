// What a screen's scripts hold (issue 29 item 3): the client build writes .vite/chunk-modules.json (each
// chunk's modules with their minified, uncompressed bytes; client/build/chunk-modules.plugin.ts); the
// signed-in bench names, for the scripts Lighthouse saw a page fetch, the largest packages and modules.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type ChunkModules = Record<string, [string, number][]>;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The build's chunk → modules list (a relative folder is the repository's, as the product reads it), or
 * null for a build without it (one from before the list).
 */
export const readChunkModules = (clientDist: string): ChunkModules | null => {
  const file = resolve(repoRoot, clientDist, '.vite', 'chunk-modules.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkModules) : null;
};

/** A module's package (`react-dom`, `@mui/material`), or the app's feature folder (`src/features/cart`). */
export const packageOf = (module: string): string => {
  const parts = module.split('/');
  if (module.startsWith('src/features/')) return parts.slice(0, 3).join('/');
  if (module.startsWith('src/') || module.startsWith('domain/')) return parts.slice(0, 2).join('/');
  return module.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? module);
};

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export interface ScriptModules {
  /** The largest packages and feature folders the page's scripts held, `name (KB)`, minified bytes. */
  packages: string[];
  /** The largest single modules, `name (KB)`. */
  modules: string[];
}

/**
 * The packages and modules of the scripts a page fetched (their file names), each module counted once
 * (a module copied into several chunks by the build's inlining of small common chunks is one module).
 */
export const modulesOf = (chunks: ChunkModules, scriptFiles: string[], top = 6): ScriptModules => {
  const modules = new Map<string, number>();
  for (const file of scriptFiles) {
    for (const [module, bytes] of chunks[`assets/${file}`] ?? []) {
      modules.set(module, Math.max(bytes, modules.get(module) ?? 0));
    }
  }
  const packages = new Map<string, number>();
  for (const [module, bytes] of modules) {
    const name = packageOf(module);
    packages.set(name, (packages.get(name) ?? 0) + bytes);
  }
  const largest = (sizes: Map<string, number>) =>
    [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, bytes]) => `${name} (${kb(bytes)})`);
  return { packages: largest(packages), modules: largest(modules) };
};
