/**
 * The pages drawn before any script arrives: the client build lists them in this file beside index.html
 * (client/build/boot-pages.plugin.ts), and the gateway sends each path its page
 * (gateway-graphql/src/http/client-static.ts). Every other path gets index.html.
 */
export const BOOT_PAGES_FILE = 'boot-pages.json';

/** One listed path's page. The file maps each path to one of these. */
export interface BootPage {
  /** The page, relative to the build's folder. */
  file: string;
  /** Whether a request with a query string gets it too (the page does not read the query). */
  anyQuery: boolean;
}
