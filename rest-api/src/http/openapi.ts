import swagger from '@fastify/swagger';
import { Header, RestPath, RoleId } from '@finx/domain';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import {
  ENVELOPE_SCHEMAS,
  ERROR_RESPONSES,
  errorResponseComponents,
  OPENAPI_INFO,
  SECURITY_SCHEMES,
  finishOperations,
} from './openapi-parts';
import type { Access } from './route-access';
import { isMediaDoc, jsonSchemaOf, mergedJsonSchemaOf, type RouteDoc } from './route-docs';

/** Where rest-api serves its OpenAPI document. */
export const OPENAPI_PATH = '/openapi.json';

/** The tag of routes no feature adds (the read batch, the document itself). */
const PLATFORM_TAG = 'platform';

/** Carries a route's error statuses from `describeRoute` to the assembled document. */
const ERRORS_KEY = 'x-finx-errors';

const REST_PATH_NAMES = new Map<string, string>(Object.entries(RestPath).map(([name, path]) => [path, name]));

/**
 * A route's name in words: its `RestPath` name, or the name of the path it extends followed by the rest
 * (`${RestPath.DOCUMENT}/:documentId` → document by documentId); a path of no name is its own words.
 */
const wordsOf = (url: string): string[] => {
  const parts = url.split('/');
  for (let end = parts.length; end > 1; end -= 1) {
    const name = REST_PATH_NAMES.get(parts.slice(0, end).join('/'));
    if (name === undefined) continue;
    const rest = parts.slice(end).map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part));
    return [...name.toLowerCase().split('_'), ...rest.flatMap((part) => part.split(' '))];
  }
  return url.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
};

/** `CART_COUNT` → `Cart count`. */
const summaryOf = (url: string): string => {
  const text = wordsOf(url).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** `/…/cart/count` → `CartCount`; the document prefixes each operation's method (`getCartCount`). */
const operationNameOf = (url: string): string =>
  wordsOf(url)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const ROLE_NAMES = new Map<number, string>(Object.entries(RoleId).map(([name, id]) => [id, name]));
const roleNameOf = (roleId: number): string => ROLE_NAMES.get(roleId) ?? String(roleId);

const accessText = (access: Access): string => {
  if (access === 'public') return 'Access: anyone (no token, or the anonymous token).';
  if (access === 'user') return 'Access: any signed-in user.';
  return `Access: signed-in ${access.map(roleNameOf).join(', ')}.`;
};

/** OpenAPI 3.1 lets an apiKey requirement list the roles it needs. */
const securityOf = (access: Access): ReadonlyArray<Record<string, string[]>> => {
  if (access === 'public') return [{}, { [Header.TOKEN]: [] }];
  const roles = access === 'user' ? [] : access.map(roleNameOf);
  return [{ [Header.TOKEN]: roles, [Header.JTI]: [] }];
};

const mediaBody = (media: { contentType: string; description: string }) => ({
  content: { [media.contentType]: { schema: { description: media.description } } },
});

/** The OpenAPI description of one route, from its access rule and its `RouteDoc`. */
export const describeRoute = (route: RouteOptions, feature: string | undefined): FastifySchema => {
  const access = route.config?.access ?? 'public';
  const doc: RouteDoc = route.config?.doc ?? {};
  const schema: Record<string, unknown> = {
    tags: [feature ?? PLATFORM_TAG],
    // A route may answer several methods with one description: the method is added per operation.
    operationId: operationNameOf(route.url),
    summary: doc.summary ?? summaryOf(route.url),
    description: [doc.description, accessText(access)].filter(Boolean).join('\n\n'),
    security: securityOf(access),
  };
  if (doc.query) schema.querystring = mergedJsonSchemaOf(doc.query);
  if (doc.params) schema.params = jsonSchemaOf(doc.params);
  if (doc.body && isMediaDoc(doc.body)) {
    schema.body = { description: doc.body.description };
    schema.consumes = [doc.body.contentType];
  } else if (doc.body) {
    schema.body = jsonSchemaOf(doc.body);
  }
  if (doc.input === 'none') schema['x-finx-input'] = 'none';
  const ok = doc.produces
    ? { description: doc.produces.description, ...mediaBody(doc.produces) }
    : {
        description: 'The envelope: `success` with the answer, or `fail` with a business reason code.',
        content: { 'application/json': { schema: { $ref: 'Envelope#' } } },
      };
  schema.response = { 200: ok };
  // The error answers are shared components, referred to once the document is assembled.
  schema[ERRORS_KEY] = ERROR_RESPONSES.filter((error) => error.when(access)).map((error) => error.status);
  return schema as FastifySchema;
};

/**
 * Adds the OpenAPI document to the app: @fastify/swagger collects every route as it is added (register
 * this before the features), each route is described by `describeRoute`, and `GET /openapi.json` serves
 * the document. `featureOf` names the feature that added a route (its tag).
 */
export const registerOpenApi = async (
  app: FastifyInstance,
  featureOf: (route: RouteOptions) => string | undefined,
): Promise<void> => {
  for (const schema of ENVELOPE_SCHEMAS) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      components: { securitySchemes: SECURITY_SCHEMES, responses: errorResponseComponents() },
    },
    // Shared schemas are named by their $id (Envelope, FailEnvelope), not def-N.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: ({ route, url }) => ({ url, schema: describeRoute(route, featureOf(route)) }),
    transformObject: (document) =>
      'openapiObject' in document
        ? finishOperations(document.openapiObject, ERRORS_KEY)
        : document.swaggerObject,
  });
  app.get(
    OPENAPI_PATH,
    {
      config: {
        access: 'public',
        doc: { summary: 'This OpenAPI document', input: 'none' },
      },
    },
    async () => app.swagger(),
  );
};

/** Remembers which feature added each route, for the document's tags. */
export class RouteFeatures {
  private readonly features = new WeakMap<RouteOptions, string>();

  /** Tags the routes `scope` adds (a feature's plugin scope) with the feature's name. */
  collectFrom(scope: FastifyInstance, feature: string): void {
    scope.addHook('onRoute', (route) => {
      this.features.set(route, feature);
    });
  }

  readonly featureOf = (route: RouteOptions): string | undefined => this.features.get(route);
}
