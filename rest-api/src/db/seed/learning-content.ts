import type { products } from '../schema/catalogue';
import type { courseLessons, courseModules, learningProviders } from '../schema/learning';

type ProductRow = typeof products.$inferInsert;
type ModuleRow = typeof courseModules.$inferInsert;
type LessonRow = typeof courseLessons.$inferInsert;
type ProviderRow = typeof learningProviders.$inferInsert;

/** The sample video every demo lesson plays: a few seconds made by the project (scripts/make-sample-video). */
export const SAMPLE_DOCUMENT_ID = 'sample-lesson.webm';

/**
 * A lesson's minutes are its media's length: the sample video runs two seconds, and minutes are whole, so
 * each demo lesson says 1 min. The product's duration (six months for CFX, 18 h for a course) is the
 * programme's, not a lesson's: shared out over five lessons it showed '52560 min' on a two-second video.
 */
export const SAMPLE_LESSON_MINUTES = 1;

/**
 * The demo's one product taught by an external provider instead of the built-in player (KYC and AML
 * Essentials): the learner continues at the provider with their login there. example.com is reserved:
 * nothing is ever called, the learner's browser opens it.
 */
export const DEMO_PROVIDER: ProviderRow = {
  productId: 3003,
  providerName: 'FinX Partner Academy',
  launchUrl: 'https://academy.example.com/launch',
};

/** A course's modules; a video product is one module of one lesson. */
const COURSE_MODULES: readonly { title: string; lessons: readonly string[] }[] = [
  { title: 'Getting started', lessons: ['Welcome and how this course works', 'Key terms you will meet'] },
  { title: 'Core concepts', lessons: ['The process, step by step', 'Worked example'] },
  { title: 'Wrap-up', lessons: ['Summary and next steps'] },
];

/**
 * Modules and lessons for the demo catalogue's products. Ids derive from the product's (module
 * `productId * 10 + n`, lesson `moduleId * 10 + n`) so a reseed writes the same rows.
 */
export const learningContentRows = (
  catalogue: readonly ProductRow[],
): { modules: ModuleRow[]; lessons: LessonRow[] } => {
  const modules: ModuleRow[] = [];
  const lessons: LessonRow[] = [];
  for (const product of catalogue) {
    if (product.productId === DEMO_PROVIDER.productId) continue;
    const outline =
      product.type === 'VIDEO' ? [{ title: product.name, lessons: [product.name] }] : COURSE_MODULES;
    outline.forEach((module, moduleIndex) => {
      const moduleId = product.productId * 10 + moduleIndex + 1;
      modules.push({
        moduleId,
        productId: product.productId,
        sequence: moduleIndex + 1,
        title: module.title,
      });
      module.lessons.forEach((title, lessonIndex) => {
        lessons.push({
          lessonId: moduleId * 10 + lessonIndex + 1,
          moduleId,
          sequence: lessonIndex + 1,
          title,
          minutes: SAMPLE_LESSON_MINUTES,
          documentId: SAMPLE_DOCUMENT_ID,
        });
      });
    });
  }
  return { modules, lessons };
};
