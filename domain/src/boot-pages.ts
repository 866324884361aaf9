/**
 * The pages drawn before any script arrives: the client build lists them in this file beside index.html
 * (client/build/boot-pages.plugin.ts), and the gateway sends each path its page
 * (gateway-graphql/src/http/client-static.ts). Every other path gets index.html.
 */
export const BOOT_PAGES_FILE = 'boot-pages.json';

/**
 * index.html's first paint (`#boot`) up to the app's root that follows it: where the build writes a drawn
 * page, and where the gateway puts a screen drawn for one person in its place.
 */
export const BOOT_BLOCK = /<div id="boot">[\s\S]*?<\/div>\s*<div id="root">/;

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

/**
 * The first queries of each signed-in screen, as the client's route table asks them when the app opens
 * on its address (`data` of a screen and of its frame): the client build records them in this file
 * (client/src/app/prerender/screen-queries.prerender.ts), and the gateway answers them for the session
 * while it sends the drawn frame, so the screen's first drawing already holds its data (issue 29).
 */
export const SCREEN_QUERIES_FILE = 'frames/screen-queries.json';

/** One query as the client sends it: the printed document (with `__typename`, as the cache asks). */
export interface ScreenQuery {
  operationName: string;
  query: string;
  /**
   * Its variables; a string `:name` stands for the address's parameter `name` (`/my-learning/:productId`),
   * which the gateway puts in its place.
   */
  variables: Record<string, unknown>;
}

/** A screen's first queries for the roles that open it in a drawn frame. The file is a list of these. */
export interface ScreenQueries {
  /** The screen's route pattern (`/my-learning/:productId`), case-insensitive. */
  path: string;
  roleIds: readonly number[];
  queries: readonly ScreenQuery[];
}

/** A query the gateway answered for the page: written into the app's cache before the screen draws. */
export interface PageAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/** The id of the data block (JSON, never run) holding the page's answers (`PageAnswer[]`). */
export const PAGE_ANSWERS_ID = 'finx-page-answers';

/**
 * The client build's server entry (beside the build's folder, in `dist-server/`): it draws a signed-in
 * screen for one person from the page's answers (`PersonalScreenRequest`), which the gateway sends in
 * place of the build's drawing of the screen (client/src/app/prerender/personal-screen.server.tsx).
 */
export const PERSONAL_SCREEN_ENTRY = 'personal-screen.mjs';

/** The folder of the server entry, beside the client build's `dist/` (never served as files). */
export const PERSONAL_SCREENS_DIR = 'dist-server';

/** One person's page: the address asked (path and query), their viewer and the page's answers. */
export interface PersonalScreenRequest<TViewer = unknown> {
  url: string;
  viewer: TViewer;
  answers: readonly PageAnswer[];
}

/** A screen drawn for one person: the `#boot` block that replaces the build's, and the styles it needs. */
export interface PersonalScreen {
  boot: string;
  styles: string;
}

/** What the server entry exports. */
export type RenderPersonalScreen<TViewer = unknown> = (
  request: PersonalScreenRequest<TViewer>,
) => Promise<PersonalScreen | null>;
