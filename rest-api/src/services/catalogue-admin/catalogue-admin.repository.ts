import type { StaffModuleRow, StaffPrerequisiteRow, StaffProductSortField } from '@finx/domain';
import { and, asc, count, desc, eq, ilike, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import {
  categories,
  lookingFor,
  productCategories,
  productLookingFor,
  productPrerequisites,
  products,
} from '../../db/schema/catalogue';
import { courseLessons, courseModules } from '../../db/schema/learning';
import type { PrerequisiteGraph } from './prerequisite-sequence';

export type ProductRecord = typeof products.$inferSelect;

/** The product fields staff set; money in paise. */
export type ProductFields = Pick<
  typeof products.$inferInsert,
  | 'name'
  | 'type'
  | 'description'
  | 'categoryId'
  | 'subjectArea'
  | 'level'
  | 'durationMinutes'
  | 'pricePaise'
  | 'courseType'
  | 'validityDays'
  | 'parentProductId'
>;

export interface StaffProductFilter {
  search?: string;
  type?: 'COURSE' | 'VIDEO';
  active?: boolean;
  sort: StaffProductSortField;
  descending: boolean;
  page: number;
  limit: number;
}

export interface StaffProductEntry {
  product: ProductRecord;
  categoryName: string;
  moduleCount: number;
  extraCategoryIds: number[];
  lookingForIds: number[];
}

const sortColumn = (sort: StaffProductSortField) => {
  switch (sort) {
    case 'name':
      return products.name;
    case 'price':
      return products.pricePaise;
    case 'created':
      return products.createdAt;
  }
};

const moduleCount = sql<number>`(select count(*)::int from ${courseModules} where ${courseModules.productId} = ${products.productId})`;
const extraCategoryIds = sql<
  number[]
>`coalesce((select array_agg(${productCategories.categoryId} order by ${productCategories.categoryId}) from ${productCategories} where ${productCategories.productId} = ${products.productId}), '{}')`;
const lookingForIds = sql<
  number[]
>`coalesce((select array_agg(${productLookingFor.lookingForId} order by ${productLookingFor.lookingForId}) from ${productLookingFor} where ${productLookingFor.productId} = ${products.productId}), '{}')`;
const entryColumns = {
  product: products,
  categoryName: categories.categoryName,
  moduleCount,
  extraCategoryIds,
  lookingForIds,
};

/** Products and modules as staff manage them; the learner catalogue reads the same tables. */
export class CatalogueAdminRepository {
  constructor(private readonly db: Database) {}

  async list(filter: StaffProductFilter): Promise<{ entries: StaffProductEntry[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.type) conditions.push(eq(products.type, filter.type));
    if (filter.active !== undefined) conditions.push(eq(products.active, filter.active));
    if (filter.search) {
      const pattern = likeEscaped(filter.search);
      conditions.push(or(ilike(products.name, pattern), ilike(products.subjectArea, pattern)));
    }
    const where = and(...conditions);
    const direction = filter.descending ? desc : asc;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(entryColumns)
        .from(products)
        .innerJoin(categories, eq(categories.categoryId, products.categoryId))
        .where(where)
        // The id breaks ties so a page never repeats or skips a row.
        .orderBy(direction(sortColumn(filter.sort)), direction(products.productId))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ n: count() }).from(products).where(where),
    ]);
    return { entries: rows, total: totals?.n ?? 0 };
  }

  async one(productId: number, ex: Executor = this.db): Promise<StaffProductEntry | undefined> {
    const [row] = await ex
      .select(entryColumns)
      .from(products)
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(eq(products.productId, productId));
    return row;
  }

  /** Locks the row: two members of staff changing one product take turns. */
  async findForUpdate(ex: Executor, productId: number): Promise<ProductRecord | undefined> {
    const [row] = await ex.select().from(products).where(eq(products.productId, productId)).for('update');
    return row;
  }

  async categoryExists(ex: Executor, categoryId: number): Promise<boolean> {
    const [row] = await ex
      .select({ id: categories.categoryId })
      .from(categories)
      .where(eq(categories.categoryId, categoryId));
    return row !== undefined;
  }

  /** The dearest add-on of a course, in paise; null when it has none. */
  async maxAddOnPricePaise(ex: Executor, productId: number): Promise<number | null> {
    const [row] = await ex
      .select({ paise: max(products.pricePaise) })
      .from(products)
      .where(eq(products.parentProductId, productId));
    return row?.paise ?? null;
  }

  async hasAddOns(ex: Executor, productId: number): Promise<boolean> {
    return (await this.maxAddOnPricePaise(ex, productId)) !== null;
  }

  /**
   * A new product, inactive until staff activate it. Product ids are explicit (the spec fixes some), so
   * the next one follows the highest in use.
   */
  async insert(ex: Executor, fields: ProductFields): Promise<ProductRecord> {
    const [next] = await ex
      .select({ id: sql<number>`coalesce(max(${products.productId}), 0)::int + 1` })
      .from(products);
    const [row] = await ex
      .insert(products)
      .values({
        ...fields,
        productId: next!.id,
        isFree: fields.pricePaise === 0,
        active: false,
      })
      .returning();
    return row!;
  }

  async update(ex: Executor, productId: number, fields: ProductFields): Promise<ProductRecord> {
    const [row] = await ex
      .update(products)
      .set({ ...fields, isFree: fields.pricePaise === 0 })
      .where(eq(products.productId, productId))
      .returning();
    return row!;
  }

  async setActive(ex: Executor, productId: number, active: boolean): Promise<void> {
    await ex.update(products).set({ active }).where(eq(products.productId, productId));
  }

  async modules(productId?: number): Promise<StaffModuleRow[]> {
    return this.db
      .select({
        moduleId: courseModules.moduleId,
        productID: courseModules.productId,
        productName: products.name,
        sequence: courseModules.sequence,
        title: courseModules.title,
        active: courseModules.active,
        lessonCount: sql<number>`(select count(*)::int from ${courseLessons} as counted where counted.module_id = ${courseModules}.module_id)`,
      })
      .from(courseModules)
      .innerJoin(products, eq(products.productId, courseModules.productId))
      .where(productId === undefined ? undefined : eq(courseModules.productId, productId))
      .orderBy(asc(products.name), asc(courseModules.productId), asc(courseModules.sequence));
  }

  /** A module at the end of the product's sequence; module ids are explicit like product ids. */
  async insertModule(
    ex: Executor,
    productId: number,
    title: string,
    active = true,
  ): Promise<typeof courseModules.$inferSelect> {
    const [next] = await ex
      .select({
        id: sql<number>`coalesce(max(${courseModules.moduleId}), 0)::int + 1`,
        sequence: sql<number>`coalesce(max(${courseModules.sequence}) filter (where ${courseModules.productId} = ${productId}), 0)::int + 1`,
      })
      .from(courseModules);
    const [row] = await ex
      .insert(courseModules)
      .values({ moduleId: next!.id, productId, sequence: next!.sequence, title, active })
      .returning();
    return row!;
  }

  async setValidity(ex: Executor, productId: number, validityDays: number | null): Promise<void> {
    await ex.update(products).set({ validityDays }).where(eq(products.productId, productId));
  }

  async prerequisites(productId: number, ex: Executor = this.db): Promise<StaffPrerequisiteRow[]> {
    return ex
      .select({
        sequence: productPrerequisites.sequence,
        productID: productPrerequisites.prerequisiteId,
        productName: products.name,
      })
      .from(productPrerequisites)
      .innerJoin(products, eq(products.productId, productPrerequisites.prerequisiteId))
      .where(eq(productPrerequisites.productId, productId))
      .orderBy(asc(productPrerequisites.sequence), asc(productPrerequisites.prerequisiteId));
  }

  /** Every product's prerequisites, for the sequence check; the table is small (a few per course). */
  async prerequisiteGraph(ex: Executor): Promise<PrerequisiteGraph> {
    const rows = await ex
      .select({ productId: productPrerequisites.productId, required: productPrerequisites.prerequisiteId })
      .from(productPrerequisites);
    const graph = new Map<number, number[]>();
    for (const row of rows) graph.set(row.productId, [...(graph.get(row.productId) ?? []), row.required]);
    return graph;
  }

  async countExisting(ex: Executor, productIds: readonly number[]): Promise<number> {
    if (productIds.length === 0) return 0;
    const [row] = await ex
      .select({ n: count() })
      .from(products)
      .where(inArray(products.productId, [...productIds]));
    return row?.n ?? 0;
  }

  /** Replaces the product's prerequisites, numbered 1.. in the order given. */
  async replacePrerequisites(
    ex: Executor,
    productId: number,
    prerequisiteIds: readonly number[],
  ): Promise<void> {
    await ex.delete(productPrerequisites).where(eq(productPrerequisites.productId, productId));
    if (prerequisiteIds.length === 0) return;
    await ex
      .insert(productPrerequisites)
      .values(
        prerequisiteIds.map((prerequisiteId, index) => ({ productId, prerequisiteId, sequence: index + 1 })),
      );
  }

  async findModuleForUpdate(
    ex: Executor,
    moduleId: number,
  ): Promise<typeof courseModules.$inferSelect | undefined> {
    const [row] = await ex
      .select()
      .from(courseModules)
      .where(eq(courseModules.moduleId, moduleId))
      .for('update');
    return row;
  }

  async updateModule(
    ex: Executor,
    moduleId: number,
    change: { title?: string; active?: boolean },
  ): Promise<void> {
    await ex.update(courseModules).set(change).where(eq(courseModules.moduleId, moduleId));
  }

  async countCategories(ex: Executor, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await ex
      .select({ n: count() })
      .from(categories)
      .where(inArray(categories.categoryId, [...ids]));
    return row?.n ?? 0;
  }

  async countLookingFor(ex: Executor, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await ex
      .select({ n: count() })
      .from(lookingFor)
      .where(inArray(lookingFor.lookingForId, [...ids]));
    return row?.n ?? 0;
  }

  /** Replaces the course's extra categories (updateCategoryMap). */
  async replaceCategories(ex: Executor, productId: number, categoryIds: readonly number[]): Promise<void> {
    await ex.delete(productCategories).where(eq(productCategories.productId, productId));
    if (categoryIds.length === 0) return;
    await ex.insert(productCategories).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
  }

  /** Replaces the course's 'looking for' options (updateLookingforMap). */
  async replaceLookingFor(ex: Executor, productId: number, ids: readonly number[]): Promise<void> {
    await ex.delete(productLookingFor).where(eq(productLookingFor.productId, productId));
    if (ids.length === 0) return;
    await ex.insert(productLookingFor).values(ids.map((lookingForId) => ({ productId, lookingForId })));
  }
}
