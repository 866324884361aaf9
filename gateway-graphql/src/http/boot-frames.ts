import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOOT_BLOCK,
  BOOT_FRAMES_FILE,
  PAGE_ANSWERS_ID,
  SCREEN_QUERIES_FILE,
  VIEWER_DATA_ID,
  VIEWER_MARKS,
  type BootFrame,
  type PageAnswer,
  type PersonalScreen,
  type ScreenQueries,
  type ScreenQuery,
} from '@finx/domain';
import { toViewer } from '../modules/shared/caller';
import type { SessionViewer } from '../session/session.store';

/** A route pattern of the client's (`/my-learning/:productId`, `/report/:id?/:prodid?`) as a RegExp. */
export const routePattern = (pattern: string): RegExp => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      // Each parameter a named group, so its value can be read (`paramsOf`).
      const name = segment.replace(/^:|\?$/g, '');
      if (segment.startsWith(':'))
        return segment.endsWith('?') ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`;
      return `/${escape(segment)}`;
    });
  // Case-insensitive, as the client's router matches; a trailing slash is the same address.
  return new RegExp(`^${segments.join('')}/?$`, 'i');
};

/** The drawn frames of the client build, each with its role's screens compiled, whose file is there. */
export interface BootFrames {
  /** Whether any frame is drawn for this address (its answer then depends on the session). */
  covers(pathname: string): boolean;
  /**
   * The page to send this person on this address, made theirs (`personalFrame`): the first listed
   * frame of their role whose paths match, or null if none does.
   */
  pageFor(
    pathname: string,
    viewer: SessionViewer,
    answers?: readonly PageAnswer[],
    drawn?: PersonalScreen | null,
  ): string | null;
  /**
   * The first queries of the screen at this address for this role (`SCREEN_QUERIES_FILE`), with the
   * address's parameters in their marks' places: what the gateway answers with the page.
   */
  queriesFor(pathname: string, roleId: number): ScreenQuery[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const htmlText = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * A drawn frame made one person's: their name and e-mail, escaped, where the build drew `VIEWER_MARKS`, and
 * their viewer as the `viewer` query answers it in a data block (`VIEWER_DATA_ID`, JSON that is never
 * run, so the Content-Security-Policy has nothing to allow), from which the app starts without asking.
 * `<` is written as `\u003c` so no value can close the block.
 */
/** The styles of the build's drawing (emotion's, of the key `css`), which a screen drawn anew replaces. */
const DRAWN_STYLES = /<style data-emotion="css[^"]*">[^<]*<\/style>\s*/g;

export const personalFrame = (
  template: string,
  viewer: SessionViewer,
  answers: readonly PageAnswer[] = [],
  drawn: PersonalScreen | null = null,
): string => {
  const block = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>\n  `;
  const blocks =
    block(VIEWER_DATA_ID, toViewer(viewer)) + (answers.length > 0 ? block(PAGE_ANSWERS_ID, answers) : '');
  const page = template
    .replaceAll(VIEWER_MARKS.name, htmlText(viewer.name))
    .replaceAll(VIEWER_MARKS.email, htmlText(viewer.email))
    .replace('</head>', () => `${blocks}</head>`);
  return drawn === null
    ? page
    : page
        .replace(DRAWN_STYLES, '')
        .replace(BOOT_BLOCK, () => `${drawn.boot}\n    <div id="root">`)
        .replace('</head>', () => `${drawn.styles}\n  </head>`);
};

/** A parameter as the client's router reads it; one that does not decode is left out, as if absent. */
const decoded = (param: string | undefined): string | undefined => {
  try {
    return param === undefined ? undefined : decodeURIComponent(param);
  } catch {
    return undefined;
  }
};

/**
 * The screen's queries with the address's parameters put in for their marks (a variable `':productId'`
 * becomes the address's `productId`); a parameter the address leaves out leaves the variable out.
 */
export const withParams = (queries: readonly ScreenQuery[], params: Record<string, string | undefined>) =>
  queries.map((query) => ({
    ...query,
    variables: Object.fromEntries(
      Object.entries(query.variables).flatMap(([name, value]) => {
        if (typeof value !== 'string' || !value.startsWith(':')) return [[name, value]];
        const param = decoded(params[value.slice(1)]);
        return param === undefined ? [] : [[name, param]];
      }),
    ),
  }));

/** The screens' first queries listed by the build, each with its pattern; none without the file. */
function readScreenQueries(root: string) {
  const listed = join(root, SCREEN_QUERIES_FILE);
  if (!existsSync(listed)) return [];
  return (JSON.parse(readFileSync(listed, 'utf8')) as ScreenQueries[]).map((screen) => ({
    ...screen,
    pattern: routePattern(screen.path),
  }));
}

/** Reads BOOT_FRAMES_FILE from the client build; a build without it draws no frames. */
export function readBootFrames(root: string): BootFrames {
  const listed = join(root, BOOT_FRAMES_FILE);
  const frames = existsSync(listed)
    ? (JSON.parse(readFileSync(listed, 'utf8')) as BootFrame[])
        .filter((frame) => existsSync(join(root, frame.file)))
        .map((frame) => ({ ...frame, patterns: frame.paths.map(routePattern) }))
    : [];
  const matches = (patterns: readonly RegExp[], pathname: string) =>
    patterns.some((pattern) => pattern.test(pathname));
  const fileFor = (pathname: string, roleId: number) =>
    frames.find((frame) => frame.roleId === roleId && matches(frame.patterns, pathname))?.file ?? null;
  // Each page is read once, when first asked for: a role's visitors use a few of its screens.
  const templates = new Map<string, string>();
  const templateOf = (file: string) => {
    let template = templates.get(file);
    if (template === undefined) {
      template = readFileSync(join(root, file), 'utf8');
      templates.set(file, template);
    }
    return template;
  };
  const screens = readScreenQueries(root);
  return {
    covers: (pathname) => frames.some((frame) => matches(frame.patterns, pathname)),
    pageFor: (pathname, viewer, answers, drawn) => {
      const file = fileFor(pathname, viewer.roleId);
      return file === null ? null : personalFrame(templateOf(file), viewer, answers, drawn);
    },
    queriesFor: (pathname, roleId) => {
      for (const screen of screens) {
        const match = screen.roleIds.includes(roleId) ? screen.pattern.exec(pathname) : null;
        if (match) return withParams(screen.queries, match.groups ?? {});
      }
      return [];
    },
  };
}
