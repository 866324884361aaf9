// One Lighthouse mobile run of one page, signed in or not: a fresh headless Chromium (chrome-launcher gives
// each launch an empty profile, so every run starts with a cold cache), the session cookie written into it
// over the DevTools protocol, then Lighthouse's default mobile profile (simulated throttling, Moto G
// Power screen) on the performance category. Lighthouse's storage reset stays off, because it would also
// wipe that cookie; the fresh profile does its job instead.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface PageRun {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  jsTransferredKb: number;
  jsFiles: number;
  /** The three largest scripts by bytes transferred, `name (KB)`. */
  largestJs: string[];
  /** Every script's file name, as the page fetched them (to name their modules: script-modules.ts). */
  scriptFiles: string[];
  lcpElement: string;
  /** What moved, the largest shift first: `score selector "text"`. */
  shifts: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}
interface ShiftItem {
  score?: number;
  node?: { selector?: string; nodeLabel?: string; snippet?: string };
}

/** Lighthouse could not record the page (a trace or protocol failure): worth another try. */
export class LighthouseError extends Error {}

/** Signs in through the gateway's GraphQL and returns the session cookie's value. */
export const signIn = async (base: string, username: string, password: string): Promise<string> => {
  const answer = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($input: LoginInput!) { login(input: $input) { redirectTo userErrors { code message } } }',
      variables: { input: { username, password, logoutOtherSessions: true } },
    }),
  });
  const body = (await answer.json()) as {
    data?: { login?: { userErrors: { message: string }[] } };
  };
  const errors = body.data?.login?.userErrors ?? [];
  const cookie = /finx_sid=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (!answer.ok || errors.length > 0 || !cookie) {
    throw new Error(`${username} could not sign in: ${answer.status} ${JSON.stringify(body)}`);
  }
  return cookie;
};

/** Writes the session cookie into the running browser with one DevTools protocol call. */
const setCookie = async (port: number, base: string, value: string) => {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const answered = new Promise<{ error?: { message: string } }>((resolve) =>
    socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true }),
  );
  socket.send(
    JSON.stringify({
      id: 1,
      method: 'Storage.setCookies',
      params: { cookies: [{ name: 'finx_sid', value, url: base, httpOnly: true, sameSite: 'Lax' }] },
    }),
  );
  const reply = await answered;
  socket.close();
  if (reply.error) throw new Error(`the session cookie was not set: ${reply.error.message}`);
};

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;
const label = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').slice(0, 40);

export const runLighthouse = async (url: string, cookie: string | null): Promise<PageRun> => {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    if (cookie) await setCookie(chrome.port, new URL(url).origin, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseError(`${url}: ${lhr.runtimeError.code}`);
    if (lhr.finalDisplayedUrl !== url) {
      // A signed-in page that redirects (to /login) would be measured as another page.
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    }
    const audit = (id: string) => lhr.audits[id];
    const items = <T>(id: string) =>
      ((audit(id)?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
    const scripts = items<NetworkItem>('network-requests')
      .filter((item) => item.resourceType === 'Script')
      .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0));
    const lcpNode = items<{ items?: ShiftItem[] }>('largest-contentful-paint-element')[0]?.items?.[0]?.node;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
      tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
      cls: Math.round((audit('cumulative-layout-shift')?.numericValue ?? 0) * 1000) / 1000,
      fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? 0),
      jsTransferredKb: kb(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
      jsFiles: scripts.length,
      largestJs: scripts.slice(0, 3).map((item) => `${fileName(item.url)} (${kb(item.transferSize ?? 0)})`),
      scriptFiles: scripts.map((item) => fileName(item.url)),
      lcpElement: lcpNode ? `${lcpNode.selector ?? ''} "${label(lcpNode.nodeLabel)}"` : '',
      shifts: items<ShiftItem>('layout-shifts')
        .slice(0, 5)
        .map(
          (item) =>
            `${Math.round((item.score ?? 0) * 1000) / 1000} ${item.node?.selector ?? '?'} ` +
            `"${label(item.node?.nodeLabel)}"`,
        ),
    };
  } finally {
    chrome.kill();
  }
};
