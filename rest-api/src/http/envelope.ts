import { type Envelope, messageFor, ReasonCode } from '@finx/domain';

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
 * A failure envelope. The reasonText is the domain's message for the code (`messageFor`); callers pass
 * another text only where the spec adds the server's detail to it: DM_02's 'count N', the spec's own
 * message of a field rule, or the names of the fields a contract error is about.
 */
export const failEnvelope = (
  code: ReasonCode,
  reasonText: string = messageFor(code),
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
    readonly reasonText: string = messageFor(reasonCode),
  ) {
    super(reasonText);
    this.name = 'HttpError';
  }
}

/** 400 VALIDATION_FAILED naming the inputs at fault after the domain's message. */
export const invalidInput = (...fields: string[]): HttpError =>
  new HttpError(
    400,
    ReasonCode.VALIDATION_FAILED,
    `${messageFor(ReasonCode.VALIDATION_FAILED)} (${fields.join(', ')})`,
  );
