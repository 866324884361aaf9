import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_FRAMES_FILE, type BootFrame } from '@finx/domain';

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
  /** The page to send a session of `roleId` on this address, if a frame of that role covers it. */
  fileFor(pathname: string, roleId: number): string | null;
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
  return {
    covers: (pathname) => frames.some((frame) => matches(frame.patterns, pathname)),
    fileFor: (pathname, roleId) =>
      frames.find((frame) => frame.roleId === roleId && matches(frame.patterns, pathname))?.file ?? null,
  };
}
