import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_FRAMES_FILE, VIEWER_DATA_ID, VIEWER_MARKS, type BootFrame } from '@finx/domain';
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
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
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
  pageFor(pathname: string, viewer: SessionViewer): string | null;
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
export const personalFrame = (template: string, viewer: SessionViewer): string => {
  const data = JSON.stringify(toViewer(viewer)).replace(/</g, '\\u003c');
  return template
    .replaceAll(VIEWER_MARKS.name, htmlText(viewer.name))
    .replaceAll(VIEWER_MARKS.email, htmlText(viewer.email))
    .replace(
      '</head>',
      () => `<script type="application/json" id="${VIEWER_DATA_ID}">${data}</script>\n  </head>`,
    );
};

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
  return {
    covers: (pathname) => frames.some((frame) => matches(frame.patterns, pathname)),
    pageFor: (pathname, viewer) => {
      const file = fileFor(pathname, viewer.roleId);
      return file === null ? null : personalFrame(templateOf(file), viewer);
    },
  };
}
