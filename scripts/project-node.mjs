// The project runs on the Node 24 that `npm install` puts in node_modules (the root devDependency
// `node@24`). npm scripts find it first on PATH; a script started with an older system `node` re-runs
// itself on the project's Node so both paths behave the same.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const projectNode = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url));
const major = Number(process.versions.node.split('.')[0]);

if (major < 24 && existsSync(projectNode)) {
  const result = spawnSync(projectNode, process.argv.slice(1), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
