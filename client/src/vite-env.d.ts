/** Deployment settings read at build time (all optional; see shared/site-links.ts). */
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_ENTREPRENEURSHIP_URL?: string;
  /** Google Identity Services client id; unset hides the Google button. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  /** Facebook app id; unset hides the Facebook login. */
  readonly VITE_FACEBOOK_APP_ID?: string;
  /** 'true': each GraphQL request carries a W3C traceparent (docs/decisions/observability.md). */
  readonly VITE_OTEL_TRACEPARENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
