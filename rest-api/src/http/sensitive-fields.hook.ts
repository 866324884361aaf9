import { ENCRYPTED_QUERY_PARAM, isSensitiveField, messageFor, ReasonCode } from '@finx/domain';
import { type FieldCipher, FieldCipherError } from '@finx/domain/server';
import type { FastifyInstance } from 'fastify';
import { HttpError, invalidInput } from './envelope';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const inClear = (field: string) =>
  new HttpError(
    400,
    ReasonCode.SENSITIVE_FIELD_IN_CLEAR,
    `${messageFor(ReasonCode.SENSITIVE_FIELD_IN_CLEAR)} Field: ${field}`,
  );

/**
 * The query a handler sees: `enc` decrypted into it, plain parameters beside it kept; a plain sensitive
 * field or an `enc` that does not decrypt is refused. Shared with the read batch, which answers its reads
 * without a request of their own.
 */
export const decryptQuery = (cipher: FieldCipher, query: unknown): Record<string, unknown> => {
  const { [ENCRYPTED_QUERY_PARAM]: encrypted, ...plain } = (query ?? {}) as Record<string, unknown>;
  const clearSensitive = Object.keys(plain).find(isSensitiveField);
  if (clearSensitive) throw inClear(clearSensitive);
  if (encrypted === undefined) return (query ?? {}) as Record<string, unknown>;
  if (typeof encrypted !== 'string') throw invalidInput(ENCRYPTED_QUERY_PARAM);
  try {
    return { ...plain, ...Object.fromEntries(cipher.decryptQuery(encrypted)) };
  } catch (error) {
    if (!(error instanceof FieldCipherError)) throw error;
    throw invalidInput(ENCRYPTED_QUERY_PARAM);
  }
};

/**
 * Sensitive fields (`000 §3`) travel encrypted. Before validation and handlers:
 * - the query string may be one encrypted parameter `enc`; it is decrypted into the query, and plain
 *   parameters beside it are kept; a plain query naming a sensitive field is refused;
 * - write bodies are decrypted field by field, at any depth; a field that does not decrypt (clear
 *   text, a foreign key, tampering) is refused with its name.
 * Handlers therefore see clear values only, as strings.
 */
export const registerSensitiveFieldDecryption = (app: FastifyInstance, cipher: FieldCipher): void => {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.fieldCipher === false) return;
    request.query = decryptQuery(cipher, request.query);

    if (WRITE_METHODS.has(request.method) && request.body !== null && typeof request.body === 'object') {
      try {
        request.body = cipher.decryptFields(request.body);
      } catch (error) {
        if (!(error instanceof FieldCipherError)) throw error;
        throw inClear(error.field ?? 'unknown');
      }
    }
  });
};
