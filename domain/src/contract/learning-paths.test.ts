import { describe, expect, it } from 'vitest';
import { learningPathSequenceFault, learningPathSequenceText } from './learning-paths';

// 1 Basics; 2 needs 1; 3 needs 1 and 2; 4 needs nothing.
const prerequisites = new Map<number, number[]>([
  [2, [1]],
  [3, [1, 2]],
]);

describe('learningPathSequenceFault: every course after its prerequisites', () => {
  it('accepts a path that follows the prerequisites', () => {
    expect(learningPathSequenceFault([1, 2, 3], prerequisites)).toBeNull();
    expect(learningPathSequenceFault([4, 1, 2], prerequisites)).toBeNull();
    expect(learningPathSequenceFault([4], prerequisites)).toBeNull();
  });

  it('refuses a course whose prerequisite comes later in the path, naming that row', () => {
    expect(learningPathSequenceFault([2, 1], prerequisites)).toEqual({
      index: 0,
      productId: 2,
      prerequisiteId: 1,
    });
    expect(learningPathSequenceFault([1, 3, 2], prerequisites)).toEqual({
      index: 1,
      productId: 3,
      prerequisiteId: 2,
    });
  });

  it('refuses a course whose prerequisite is missing from the path before it', () => {
    expect(learningPathSequenceFault([4, 2], prerequisites)).toEqual({
      index: 1,
      productId: 2,
      prerequisiteId: 1,
    });
  });

  it('reports the first fault in path order', () => {
    expect(learningPathSequenceFault([3, 2], prerequisites)?.index).toBe(0);
  });

  it('words the refusal with both names', () => {
    expect(learningPathSequenceText('Credit Appraisal', 'Banking Basics')).toBe(
      'Credit Appraisal needs Banking Basics earlier in the path.',
    );
  });
});
