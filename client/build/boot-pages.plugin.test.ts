import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { Text } from '../../domain/src/messages';
import { RoleId } from '../../domain/src/roles';
import { VIEWER_MARKS, type ScreenQueries } from '../../domain/src/boot-pages';
import { ClientPath } from '../../domain/src/client-routes';
import type { DrawnFrame } from '../src/app/prerender/frame.prerender';
import type { PrerenderedPage } from '../src/app/prerender/static-page.prerender';
import { drawnFrameBlock } from '../src/app/prerender/drawn-frame';
import { frameFileOf } from './boot-pages.plugin';

const PLUGIN = fileURLToPath(new URL('./boot-pages.plugin.ts', import.meta.url));

/**
 * What the build draws (`expression`, with the plugin's exports in scope), in a Node process of its own,
 * as `vite build` runs. (Inside a vitest worker Node loads packages under vitest's conditions, and
 * emotion then loads twice.)
 */
async function drawAsTheBuildDoes(names: string, expression: string): Promise<unknown> {
  const script = `import { ${names} } from ${JSON.stringify(PLUGIN)};
    process.stdout.write(JSON.stringify(${expression}));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

const prerenderAsTheBuildDoes = async () =>
  new Map(
    (await drawAsTheBuildDoes('prerenderPages', '[...(await prerenderPages())]')) as [
      string,
      PrerenderedPage,
    ][],
  );

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

describe('prerenderFrames', () => {
  let frames: Map<number, DrawnFrame>;

  beforeAll(async () => {
    const drawn = (await drawAsTheBuildDoes('prerenderFrames', 'await prerenderFrames()')) as DrawnFrame[];
    frames = new Map(drawn.map((frame) => [frame.roleId, frame]));
  }, 60_000);

  const frameOf = (roleId: number): DrawnFrame => {
    const frame = frames.get(roleId);
    if (!frame) throw new Error(`no frame for role ${roleId}`);
    return frame;
  };

  it("draws each signed-in role's layout with its own menu, listing the screens it is sent for", () => {
    const learner = frameOf(RoleId.LEARNER);
    expect(learner.html).toContain('data-layout="learner"');
    expect(learner.paths).toEqual(
      expect.arrayContaining(['/studentDashboard', '/mycart', '/my-learning/:productId']),
    );
    expect(learner.paths).not.toContain('/admin-dashboard');
    const admin = frameOf(RoleId.ADMIN);
    expect(admin.html).toContain('data-layout="staff"');
    expect(admin.html).toContain('>Admin<');
    expect(admin.paths).toEqual(expect.arrayContaining(['/admin-dashboard', '/user-list']));
    const ops = frameOf(RoleId.OPS);
    expect(ops.html).toContain('>Operations<');
    expect(ops.paths).toContain('/job-list');
    expect(ops.paths).not.toContain('/admin-dashboard');
    expect(frameOf(RoleId.COLLEGE).html).toContain('data-layout="college"');
    // The staff menus are the role's: an admin-only entry is in the admin's frame alone.
    expect(admin.html).toContain('href="/admin-dashboard"');
    expect(ops.html).not.toContain('href="/admin-dashboard"');
  });

  it("carries nobody's data: a skeleton where the screen goes, counts held empty, a mark for the name", () => {
    for (const { roleId, html } of frames.values()) {
      expect(html, String(roleId)).toContain('MuiSkeleton');
      expect(html, String(roleId)).not.toContain('role="progressbar"');
      expect(html, String(roleId)).not.toContain('@finx.demo');
      expect(html, String(roleId)).not.toContain('<script');
    }
    const learner = frameOf(RoleId.LEARNER).html;
    expect(learner).not.toContain('data-testid="header-cart-count"');
    expect(learner).not.toContain('data-testid="header-alert-count"');
    expect(learner).toContain('MuiBadge-invisible');
    // The staff header's name, which the gateway fills in from the session.
    expect(frameOf(RoleId.ADMIN).html).toMatch(
      new RegExp(`${VIEWER_MARKS.name}(<!-- -->)? · (<!-- -->)?Administrator`),
    );
  });

  it('is right at every width: both placements drawn, CSS shows the one of the width', () => {
    const { html, styles } = frameOf(RoleId.LEARNER);
    // The header's links and the menu's Explore, Sign Out in the header and in the menu: CSS picks.
    expect(html).toContain('data-testid="header-nav"');
    expect(html).toContain('Explore');
    expect(html.match(/data-testid="sign-out"/g)).toHaveLength(2);
    // The side column is the persistent drawer, hidden below md by a media query, not by a script.
    const column = html.match(/<div class="([^"]*MuiDrawer-docked[^"]*)"/)?.[1] ?? 'missing';
    const rule = column.match(/\bcss-[\w-]+/)?.[0] ?? 'missing';
    expect(styles).toContain(`@media (min-width:0px){.${rule}{display:none;}}`);
    expect(styles).toContain(`@media (min-width:900px){.${rule}{display:block;}}`);
  });

  it('goes into #boot inert, without the marks browser tests wait for on the app', () => {
    const block = drawnFrameBlock(frameOf(RoleId.LEARNER));
    expect(block).toMatch(/^<div id="boot"><div data-testid="boot-frame"[^>]* inert aria-hidden="true">/);
    expect(block.match(/data-testid=/g)).toHaveLength(1);
    expect(block).not.toContain('data-layout=');
    expect(block).not.toContain('data-pathname=');
  });
});

describe('prerenderScreenFrames', () => {
  let drawn: { frames: DrawnFrame[]; failed: string[] };

  beforeAll(async () => {
    drawn = (await drawAsTheBuildDoes('prerenderScreenFrames', 'await prerenderScreenFrames()')) as {
      frames: DrawnFrame[];
      failed: string[];
    };
  }, 120_000);

  const screenOf = (roleId: number, path: string): DrawnFrame => {
    const frame = drawn.frames.find((each) => each.roleId === roleId && each.screen === path);
    if (!frame) throw new Error(`${path} was not drawn for role ${roleId}`);
    return frame;
  };

  it('draws every screen without parameters in its frame, as the app first draws it', () => {
    // A screen that cannot be drawn outside a browser is a build warning: none may be.
    expect(drawn.failed).toEqual([]);
    const dashboard = screenOf(RoleId.LEARNER, '/studentDashboard');
    expect(dashboard.html).toContain('data-layout="learner"');
    expect(dashboard.html).toContain(Text.BANNER_FREE_CONTENT);
    expect(dashboard.paths).toEqual(['/studentDashboard']);
    expect(screenOf(RoleId.LEARNER, '/mycart').html).toContain('My Cart');
    expect(screenOf(RoleId.ADMIN, '/user-list').html).toContain('Name, e-mail or mobile');
    expect(screenOf(RoleId.OPS, '/job-list').html).toContain('data-layout="staff"');
    // Its menu marks the screen, as the app's will.
    expect(screenOf(RoleId.ADMIN, '/user-list').html).toMatch(/href="\/user-list"[^>]*aria-current="page"/);
  });

  it('leaves screens with parameters and redirects to the neutral frame, and gives each its own file', () => {
    const paths = drawn.frames.map((frame) => frame.screen ?? '');
    expect(paths.filter((path) => path.includes(':'))).toEqual([]);
    expect(paths).not.toContain('/dashboardheader');
    // The payment steps draw nothing without their order's query (they redirect): the neutral frame.
    expect(paths).not.toContain('/checkout');
    const files = drawn.frames.map((frame) => frameFileOf(frame));
    expect(new Set(files).size).toBe(files.length);
    expect(frameFileOf(screenOf(RoleId.LEARNER, '/mycart'))).toBe('frames/learner-5/mycart.html');
  });

  it("carries nobody's data: the name's mark for a greeting, no counts, no script", () => {
    expect(screenOf(RoleId.LEARNER, '/studentDashboard').html).toContain(`Welcome, ${VIEWER_MARKS.name}<`);
    const admin = screenOf(RoleId.ADMIN, '/admin-dashboard').html;
    expect(admin).toContain(`Welcome, ${VIEWER_MARKS.name}<`);
    expect(admin).toContain(`>${VIEWER_MARKS.email}<`);
    for (const { roleId, screen, html } of drawn.frames) {
      expect(html, `${screen} ${roleId}`).not.toContain('<script');
      expect(html, `${screen} ${roleId}`).not.toContain('@finx.demo');
      expect(html, `${screen} ${roleId}`).not.toContain('data-testid="header-cart-count"');
    }
  });
});

describe('recordScreenQueries', () => {
  it("lists each signed-in screen's first queries and its frame's, as the app sends them, for its roles", async () => {
    const recorded = (await drawAsTheBuildDoes(
      'recordedScreenQueries',
      'await recordedScreenQueries()',
    )) as ScreenQueries[];
    const of = (path: string) => recorded.find((screen) => screen.path === path);
    const cart = of(ClientPath.CART);
    expect(cart?.roleIds).toEqual([RoleId.LEARNER]);
    expect(cart?.queries.map((query) => query.operationName).sort()).toEqual([
      'Cart',
      'ChatAvailability',
      'LearnerHeader',
      'Maintenance',
      'UnsubscribeLink',
    ]);
    // Printed as the app's cache sends them, with the type names its answers must carry.
    expect(cart?.queries.find((query) => query.operationName === 'Cart')?.query).toMatch(/__typename/);
    // The address's parameter as a mark for the gateway to fill in; a list's variables from no query string.
    const course = of(ClientPath.LEARN)?.queries.find((query) => query.operationName === 'CourseContent');
    expect(course?.variables).toEqual({ productId: ':productId' });
    const jobs = of(ClientPath.JOB_LIST)?.queries.find((query) => query.operationName === 'StaffJobs');
    expect(jobs?.variables).toEqual({ corporateId: null, page: 1, pageSize: 10 });
    // A screen that asks nothing first of its own still has its frame's; a public page has none.
    expect(
      of(ClientPath.EVENTS)
        ?.queries.map((query) => query.operationName)
        .sort(),
    ).toEqual(['ChatAvailability', 'LearnerHeader', 'Maintenance', 'UnsubscribeLink']);
    expect(of(ClientPath.ROADMAP)).toBeUndefined();
  }, 120_000);
});
