import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions, type Alias, type Plugin } from 'vite';
import { PERSONAL_SCREEN_ENTRY, PERSONAL_SCREENS_DIR } from '../../domain/src/boot-pages';

const clientRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * After the client build, builds its server entry (`renderPersonalScreen`) for Node into
 * `dist-server/`, with everything it imports bundled in: the gateway loads it to draw a signed-in
 * screen for one person, from the answers to its first queries, in the page it sends
 * (gateway-graphql/src/http/personal-screens.ts). The app's own modules, so the drawing is the app's.
 */
export function personalScreens(alias: readonly Alias[]): Plugin {
  let ssrBuild = false;
  return {
    name: 'finx-personal-screens',
    apply: 'build',
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssrBuild) return;
      await build({
        configFile: false,
        root: clientRoot,
        logLevel: 'warn',
        mode: 'production',
        plugins: [react()],
        resolve: { conditions: ['finx-source', ...defaultServerConditions], alias: [...alias] },
        ssr: {
          noExternal: true,
          resolve: { conditions: ['finx-source', ...defaultServerConditions], externalConditions: ['node'] },
        },
        build: {
          ssr: 'src/app/prerender/personal-screen.server.tsx',
          outDir: PERSONAL_SCREENS_DIR,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: PERSONAL_SCREEN_ENTRY } },
        },
      });
    },
  };
}
