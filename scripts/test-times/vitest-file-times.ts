import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes how long each test file took, all of it (environment, imports, hooks and tests), to
 * `$FINX_TEST_TIMES_DIR/vitest-<pass>-<time>.json`, for scripts/test-times/slowest.mjs. Vitest's own reports
 * count only the tests and hooks, which hides a file whose imports cost more than its tests.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const dir = process.env.FINX_TEST_TIMES_DIR;
    if (!dir) return;
    const files = modules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { file: module.relativeModuleId, project: module.project.name, seconds: ms / 1000 };
    });
    const pass = process.env.DATABASE_URL ? 'postgresql' : 'embedded';
    writeFileSync(
      join(dir, `vitest-${pass}-${Date.now()}.json`),
      JSON.stringify({ runner: 'vitest', files }),
    );
  }
}
