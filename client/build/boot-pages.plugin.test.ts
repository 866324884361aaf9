import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { Text } from '../../domain/src/messages';
import type { PrerenderedPage } from '../src/app/prerender/static-page.prerender';

const PLUGIN = fileURLToPath(new URL('./boot-pages.plugin.ts', import.meta.url));

/**
 * The public pages as the build draws them: in a Node process of their own, as `vite build` runs. (Inside
 * a vitest worker Node loads packages under vitest's conditions, and emotion then loads twice.)
 */
async function prerenderAsTheBuildDoes(): Promise<Map<string, PrerenderedPage>> {
  const script = `import { prerenderPages } from ${JSON.stringify(PLUGIN)};
    process.stdout.write(JSON.stringify([...(await prerenderPages())]));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return new Map(JSON.parse(stdout) as [string, PrerenderedPage][]);
}

describe('prerenderPages', () => {
  let pages: Map<string, PrerenderedPage>;

  beforeAll(async () => {
    pages = await prerenderAsTheBuildDoes();
  }, 60_000);

  it('draws the roadmap through the route table, with the CSS its markup uses', () => {
    const roadmap = pages.get('/roadmap');
    if (!roadmap) throw new Error('/roadmap was not drawn');
    const { html, styles } = roadmap;
    expect(html).toContain('data-layout="public"');
    expect(html).toContain('data-testid="roadmap-step-feat"');
    expect(html).toContain('60-minute');
    expect(html).toContain(Text.GO_TO_HOMEPAGE);
    // The session is not known at build time: Enroll Now waits for it.
    expect(html).toMatch(/<button[^>]*disabled[^>]*data-testid="roadmap-enroll"/);
    // The frame and the title have their rules in the head's styles (a component with no styles of its
    // own has a class but no rule), and none are inline in the body.
    const classOf = (pattern: RegExp) => html.match(pattern)?.[1]?.match(/\bcss-[\w-]+/)?.[0] ?? 'missing';
    const frame = classOf(/<div class="([^"]*)" data-layout="public"/);
    const title = classOf(/<h1 class="([^"]*)"/);
    for (const name of [frame, title]) expect(styles, name).toContain(`.${name}{`);
    expect(styles).toContain('display:flex');
    expect(html).not.toContain('<style');
  });

  it('draws the roadmap and both paths of each policy page as themselves, and not the FAQ', () => {
    expect([...pages.keys()]).toEqual(
      expect.arrayContaining(['/roadmap', '/finx-privacy-policy', '/privacy-details', '/cookies']),
    );
    // Its tabs and questions are buttons: drawn before the scripts, they would do nothing.
    expect(pages.has('/faq')).toBe(false);
    for (const [path, { html }] of pages) {
      expect(html, path).toContain(`data-pathname="${path}"`);
      expect(html, path).toContain('<h1');
      expect(html, path).not.toContain('role="progressbar"');
      expect(html, path).not.toMatch(/not found/i);
    }
  });
});
