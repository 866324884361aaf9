import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildGatewaySchema } from './schema';

/** Writes schema/schema.graphql, sorted so the file only changes when the API does. */
const target = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema/schema.graphql');
const header =
  '# Generated from the type-graphql resolvers of gateway-graphql: npm run schema. Do not edit.\n\n';

const schema = await buildGatewaySchema();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, header + printSchema(lexicographicSortSchema(schema)) + '\n');
console.log(`schema written to ${target}`);
