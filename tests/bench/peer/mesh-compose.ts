// The peer's supergraph, generated at bench time from rest-api's OpenAPI document by GraphQL Mesh's
// composer (@graphql-mesh/compose-cli with @omnigraph/openapi), into an ignored folder: nothing of it is
// committed, so the peer always speaks the routes rest-api documents now.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getComposedSchemaFromConfig } from '@graphql-mesh/compose-cli';
import { DefaultLogger } from '@graphql-mesh/utils';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

const generated = fileURLToPath(new URL('./generated/', import.meta.url));
const openapiSource = fileURLToPath(new URL('../../../rest-api/openapi.json', import.meta.url));

type Json = unknown;

/**
 * json-machete names every member of a union after its title and refuses an untitled member that it
 * cannot name otherwise; rest-api's document has such a member in two write bodies (the empty coupon
 * code, `{ type: string, maxLength: 0 }`). The copy the composer reads titles them; nothing else changes.
 */
const titleEmptyStrings = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(titleEmptyStrings);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) out[key] = titleEmptyStrings(value);
  if (out.type === 'string' && out.maxLength === 0 && out.title === undefined) out.title = 'EmptyString';
  return out;
};

/**
 * The REST calls carry the caller's credentials as FinX's gateway sends them (`token`, `jtitoken`,
 * `tokentype`, `userid`, `userlogin`), taken from the headers of the GraphQL request the peer answers.
 */
const operationHeaders = Object.fromEntries(
  ['token', 'jtitoken', 'tokentype', 'userid', 'userlogin'].map((name) => [
    name,
    `{context.headers.${name}}`,
  ]),
);

export interface ComposedPeer {
  supergraphPath: string;
  /** The number of GET and write routes the document describes, all of them composed. */
  operations: number;
  composeMs: number;
}

/** Writes generated/supergraph.graphql for a peer whose REST calls go to `restUrl`. */
export const composeMeshPeer = async (restUrl: string): Promise<ComposedPeer> => {
  const started = Date.now();
  mkdirSync(generated, { recursive: true });
  const document = JSON.parse(readFileSync(openapiSource, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  writeFileSync(`${generated}openapi.json`, JSON.stringify(titleEmptyStrings(document)));
  const supergraph = await getComposedSchemaFromConfig(
    {
      cwd: generated,
      subgraphs: [
        {
          sourceHandler: loadOpenAPISubgraph('FinxRest', {
            source: './openapi.json',
            endpoint: restUrl,
            operationHeaders,
          }),
        },
      ],
    },
    new DefaultLogger('mesh-compose'),
  );
  const supergraphPath = `${generated}supergraph.graphql`;
  writeFileSync(supergraphPath, supergraph);
  const operations = Object.values(document.paths).reduce(
    (count, item) =>
      count + Object.keys(item).filter((key) => /^(get|post|put|patch|delete)$/.test(key)).length,
    0,
  );
  return { supergraphPath, operations, composeMs: Date.now() - started };
};
