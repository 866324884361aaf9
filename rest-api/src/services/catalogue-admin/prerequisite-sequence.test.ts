import { ReasonCode } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { prerequisiteSequenceRefusal } from './prerequisite-sequence';

const graph = (entries: [number, number[]][]) => new Map(entries);

describe('prerequisiteSequenceRefusal', () => {
  it('accepts a chain that keeps an order', () => {
    // 3 needs 2, 2 needs 1: giving 4 both 3 and 1 is fine.
    expect(
      prerequisiteSequenceRefusal(
        4,
        [3, 1],
        graph([
          [3, [2]],
          [2, [1]],
        ]),
      ),
    ).toBeNull();
  });

  it('accepts clearing the prerequisites', () => {
    expect(prerequisiteSequenceRefusal(1, [], graph([[2, [1]]]))).toBeNull();
  });

  it('refuses a course as its own prerequisite', () => {
    expect(prerequisiteSequenceRefusal(5, [2, 5], graph([]))).toBe(ReasonCode.CATALOGUE_PREREQUISITE_SELF);
  });

  it('refuses a direct loop', () => {
    expect(prerequisiteSequenceRefusal(1, [2], graph([[2, [1]]]))).toBe(
      ReasonCode.CATALOGUE_PREREQUISITE_CYCLE,
    );
  });

  it('refuses a loop through other courses', () => {
    expect(
      prerequisiteSequenceRefusal(
        1,
        [4],
        graph([
          [4, [3]],
          [3, [2]],
          [2, [1]],
        ]),
      ),
    ).toBe(ReasonCode.CATALOGUE_PREREQUISITE_CYCLE);
  });

  it('ignores the product’s own current prerequisites, which the proposal replaces', () => {
    // 1 used to need 2; now 2 may need... no: here 1 drops 2 and takes 3, which needs nothing.
    expect(
      prerequisiteSequenceRefusal(
        1,
        [3],
        graph([
          [1, [2]],
          [3, []],
        ]),
      ),
    ).toBeNull();
  });

  it('terminates on an already looping graph', () => {
    expect(
      prerequisiteSequenceRefusal(
        9,
        [1],
        graph([
          [1, [2]],
          [2, [1]],
        ]),
      ),
    ).toBeNull();
  });
});
