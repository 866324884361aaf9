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

/**
 * The signed-in frames drawn before any script (header, menu, a neutral skeleton; no one's data), one
 * per role: the client build lists them in this file, and the gateway sends a frame to a page request
 * whose session has its role, on one of its paths (gateway-graphql/src/http/client-static.ts).
 */
export const BOOT_FRAMES_FILE = 'boot-frames.json';

/** One role's drawn frame. The file is a list of these. */
export interface BootFrame {
  roleId: number;
  /** The page, relative to the build's folder. */
  file: string;
  /** The frame's screens this role may open, as route patterns (`/my-learning/:id`), case-insensitive. */
  paths: readonly string[];
}

/**
 * Where a drawn frame shows the signed-in person's name (the staff header, the dashboards' greeting) and
 * e-mail (the staff dashboard's "Signed in as"): the build draws these marks, and the gateway puts the
 * session's values, escaped, in their place.
 */
export const VIEWER_MARKS = { name: '__FINX_VIEWER_NAME__', email: '__FINX_VIEWER_EMAIL__' } as const;

/**
 * The id of the data block (`<script type="application/json">`, never run) in which the gateway sends
 * a drawn frame's signed-in viewer, as the `viewer` query would answer it: the app starts with it.
 */
export const VIEWER_DATA_ID = 'finx-viewer';
