#!/usr/bin/env node
// Generated code is committed and never edited by hand. This re-generates it and fails when the result
// differs from what is committed: the emitted GraphQL schema, the client's typed documents and hooks,
// the integration tests' typed documents, and the REST services' OpenAPI document.
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(['run', 'schema', '--silent']);
run(['run', 'codegen', '--silent']);
run(['run', 'openapi', '--silent']);
const paths = [
  'schema/schema.graphql',
  'client/src/graphql/generated',
  'tests/src/graphql/generated',
  'rest-api/openapi.json',
];
const diff = spawnSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' });
if (diff.stdout.trim() !== '') {
  console.error('Generated code drifted from the committed version:\n' + diff.stdout);
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', ...paths], { stdio: 'inherit' });
  console.error('Run `npm run schema && npm run codegen && npm run openapi` and commit the result.');
  process.exit(1);
}
console.log(
  'No drift: schema/schema.graphql, the generated client and test code and rest-api/openapi.json match the code.',
);
