import type { Plugin } from 'vite';

/** Where the build lists each chunk's modules, beside Vite's manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** A chunk's modules by rendered size, largest first: `[module, bytes]`. */
export type ChunkModules = Record<string, [string, number][]>;

/**
 * A module's short name: `<package>/<path>` for a dependency (the last node_modules in its path, scope
 * and all), `src/…` for the app's own, `domain/…` for @finx/domain.
 */
export const moduleName = (id: string): string => {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const inPackage = path.lastIndexOf('/node_modules/');
  if (inPackage >= 0) return path.slice(inPackage + '/node_modules/'.length);
  const own = /\/(client\/src|domain\/src)\/(.*)$/.exec(path);
  if (own) return `${own[1] === 'client/src' ? 'src' : 'domain'}/${own[2]}`;
  return path.replace(/^\0/, '');
};

/**
 * Writes `.vite/chunk-modules.json`: for every JavaScript chunk, the modules it holds with their
 * rendered (minified, uncompressed) bytes. The signed-in bench (tests/bench/signed-in-lighthouse.ts)
 * reads it to name the largest modules each screen fetched (issue 29 item 3); chunk names alone say
 * little (React and the shell's libraries sit in `preload-helper-*.js`).
 */
export function chunkModules(): Plugin {
  return {
    name: 'finx:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .map(([id, module]): [string, number] => [moduleName(id), module.renderedLength])
          .filter(([, bytes]) => bytes > 0)
          .sort((a, b) => b[1] - a[1]);
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks) });
    },
  };
}
