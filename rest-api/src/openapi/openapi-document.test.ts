import { beforeAll, describe, expect, it } from 'vitest';
import type { RestRoute } from '../app';
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation } from './openapi-document';

let document: OpenApiDocument;
let routes: readonly RestRoute[];

beforeAll(async () => {
  ({ document, routes } = await buildOpenApiDocument());
});

/** `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const operationOf = (route: RestRoute): OpenApiOperation | undefined =>
  document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

const named = (route: RestRoute): string => `${route.method} ${route.url}`;

/** Whether the operation says what it reads: parameters, a body, or explicitly nothing. */
const describesItsInput = (operation: OpenApiOperation): boolean =>
  (operation.parameters?.length ?? 0) > 0 ||
  operation.requestBody !== undefined ||
  operation['x-finx-input'] === 'none';

describe('the OpenAPI document (issue 30)', () => {
  it('is OpenAPI 3.1 with the envelope and the fail envelope as components', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.schemas ?? {})).toEqual(
      expect.arrayContaining(['Envelope', 'FailEnvelope']),
    );
  });

  it('has an operation for every registered route, and none for a route that does not exist', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((route) => !operationOf(route)).map(named)).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(routes.length);
  });

  it('names every operation once (operationId)', () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('gives every operation its feature as a tag, a summary and its security requirement', () => {
    const lacking = routes.filter((route) => {
      const operation = operationOf(route);
      return !operation?.tags?.length || !operation.summary || !operation.security?.length;
    });
    expect(lacking.map(named)).toEqual([]);
  });

  it('documents the 200 answer and the error envelope answers of every operation', () => {
    const lacking = routes.filter((route) => {
      const { responses } = operationOf(route) ?? { responses: {} };
      const errors = ['400', '4XX', '500', ...(route.access === 'public' ? [] : ['401', '403'])];
      return (
        responses['200'] === undefined ||
        errors.some((status) => !responses[status]?.$ref?.startsWith('#/components/responses/'))
      );
    });
    expect(lacking.map(named)).toEqual([]);
    for (const response of Object.values(document.components.responses ?? {})) {
      expect(JSON.stringify(response)).toContain('#/components/schemas/FailEnvelope');
    }
  });

  it('says for every operation what it reads: its parameters, its body, or nothing', () => {
    const undescribed = routes
      .filter((route) => !describesItsInput(operationOf(route) ?? { responses: {} }))
      .map(named);
    expect(
      undescribed,
      'document these routes: documented(options, { query, params, body }) with the schemas they parse, or NO_INPUT',
    ).toEqual([]);
  });
});
