import type { RestPath } from '@finx/domain';
import type { QueryParams, RequestUpstream } from '../../upstream/upstream';

/** A list call answers in responseListObject or, as some services do, in responseObject. */
export const listOf = <T>(envelope: { responseObject?: unknown; responseListObject?: T[] | null }): T[] => {
  if (Array.isArray(envelope.responseListObject)) return envelope.responseListObject;
  if (Array.isArray(envelope.responseObject)) return envelope.responseObject as T[];
  return [];
};

/**
 * The caller's read of a list about one thing REST may not know (a job, an application, a product): its
 * rows mapped, or null when REST refuses the read, which the schema answers as a null list.
 */
export const listOrNull = async <TRest, TItem>(
  upstream: RequestUpstream,
  path: RestPath,
  query: QueryParams,
  map: (row: TRest) => TItem,
): Promise<TItem[] | null> => {
  const result = await upstream.call<never, TRest>({
    method: 'GET',
    path,
    query,
    auth: 'user',
    allowFailure: true,
  });
  return result.ok ? listOf(result.envelope).map(map) : null;
};
