// Checkout writes, so it runs on a stack and a database of its own, read once the stack has stopped.
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '@finx/rest-api';
import { benchDatabase } from './bench-database';
import { checkExactlyOnce, type ExactlyOnceReport } from './exactly-once';
import { gatewayCheckout } from './scenarios/checkout';
import type { Figures } from './scenarios/measure';
import { startTargets } from './stack-processes';

const WEBHOOK_DELAY_MS = 200;

export const runCheckout = async (
  serverUrl: string | undefined,
): Promise<{ figures: Figures; exactlyOnce: ExactlyOnceReport }> => {
  const database = await benchDatabase({ serverUrl, readAfterStop: true });
  try {
    const shop = await startTargets({
      ports: { gateway: 4412, rest: 8412 },
      env: { ...database.env, SANDBOX_WEBHOOK_DELAY_MS: String(WEBHOOK_DELAY_MS) },
    });
    let run;
    try {
      run = await gatewayCheckout(shop.gatewayUrl);
      // The sandbox's webhooks trail the callbacks by WEBHOOK_DELAY_MS. The database cannot be read while
      // the stack runs (embedded PGlite is one process's), so the last ones get a grace period; stopping
      // drops any still pending, and the check then fails on the paid orders no webhook reached.
      await sleep(WEBHOOK_DELAY_MS + 1_500);
    } finally {
      await shop.stop();
    }
    // Read where rest-api put it, resolved exactly as rest-api resolves it.
    const { database: target } = loadConfig(database.env);
    return { figures: run.figures, exactlyOnce: await checkExactlyOnce(target, run.startedAt) };
  } finally {
    await database.dispose();
  }
};
