import { readFileSync } from 'node:fs';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  buildSchema,
  getNamedType,
  isLeafType,
} from 'graphql';
import { badInt, badJson, badNumber, badString } from './bad-values';
import type { SeededRandom } from './seeded-random';

/** One generated GraphQL request: the document and its variables. */
export interface GraphqlCase {
  operation: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A root field to call: every Query and Mutation field of the emitted schema. */
export interface GraphqlTarget {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

const SCHEMA_FILE = new URL('../../../schema/schema.graphql', import.meta.url);

/** Every Query and Mutation field, read from the schema the gateway emits (`npm run schema`). */
export const graphqlTargets = (): GraphqlTarget[] => {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const fields = (kind: GraphqlTarget['kind'], type: GraphQLObjectType | null | undefined) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field }));
  return [...fields('query', schema.getQueryType()), ...fields('mutation', schema.getMutationType())];
};

/** The fields to select under a type: its leaves and, two levels down, the leaves of its objects. */
const selectionOf = (type: GraphQLOutputType, depth: number): string => {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!(named instanceof GraphQLObjectType) || depth > 2) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => arg.type instanceof GraphQLNonNull)) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    else if (depth < 2) parts.push(`${field.name} ${selectionOf(field.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
};

/** A value of the right GraphQL type, chosen to be wrong in content (edges, injections, sizes). */
const typedValue = (rng: SeededRandom, type: GraphQLInputType, depth: number): unknown => {
  if (type instanceof GraphQLNonNull) return rng.chance(0.05) ? null : typedValue(rng, type.ofType, depth);
  if (rng.chance(0.1)) return null;
  if (type instanceof GraphQLList) {
    const length = depth === 0 && rng.chance(0.1) ? 300 : rng.int(4);
    return Array.from({ length }, () => typedValue(rng, type.ofType, depth + 1));
  }
  return namedValue(rng, type, depth);
};

const namedValue = (rng: SeededRandom, type: GraphQLNamedType, depth: number): unknown => {
  if (type instanceof GraphQLEnumType) return rng.pick(type.getValues()).name;
  if (type instanceof GraphQLInputObjectType) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (rng.chance(0.15)) continue;
      object[field.name] = depth > 4 ? null : typedValue(rng, field.type, depth + 1);
    }
    if (rng.chance(0.1)) object.unknownField = badString(rng);
    return object;
  }
  if (type instanceof GraphQLScalarType) {
    switch (type.name) {
      case 'Int':
        return badInt(rng);
      case 'Float':
        return badNumber(rng);
      case 'Boolean':
        return rng.chance(0.5);
      case 'ID':
        return rng.chance(0.3) ? String(badInt(rng)) : badString(rng);
      default:
        return badString(rng);
    }
  }
  return badJson(rng);
};

const typeText = (type: GraphQLInputType): string => type.toString();

/** A request calling one root field with generated arguments: mostly well-typed, sometimes any JSON. */
export const graphqlCase = (rng: SeededRandom, target: GraphqlTarget): GraphqlCase => {
  const { field, kind } = target;
  const args: readonly GraphQLArgument[] = field.args;
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const passed: string[] = [];
  args.forEach((arg, index) => {
    const name = `v${index}`;
    declarations.push(`$${name}: ${typeText(arg.type)}`);
    passed.push(`${arg.name}: $${name}`);
    variables[name] = rng.chance(0.2) ? badJson(rng) : typedValue(rng, arg.type, 0);
  });
  const operation = `${kind} ${field.name}`;
  const head = declarations.length > 0 ? `(${declarations.join(', ')})` : '';
  const call = passed.length > 0 ? `(${passed.join(', ')})` : '';
  return {
    operation,
    query: `${kind} Fuzz${head} { ${field.name}${call} ${selectionOf(field.type, 0)} }`,
    variables,
  };
};

/** Documents that are wrong as documents: syntax, operation kinds, sizes, literals in the text. */
export const rawGraphqlCase = (rng: SeededRandom, targets: readonly GraphqlTarget[]): GraphqlCase => {
  const target = rng.pick(targets);
  const literal = JSON.stringify(badString(rng));
  const documents = [
    'subscription { x }',
    `{ ${target.field.name}(`,
    `query { ${'a: __typename '.repeat(50)} }`,
    `query { ${target.field.name}(id: ${literal}) { __typename } }`,
    `query Q($x: String) { __typename }`,
    `mutation { ${target.field.name} }`,
    `{ ${'{'.repeat(500)} }`,
    `query ${badString(rng).replace(/\W/g, '') || 'Q'} { __typename }`,
    `fragment F on Query { ...F } query { ...F }`,
    `query { __schema { types { name fields { name type { ofType { ofType { ofType { name } } } } } } } }`,
    badString(rng),
  ];
  return { operation: 'raw document', query: rng.pick(documents), variables: {} };
};
