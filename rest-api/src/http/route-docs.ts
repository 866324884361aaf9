import { z } from 'zod';
import type { Access } from './route-access';

/**
 * A request part or an answer that is not JSON (an upload's raw bytes, a file, a hosted page): its
 * media type and what it holds, for the OpenAPI document.
 */
export interface MediaDoc {
  readonly contentType: string;
  readonly description: string;
}

/**
 * What a route reads and, where it is not the JSON envelope, what it answers: the OpenAPI document is
 * made from it (`openapi.ts`). The zod schemas are the ones the handler parses with (`parseInput`), so
 * the document states the rules the route applies; Fastify never compiles or applies them (they sit in
 * `config`, not in the route's `schema`), so answers and messages stay the handler's.
 */
export interface RouteDoc {
  /** One line on what the call does (the path's name in `RestPath` when absent). */
  readonly summary?: string;
  /** Why the call exists, or a rule a caller must know. */
  readonly description?: string;
  /** The query's schema; several when the handler parses parts of it apart (the party, then a page). */
  readonly query?: z.ZodType | readonly z.ZodType[];
  readonly params?: z.ZodType;
  /** A JSON body (or a form's fields), or raw bytes. */
  readonly body?: z.ZodType | MediaDoc;
  /** The call reads nothing but its headers and token. */
  readonly input?: 'none';
  /** A 200 answer that is not the JSON envelope: a file, a page, a redirect. */
  readonly produces?: MediaDoc;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's documentation (see `RouteDoc`); every route states what it reads. */
    doc?: RouteDoc;
  }
}

interface RouteOptionsWithAccess {
  readonly config: { readonly access: Access } & Record<string, unknown>;
}

/**
 * Route options with the route's documentation added: `app.post(path, documented(write, { body }), …)`.
 * The shared options of a route file (`read`, `write`) stay as they are.
 */
export const documented = <const TOptions extends RouteOptionsWithAccess>(
  options: TOptions,
  doc: RouteDoc,
): TOptions & { config: TOptions['config'] & { doc: RouteDoc } } => ({
  ...options,
  config: { ...options.config, doc },
});

/** A download: the file's bytes as an attachment; a fail envelope (404) when there is none. */
export const FILE_ANSWER: MediaDoc = {
  contentType: 'application/octet-stream',
  description:
    'The file, as an attachment (its own type in Content-Type); 404 with a fail envelope when there is none.',
};

/** The route reads nothing but its token: `documented(read, NO_INPUT)`. */
export const NO_INPUT: RouteDoc = { input: 'none' };

export const isMediaDoc = (value: z.ZodType | MediaDoc): value is MediaDoc => 'contentType' in value;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), on its input side: what a caller sends
 * (a coerced id is a number or its text; a transform's output is the handler's business). Rules JSON
 * Schema cannot say (refinements, custom checks) are left out; the route still applies them.
 */
export const jsonSchemaOf = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
};

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** Several object schemas as one: every part's properties, every part's required names. */
export const mergedJsonSchemaOf = (schemas: z.ZodType | readonly z.ZodType[]): Record<string, unknown> => {
  const parts = [schemas].flat().map((schema) => jsonSchemaOf(schema) as ObjectSchema);
  if (parts.length === 1) return parts[0] as Record<string, unknown>;
  const required = [...new Set(parts.flatMap((part) => part.required ?? []))];
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    ...(required.length > 0 ? { required } : {}),
  };
};
