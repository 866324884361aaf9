/**
 * graphql-codegen plugin: one named React hook per operation (`useLearnerHeaderQuery`,
 * `useLoginMutation`, ...), written over the typed documents of the client preset.
 *
 * Why a local plugin: `@graphql-codegen/typescript-react-apollo` does not support Apollo Client 4, and
 * the client preset only emits typed documents. Every hook routes through the client's single error
 * wrapper (`useAppQuery` / `useAppMutation` in client/src/graphql/use-operation.ts), so session expiry,
 * access denial and upstream failures are handled the same way for every operation.
 *
 * Config (codegen.yml):
 *   documentsModule  import path of the preset's graphql.ts, relative to the output (default ./graphql)
 *   operationModule  import path of the error wrapper module, relative to the output
 *
 * Output is sorted by operation name and carries no timestamps, so running codegen twice gives the same
 * bytes.
 */
'use strict';

// AST kind names as graphql-js spells them (kept literal so the plugin has no imports at all).
const Kind = { OPERATION_DEFINITION: 'OperationDefinition', NON_NULL_TYPE: 'NonNullType' };

const SUFFIX = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

/** Operation names become type and hook names verbatim, so they must already be PascalCase. */
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

const hasRequiredVariables = (operation) =>
  (operation.variableDefinitions ?? []).some(
    (definition) => definition.type.kind === Kind.NON_NULL_TYPE && definition.defaultValue === undefined,
  );

const collectOperations = (documents) => {
  const operations = [];
  for (const file of documents) {
    if (!file.document) continue;
    for (const definition of file.document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const name = definition.name?.value;
      if (!name)
        throw new Error(`named-hooks: anonymous operation in ${file.location}; name every operation`);
      if (!PASCAL.test(name)) {
        throw new Error(`named-hooks: operation "${name}" in ${file.location} must be PascalCase`);
      }
      if (!(definition.operation in SUFFIX)) {
        throw new Error(`named-hooks: ${definition.operation} "${name}" is not supported yet`);
      }
      operations.push({ name, kind: definition.operation, required: hasRequiredVariables(definition) });
    }
  }
  const seen = new Set();
  for (const { name } of operations) {
    if (seen.has(name)) throw new Error(`named-hooks: operation name "${name}" is used twice`);
    seen.add(name);
  }
  return operations.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
};

const hookFor = ({ name, kind, required }) => {
  const suffix = SUFFIX[kind];
  const dataType = `${name}${suffix}`;
  const variablesType = `${name}${suffix}Variables`;
  const document = `${name}Document`;
  if (kind === 'query') {
    const options = required
      ? `options: AppQueryOptions<${dataType}, ${variablesType}> & { variables: ${variablesType} }`
      : `options?: AppQueryOptions<${dataType}, ${variablesType}>`;
    return [
      `/** \`query ${name}\` through the app's error wrapper. */`,
      `export function use${dataType}(${options}) {`,
      `  return useAppQuery(${document}, options);`,
      `}`,
    ].join('\n');
  }
  if (kind === 'subscription') {
    const options = required
      ? `options: AppSubscriptionOptions<${dataType}, ${variablesType}> & { variables: ${variablesType} }`
      : `options?: AppSubscriptionOptions<${dataType}, ${variablesType}>`;
    return [
      `/** \`subscription ${name}\` (over WebSocket) through the app's error wrapper. */`,
      `export function use${dataType}(${options}) {`,
      `  return useAppSubscription(${document}, options);`,
      `}`,
    ].join('\n');
  }
  return [
    `/** \`mutation ${name}\` through the app's error wrapper; the returned function never rejects. */`,
    `export function use${dataType}(options?: AppMutationOptions<${dataType}, ${variablesType}>) {`,
    `  return useAppMutation(${document}, options);`,
    `}`,
  ].join('\n');
};

module.exports = {
  plugin(_schema, documents, config) {
    const documentsModule = config.documentsModule ?? './graphql';
    const operationModule = config.operationModule;
    if (!operationModule) throw new Error('named-hooks: set config.operationModule');

    const operations = collectOperations(documents);
    const wrappers = [];
    if (operations.some((o) => o.kind === 'query')) wrappers.push('useAppQuery', 'type AppQueryOptions');
    if (operations.some((o) => o.kind === 'mutation')) {
      wrappers.push('useAppMutation', 'type AppMutationOptions');
    }
    if (operations.some((o) => o.kind === 'subscription')) {
      wrappers.push('useAppSubscription', 'type AppSubscriptionOptions');
    }
    const typeNames = operations.flatMap(({ name, kind }) => [
      `${name}${SUFFIX[kind]}`,
      `${name}${SUFFIX[kind]}Variables`,
    ]);
    const documentNames = operations.map(({ name }) => `${name}Document`);

    const lines = [
      '/* Generated by codegen/named-hooks.cjs from the operation documents (npm run codegen). Do not edit. */',
      '',
    ];
    if (operations.length > 0) {
      lines.push(`import { ${wrappers.join(', ')} } from '${operationModule}';`);
      lines.push(`import { ${documentNames.join(', ')} } from '${documentsModule}';`);
      lines.push(`import type { ${typeNames.join(', ')} } from '${documentsModule}';`);
      lines.push('');
      lines.push(operations.map(hookFor).join('\n\n'));
    } else {
      lines.push('export {};');
    }
    return lines.join('\n') + '\n';
  },
};
