import { type Envelope, type ReasonCode, ReasonMessage } from '@finx/domain';

/** A success envelope; every field the caller does not set is null, as `000 §7` shows them. */
export const okEnvelope = <TObject = unknown, TItem = unknown>(
  fields: Partial<
    Pick<Envelope<TObject, TItem>, 'responseObject' | 'responseListObject' | 'totalRecords' | 'responseText'>
  > = {},
): Envelope<TObject, TItem> => ({
  status: 'success',
  reasonCode: null,
  reasonText: null,
  responseText: fields.responseText ?? null,
  responseObject: fields.responseObject ?? null,
  responseListObject: fields.responseListObject ?? null,
  totalRecords: fields.totalRecords ?? null,
});

/**
 * A failure envelope. reasonText defaults to the domain's message for the code; some spec outcomes carry
 * their own text (`InActive user`), and contract errors name the offending field.
 */
export const failEnvelope = (
  code: ReasonCode,
  reasonText: string = ReasonMessage[code],
): Envelope<never, never> => ({
  status: 'fail',
  reasonCode: code,
  reasonText,
  responseText: null,
  responseObject: null,
  responseListObject: null,
  totalRecords: null,
});

/** A contract or authorisation failure: answered with this HTTP status and a fail envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reasonCode: ReasonCode,
    readonly reasonText: string = ReasonMessage[reasonCode],
  ) {
    super(reasonText);
    this.name = 'HttpError';
  }
}
