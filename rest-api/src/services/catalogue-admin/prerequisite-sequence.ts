import { ReasonCode } from '@finx/domain';

/** Each product's prerequisites as they stand: product id to the ids it requires. */
export type PrerequisiteGraph = ReadonlyMap<number, readonly number[]>;

export type SequenceRefusal =
  typeof ReasonCode.CATALOGUE_PREREQUISITE_SELF | typeof ReasonCode.CATALOGUE_PREREQUISITE_CYCLE;

/**
 * The sequence check (`001 §7` checkProductSequence): giving `productId` the prerequisites `proposed` must
 * leave an order in which every course comes after what it requires. A course requiring itself, or
 * requiring a course that (directly or through others) already requires it, has no such order.
 */
export const prerequisiteSequenceRefusal = (
  productId: number,
  proposed: readonly number[],
  current: PrerequisiteGraph,
): SequenceRefusal | null => {
  if (proposed.includes(productId)) return ReasonCode.CATALOGUE_PREREQUISITE_SELF;
  // A loop exists exactly when the product is reachable from one of its new prerequisites.
  const seen = new Set<number>();
  const pending = [...proposed];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next === productId) return ReasonCode.CATALOGUE_PREREQUISITE_CYCLE;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...(current.get(next) ?? []));
  }
  return null;
};
