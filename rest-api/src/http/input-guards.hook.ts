import { jsonNestsDeeperThan, unstorableTextAt } from '@finx/domain/server';
import type { FastifyInstance } from 'fastify';
import { type HttpError, invalidInput } from './envelope';

/** 400 VALIDATION_FAILED for a JSON body nested deeper than any contract allows. */
export const tooDeep = (): HttpError => invalidInput('body nested too deeply');

/** Refuses text the database cannot store anywhere in the values; shared with the read batch. */
export const assertStorable = (values: readonly unknown[]): void => {
  for (const value of values) {
    const at = unstorableTextAt(value);
    if (at !== null) throw invalidInput(at);
  }
};

/**
 * Input no contract allows is refused with a 400 before any handler sees it, for every route:
 * - JSON bodies nested deeper than JSON_MAX_DEPTH (checked on the text, before Fastify's own parser runs,
 *   which keeps its protection against `__proto__` keys);
 * - text the database cannot store (a NUL character, a lone surrogate) anywhere in the query, the path
 *   parameters or the body, after the sensitive-field hook has decrypted them (so it must be registered
 *   after that hook).
 * Scopes that keep bodies as raw text (the payment webhook) check the depth where they parse it.
 */
export const registerInputGuards = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string)) return done(tooDeep(), undefined);
    return parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request) => {
    assertStorable([request.params, request.query, request.body]);
  });
};
