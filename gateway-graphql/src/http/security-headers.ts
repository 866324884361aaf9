import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Origins the client loads the social sign-in SDKs from (social-sign-in-buttons.tsx), when the build
 * configures them; Google's button draws in a frame and styles of its own, Facebook's login in a frame.
 */
const GOOGLE = 'https://accounts.google.com';
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK = 'https://www.facebook.com';

/** Inline `<script>` elements (no src): their text is what a CSP hash covers. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source that allows one inline script, by the SHA-256 of its text. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash sources of every inline script in a page. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , text]) => scriptHash(text ?? ''));

/** Every .html file of the client build (index, home, the prerendered pages, GraphiQL). */
const htmlFiles = (root: string): string[] => {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(root, name));
};

/** The hashes of the inline scripts in the build's pages, read once at start (the build does not change). */
export const buildScriptHashes = (clientDistDir: string): string[] => [
  ...new Set(htmlFiles(clientDistDir).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')))),
];

export interface SecurityHeadersOptions {
  production: boolean;
  clientDistDir: string;
}

/** The policy's directives; `scriptHashes` are the inline scripts allowed besides the build's files. */
export const cspDirectives = (
  scriptHashes: readonly string[],
  production: boolean,
): Record<string, string[]> => ({
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  // No 'unsafe-inline': an injected <script> or on* attribute does not run.
  'script-src': ["'self'", ...scriptHashes, GOOGLE, FACEBOOK_SDK],
  'script-src-attr': ["'none'"],
  // Emotion (MUI) inserts <style> elements and React writes style attributes at run time.
  'style-src': ["'self'", "'unsafe-inline'", GOOGLE],
  // Product images are URLs staff enter; downloads are built as blob: links.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  // 'self' covers the WebSocket to the same host (CSP 3).
  'connect-src': ["'self'", GOOGLE],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", GOOGLE, FACEBOOK],
  'manifest-src': ["'self'"],
  ...(production ? { 'upgrade-insecure-requests': [] } : {}),
});

const serialise = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * Security headers on every HTTP answer of the gateway (pages, assets, /graphql, the payment pages), by
 * @fastify/helmet. A page answered from memory (the sandbox's hosted pages, forwarded from rest-api) gets
 * its own inline scripts' hashes added to its policy as it is sent.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  const built = buildScriptHashes(options.clientDistDir);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(built, options.production) },
    // Only over HTTPS matters, and only in production: a developer's http://localhost is never pinned.
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // The browser's default, said out loud: other sites see only our origin, never a signed link's query.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The social sign-in popups report back to the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    const extra = inlineScriptHashes(payload.toString()).filter((hash) => !built.includes(hash));
    if (extra.length > 0) {
      void reply.header(
        'content-security-policy',
        serialise(cspDirectives([...built, ...new Set(extra)], options.production)),
      );
    }
    return payload;
  });
}
