import { ENCRYPTED_QUERY_PARAM, Header, ReasonCode, RestPath, SENSITIVE_FIELDS } from '@finx/domain';
import type { Access } from './route-access';

/** The parts of the OpenAPI document that are the same for every route (`openapi.ts` assembles it). */

export const OPENAPI_INFO = {
  title: 'FinX REST services',
  version: '1.0.0',
  description: [
    'The REST services of FinX, as the gateway and the legacy clients call them (`000 §7`, `001 §7`).',
    '',
    '- **Envelope.** Every JSON answer is the envelope: `status` (`success` or `fail`), `reasonCode`,',
    '  `reasonText`, `responseText`, `responseObject`, `responseListObject`, `totalRecords`. A business',
    '  refusal is HTTP 200 with `status: fail` and its reason code; contract and authorisation failures',
    '  are 4xx with a fail envelope (400 VALIDATION_FAILED naming the fields at fault, 401, 403, 404,',
    '  413, 429).',
    `- **Tokens.** \`${RestPath.JWT_TOKEN}\` hands out an anonymous token and login a user's;`,
    `  a signed-in caller sends \`${Header.TOKEN}\` and the current \`${Header.JTI}\`, and`,
    `  every answer carries the next \`${Header.JTI}\` to send.`,
    `- **Encrypted fields.** ${SENSITIVE_FIELDS.join(', ')} travel AES-256-CBC encrypted (with an`,
    `  HMAC tag) in bodies; a query string that holds one travels whole as one encrypted \`${ENCRYPTED_QUERY_PARAM}\``,
    '  parameter. The schemas below show the fields as they are once decrypted.',
    '- **Roles.** A route open to some roles lists them in its security requirement (OpenAPI 3.1 role',
    '  names) and in its description.',
  ].join('\n'),
};

export const SECURITY_SCHEMES = {
  [Header.TOKEN]: {
    type: 'apiKey' as const,
    in: 'header',
    name: Header.TOKEN,
    description: 'The JWT from the token or login call (the anonymous token, or a signed-in user’s).',
  },
  [Header.JTI]: {
    type: 'apiKey' as const,
    in: 'header',
    name: Header.JTI,
    description: 'The session’s current jti; each answer carries the next one in the same header.',
  },
};

const nullable = (type: string) => ({ type: [type, 'null'] });

/** The envelope of `000 §7`, and the fail envelope every 4xx and 5xx answer is. */
export const ENVELOPE_SCHEMAS = [
  {
    $id: 'Envelope',
    title: 'Envelope',
    description: 'Every JSON answer (`000 §7`).',
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['success', 'fail'] },
      reasonCode: { type: ['string', 'null'], description: 'Null on success; the reason code of a refusal.' },
      reasonText: { ...nullable('string'), description: 'The reason code’s message.' },
      responseText: nullable('string'),
      responseObject: { description: 'The answer (an object, a list or a value), or null.' },
      responseListObject: { ...nullable('array'), description: 'A page of a list.' },
      totalRecords: { ...nullable('integer'), description: 'The size of the whole list.' },
    },
    required: [
      'status',
      'reasonCode',
      'reasonText',
      'responseText',
      'responseObject',
      'responseListObject',
      'totalRecords',
    ],
  },
  {
    $id: 'FailEnvelope',
    title: 'FailEnvelope',
    description:
      'A refusal: a contract or authorisation failure. `responseObject` is null, or `{ field }` naming one input among many.',
    type: 'object',
    properties: {
      status: { const: 'fail' },
      reasonCode: { type: 'string', enum: Object.values(ReasonCode) },
      reasonText: { type: 'string' },
      responseText: { type: 'null' },
      responseObject: {
        anyOf: [{ type: 'null' }, { type: 'object', properties: { field: { type: 'string' } } }],
      },
      responseListObject: { type: 'null' },
      totalRecords: { type: 'null' },
    },
    required: ['status', 'reasonCode', 'reasonText'],
  },
];

interface ErrorResponse {
  readonly status: string;
  /** Its name under components.responses. */
  readonly name: string;
  readonly description: string;
  readonly when: (access: Access) => boolean;
}

/** The error answers a route may give, each a fail envelope. */
export const ERROR_RESPONSES: readonly ErrorResponse[] = [
  {
    status: '400',
    name: 'BadInput',
    description: 'VALIDATION_FAILED: bad input; the text names the fields at fault.',
    when: () => true,
  },
  {
    status: '401',
    name: 'Unauthenticated',
    description: 'UNAUTHENTICATED (no live session) or STALE_JTI (a jti that is not the current one).',
    when: (access) => access !== 'public',
  },
  {
    status: '403',
    name: 'Forbidden',
    description: 'FORBIDDEN: the caller’s role may not make this call, or the data is not theirs.',
    when: (access) => access !== 'public',
  },
  {
    status: '4XX',
    name: 'Refused',
    description: 'Other refusals: NOT_FOUND (404), PAYLOAD_TOO_LARGE (413), RATE_LIMITED (429).',
    when: () => true,
  },
  {
    status: '500',
    name: 'Internal',
    description: 'INTERNAL: the request failed on the server; details stay in its log.',
    when: () => true,
  },
];

/** components.responses: each error answer once, a fail envelope. */
export const errorResponseComponents = () =>
  Object.fromEntries(
    ERROR_RESPONSES.map((error) => [
      error.name,
      {
        description: error.description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/FailEnvelope' } } },
      },
    ]),
  );

type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };

/**
 * Finishes each operation: its method before its operationId (unique, since a method and a path name one
 * route), and its error statuses (listed under `key` by the route's description) as references to the
 * shared error responses.
 */
export const finishOperations = <TDocument extends { paths?: object }>(document: TDocument, key: string) => {
  for (const pathItem of Object.values(document.paths ?? {}) as Array<Record<string, Operation>>) {
    for (const [method, shared] of Object.entries(pathItem)) {
      // The methods of one route share one object: each gets its own.
      const operation: Operation = { ...shared };
      pathItem[method] = operation;
      if (typeof operation.operationId === 'string')
        operation.operationId = `${method}${operation.operationId}`;
      const statuses = operation[key];
      if (!Array.isArray(statuses)) continue;
      delete operation[key];
      for (const status of statuses) {
        const error = ERROR_RESPONSES.find((one) => one.status === status);
        if (error) {
          operation.responses = {
            ...operation.responses,
            [status]: { $ref: `#/components/responses/${error.name}` },
          };
        }
      }
    }
  }
  return document;
};
