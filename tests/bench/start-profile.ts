// `npm run bench:start-profile -w @finx/tests -- --page /studentDashboard --account learner`: where one
// page's start spends the main thread, task by task. Lighthouse and bench:main-thread say how much the
// page blocks; this says what with. Chromium at Lighthouse's 4× CPU slowdown on a phone's screen records
// a trace and a CPU profile of each load; for every task over 50 ms it prints when it ran, how long, what
// kind of work it was (module evaluation, microtasks, a React commit from the scheduler's message, layout)
// and, for tasks over --detail ms, the functions that took the most of it, inclusive and self.
// Function names are only readable on a build made with `--minify false` (CLIENT_DIST_DIR=<its dist>,
// with the server build beside it as for the other benches). Options: --loads N (default 2),
// --detail MS (default 150), --top N (default 20), --callees NAME (the callees of that function, four
// frames deep: what a React commit's effects ran, say).
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@finx/rest-api';
import { signIn } from './lighthouse-run';
import { startTargets } from './stack-processes';

const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };
/** The trace events that say what a task did; nested ones count in the outermost. */
const WORK =
  /^(v8\.compileModule|v8\.evaluateModule|EvaluateScript|FunctionCall|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|HandlePostMessage|Layout|UpdateLayoutTree|ParseHTML|ParseAuthorStyleSheet|Paint|PrePaint|Layerize|Commit|MajorGC|MinorGC)$/;

const { values: options } = parseArgs({
  options: {
    page: { type: 'string', default: '/studentDashboard' },
    account: { type: 'string' },
    loads: { type: 'string', default: '2' },
    detail: { type: 'string', default: '150' },
    top: { type: 'string', default: '20' },
    callees: { type: 'string' },
  },
});

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ms = (micros: number) => Math.round(micros / 1000);
const frameName = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) =>
  `${functionName || '(anonymous)'}@${url.split('/').pop()}:${lineNumber}`;
const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .filter(([name]) => !/^\((root|program|idle)\)/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${ms(micros)} ms ${name}`);

/** Each sample's stack, leaf first, with the time it stands for. */
function samplesOf(profile: Profile): { at: number; span: number; stack: string[] }[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  let at = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (at += delta));
  return profile.samples.map((id, index) => {
    const stack: string[] = [];
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      stack.push(frameName(nodes.get(node)!.callFrame));
    }
    return { at: times[index]!, span: (times[index + 1] ?? times[index]!) - times[index]!, stack };
  });
}

function describeTask(task: TraceEvent, work: TraceEvent[], samples: ReturnType<typeof samplesOf>) {
  const end = task.ts + task.dur;
  const inside = work.filter((event) => event.ts >= task.ts && event.ts + event.dur <= end);
  const kinds = new Map<string, number>();
  for (const event of inside) {
    const nested = inside.some(
      (outer) =>
        outer !== event &&
        outer.ts <= event.ts &&
        outer.ts + outer.dur >= event.ts + event.dur &&
        outer.dur > event.dur,
    );
    if (nested) continue;
    const detail = event.args?.data?.url?.split('/').pop() ?? event.args?.data?.type ?? '';
    const kind = detail ? `${event.name} ${detail}` : event.name;
    kinds.set(kind, (kinds.get(kind) ?? 0) + event.dur);
  }
  const kindText = top(kinds, 3).join(', ');
  if (task.dur < Number(options.detail) * 1000) return [kindText];
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  const callees = new Map<string, number>();
  for (const sample of samples) {
    if (sample.at < task.ts || sample.at > end) continue;
    self.set(sample.stack[0]!, (self.get(sample.stack[0]!) ?? 0) + sample.span);
    for (const name of new Set(sample.stack)) inclusive.set(name, (inclusive.get(name) ?? 0) + sample.span);
    const caller = options.callees
      ? sample.stack.findLastIndex((name) => name.startsWith(`${options.callees}@`))
      : -1;
    if (caller > 0) {
      const path = sample.stack
        .slice(Math.max(0, caller - 4), caller)
        .reverse()
        .join(' > ');
      callees.set(path, (callees.get(path) ?? 0) + sample.span);
    }
  }
  const count = Number(options.top);
  return [
    kindText,
    'inclusive:',
    ...top(inclusive, count).map((line) => `  ${line}`),
    'self:',
    ...top(self, 10).map((line) => `  ${line}`),
    ...(options.callees
      ? [`callees of ${options.callees}:`, ...top(callees, count).map((line) => `  ${line}`)]
      : []),
  ];
}

const targets = await startTargets({
  ports: { gateway: 4450, rest: 8450 },
  env: {
    LOG_LEVEL: 'error',
    ...(process.env.CLIENT_DIST_DIR ? { CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR } : {}),
  },
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (let load = 1; load <= Number(options.loads); load++) {
    const context = await browser.newContext({ viewport: PHONE });
    const account = options.account as keyof typeof DEMO_ACCOUNTS | undefined;
    if (account) {
      const cookie = await signIn(targets.gatewayUrl, DEMO_ACCOUNTS[account].email, DEMO_PASSWORD);
      await context.addCookies([{ name: 'finx_sid', value: cookie, url: targets.gatewayUrl }]);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(tab, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
      ],
    });
    await tab.goto(`${targets.gatewayUrl}${options.page}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(3_000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await context.close();

    const events = trace.traceEvents;
    // The page's renderer: the main thread that evaluated the app's scripts.
    const evaluated = events.find(
      (event) => event.name === 'v8.evaluateModule' || event.name === 'EvaluateScript',
    );
    if (!evaluated) throw new Error(`No script ran on ${options.page}`);
    const main = events.filter(
      (event) => event.pid === evaluated.pid && event.tid === evaluated.tid && event.ph === 'X',
    );
    const start =
      events.find((event) => event.name === 'navigationStart' && event.pid === evaluated.pid)?.ts ??
      main[0]!.ts;
    const work = main.filter((event) => WORK.test(event.name));
    const samples = samplesOf(profile);
    const tasks = main.filter((event) => event.name === 'RunTask' && event.dur > 50_000 && event.ts >= start);
    console.log(`load ${load}/${options.loads} ${options.page}`);
    for (const task of tasks) {
      const [kinds, ...detail] = describeTask(task, work, samples);
      console.log(`  at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms: ${kinds}`);
      for (const line of detail) console.log(`    ${line}`);
    }
    const blocking = tasks.reduce((sum, task) => sum + task.dur / 1000 - 50, 0);
    console.log(
      `  blocking ${Math.round(blocking)} ms in ${tasks.length} long tasks (at ${CPU_SLOWDOWN}× slowdown)`,
    );
  }
} finally {
  await browser.close();
  await targets.stop();
}
