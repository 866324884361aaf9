import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { courseLessons, courseModules } from '../../db/schema/learning';

export interface VideoProduct {
  productId: number;
  name: string;
  type: 'COURSE' | 'VIDEO';
  durationMinutes: number;
}

/** The lesson that plays a video product's file: the first lesson of its first module. */
export interface VideoLesson {
  lessonId: number;
  documentId: string;
}

/** A video product's file, kept as the one lesson of its one module (what the learner's player reads). */
export class VideosRepository {
  constructor(private readonly db: Database) {}

  /** The product, locked so two uploads to it cannot interleave. */
  async productForUpdate(ex: Executor, productId: number): Promise<VideoProduct | undefined> {
    const [row] = await ex
      .select({
        productId: products.productId,
        name: products.name,
        type: products.type,
        durationMinutes: products.durationMinutes,
      })
      .from(products)
      .where(eq(products.productId, productId))
      .for('update');
    return row;
  }

  async product(productId: number): Promise<VideoProduct | undefined> {
    const [row] = await this.db
      .select({
        productId: products.productId,
        name: products.name,
        type: products.type,
        durationMinutes: products.durationMinutes,
      })
      .from(products)
      .where(eq(products.productId, productId));
    return row;
  }

  /** The product's first video lesson (admin may give a video product other kinds of lesson too). */
  async lesson(productId: number, ex: Executor = this.db): Promise<VideoLesson | undefined> {
    const [row] = await ex
      .select({ lessonId: courseLessons.lessonId, documentId: courseLessons.documentId })
      .from(courseModules)
      .innerJoin(courseLessons, eq(courseLessons.moduleId, courseModules.moduleId))
      .where(
        and(
          eq(courseModules.productId, productId),
          eq(courseLessons.kind, 'video'),
          isNotNull(courseLessons.documentId),
        ),
      )
      .orderBy(asc(courseModules.sequence), asc(courseLessons.sequence))
      .limit(1);
    return row?.documentId ? { lessonId: row.lessonId, documentId: row.documentId } : undefined;
  }

  async replaceDocument(ex: Executor, lessonId: number, documentId: string): Promise<void> {
    await ex.update(courseLessons).set({ documentId }).where(eq(courseLessons.lessonId, lessonId));
  }

  /** A first module and lesson for a product that has none; ids are explicit, the next free ones. */
  async insertLesson(ex: Executor, product: VideoProduct, documentId: string): Promise<void> {
    const [module] = await ex
      .select({
        id: sql<number>`coalesce(max(${courseModules.moduleId}), 0)::int + 1`,
        sequence: sql<number>`coalesce(max(${courseModules.sequence}) filter (where ${courseModules.productId} = ${product.productId}), 0)::int + 1`,
      })
      .from(courseModules);
    await ex.insert(courseModules).values({
      moduleId: module!.id,
      productId: product.productId,
      sequence: module!.sequence,
      title: product.name,
    });
    const [lesson] = await ex
      .select({ id: sql<number>`coalesce(max(${courseLessons.lessonId}), 0)::int + 1` })
      .from(courseLessons);
    await ex.insert(courseLessons).values({
      lessonId: lesson!.id,
      moduleId: module!.id,
      sequence: 1,
      title: product.name,
      minutes: product.durationMinutes,
      documentId,
    });
  }
}
