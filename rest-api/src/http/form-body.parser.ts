import type { FastifyInstance } from 'fastify';

/**
 * HTML forms post application/x-www-form-urlencoded; no form parser is installed, so this plugin scope
 * reads them with URLSearchParams (repeated names keep the last value, as the pages here never repeat).
 */
export const registerFormBodies = (app: FastifyInstance): void => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
};
