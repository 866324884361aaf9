import { jsonNestsDeeperThan } from '@finx/domain/server';
import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies (GraphQL requests) nested deeper than JSON_MAX_DEPTH are refused with a 400 before they
 * are parsed: no operation's variables come near it. Fastify's own parser does the rest, keeping its
 * protection against `__proto__` keys. Scopes with parsers of their own (payment routes) are not affected.
 */
export const registerJsonDepthLimit = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string)) {
      return done(Object.assign(new Error('The request body is nested too deeply.'), { statusCode: 400 }));
    }
    return parseJson(request, body as string, done);
  });
};
