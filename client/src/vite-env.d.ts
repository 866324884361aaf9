/** Deployment settings read at build time (all optional; see shared/site-links.ts). */
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_ENTREPRENEURSHIP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
