import { describe, expect, it } from 'vitest';
import { ProductId } from '@finx/domain';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { learningContentRows, SAMPLE_LESSON_MINUTES } from './learning-content';

describe('the demo lessons', () => {
  const { modules, lessons } = learningContentRows(DEMO_CATALOGUE);
  const lessonsOf = (productId: number) => {
    const moduleIds = new Set(
      modules.filter((row) => row.productId === productId).map((row) => row.moduleId),
    );
    return lessons.filter((row) => moduleIds.has(row.moduleId));
  };

  // Issue 28 item 9: CFX's six months shared over its lessons showed '52560 min' on a two-second video.
  it('last as long as the sample video they play, not a share of the programme', () => {
    const cfx = lessonsOf(ProductId.CFX);
    expect(cfx.length).toBeGreaterThan(0);
    expect(cfx.every((row) => row.minutes === SAMPLE_LESSON_MINUTES)).toBe(true);
    expect(lessons.every((row) => row.minutes === SAMPLE_LESSON_MINUTES)).toBe(true);
  });
});
