/** A list call answers in responseListObject or, as some services do, in responseObject. */
export const listOf = <T>(envelope: { responseObject?: unknown; responseListObject?: T[] | null }): T[] => {
  if (Array.isArray(envelope.responseListObject)) return envelope.responseListObject;
  if (Array.isArray(envelope.responseObject)) return envelope.responseObject as T[];
  return [];
};
