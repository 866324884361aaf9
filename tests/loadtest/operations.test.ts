import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from './operations';

const schema = buildSchema(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));

describe('the load test operations', () => {
  it.each(Object.entries(ALL_OPERATIONS))('%s is valid against the committed schema', (_, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });
});
