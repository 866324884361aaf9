import {
  type Category,
  type LookingForTag,
  type Product,
  type ProductListQuery,
  type ProductPrice,
  type ProductSequenceItem,
  ProductType,
} from '@finx/domain';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rupees } from '../../formats/rupees';
import {
  categories,
  lookingFor,
  productCategories,
  productLookingFor,
  productPrerequisites,
  products,
} from '../../db/schema/catalogue';
import { jobs } from '../../db/schema/jobs';

/** The list query after defaults: page and limit are always known here. */
export type ProductListFilter = Omit<ProductListQuery, 'page' | 'limit'> & { page: number; limit: number };

const columns = {
  productID: products.productId,
  productName: products.name,
  productType: products.type,
  description: products.description,
  categoryId: products.categoryId,
  categoryName: categories.categoryName,
  subjectArea: products.subjectArea,
  level: products.level,
  durationMinutes: products.durationMinutes,
  pricePaise: products.pricePaise,
  isFree: products.isFree,
  imageUrl: products.imageUrl,
  instructor: products.instructor,
  rating: products.rating,
  courseType: products.courseType,
  validityDays: products.validityDays,
  parentProductId: products.parentProductId,
  // Tags ride along as one array per product: a handful each, not worth a second round trip.
  lookingFor: sql<string[]>`coalesce((
    select array_agg(${lookingFor.name} order by ${lookingFor.name})
    from ${productLookingFor}
    join ${lookingFor} on ${lookingFor.lookingForId} = ${productLookingFor.lookingForId}
    where ${productLookingFor.productId} = ${products.productId}
  ), '{}')`,
};

type ProductRow = { pricePaise: number; productType: 'COURSE' | 'VIDEO' } & Omit<
  Product,
  'productPrice' | 'productType'
>;

const toProduct = ({ pricePaise, ...row }: ProductRow): Product => ({
  ...row,
  productType: ProductType[row.productType],
  productPrice: rupees(pricePaise),
  lookingFor: row.lookingFor ?? [],
});

/** Exact match without regard to case: URL values are typed by people as often as picked from lists. */
const sameText = (column: AnyPgColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;

// A search term is literal text: % and _ typed by a user must not act as wildcards.
const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The catalogue: products, categories, tags, add-ons and prerequisites. Money in paise, shown in rupees. */
export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  async list(filter: ProductListFilter): Promise<{ items: Product[]; total: number }> {
    const conditions: (SQL | undefined)[] = [eq(products.active, true)];
    if (filter.type) conditions.push(eq(products.type, filter.type));
    if (filter.categoryId !== undefined) {
      // The main category or one staff mapped the course to (updateCategoryMap).
      const mapped = this.db
        .select({ productId: productCategories.productId })
        .from(productCategories)
        .where(eq(productCategories.categoryId, filter.categoryId));
      conditions.push(or(eq(products.categoryId, filter.categoryId), inArray(products.productId, mapped)));
    }
    if (filter.level) conditions.push(eq(products.level, filter.level));
    if (filter.freeOnly) conditions.push(eq(products.isFree, true));
    if (filter.subjectArea) conditions.push(sameText(products.subjectArea, filter.subjectArea));
    if (filter.courseType) conditions.push(sameText(products.courseType, filter.courseType));
    if (filter.lookingFor) {
      const tagged = this.db
        .select({ productId: productLookingFor.productId })
        .from(productLookingFor)
        .innerJoin(lookingFor, eq(lookingFor.lookingForId, productLookingFor.lookingForId))
        .where(sameText(lookingFor.name, filter.lookingFor));
      conditions.push(inArray(products.productId, tagged));
    }
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      conditions.push(
        or(
          ilike(products.name, pattern),
          ilike(products.description, pattern),
          ilike(products.subjectArea, pattern),
        ),
      );
    }
    const where = and(...conditions);
    const offset = (filter.page - 1) * filter.limit;
    if (filter.search) return this.searchPage(where, filter.limit, offset);
    const [rows, total] = await Promise.all([
      this.db
        .select(columns)
        .from(products)
        .innerJoin(categories, eq(categories.categoryId, products.categoryId))
        .where(where)
        .orderBy(asc(products.name), asc(products.productId))
        .limit(filter.limit)
        .offset(offset),
      this.count(where),
    ]);
    return { items: rows.map(toProduct), total };
  }

  private async count(where: SQL | undefined): Promise<number> {
    const [totals] = await this.db.select({ total: count() }).from(products).where(where);
    return totals?.total ?? 0;
  }

  /**
   * A search's page and total from one read of its matches. The matches are gathered first (a
   * MATERIALIZED set: from the trigram indexes), then counted and sorted. Left to itself the planner walks
   * the name index to skip that sort and runs the ILIKEs on every product it passes: 0.4 to 0.8 s at
   * 100,000 products when the matches sort late (docs/decisions/scale.md). Same matches, same order.
   */
  private async searchPage(
    where: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<{ items: Product[]; total: number }> {
    // One row at least, so a page past the last one still carries the total (its productId is null).
    const { rows: page } = (await this.db.execute(sql`
      with matched as materialized (
        select ${products.productId} as product_id, ${products.name} as name from ${products} where ${where})
      select t.total, m.product_id as "productId"
      from (select count(*)::int as total from matched) t
      left join lateral (
        select product_id, name from matched order by name, product_id limit ${limit} offset ${offset}) m on true`)) as unknown as {
      rows: { productId: number | null; total: number }[];
    };
    const ids = page.flatMap((row) => (row.productId === null ? [] : [row.productId]));
    const rows =
      ids.length === 0
        ? []
        : await this.db
            .select(columns)
            .from(products)
            .innerJoin(categories, eq(categories.categoryId, products.categoryId))
            .where(inArray(products.productId, ids))
            .orderBy(asc(products.name), asc(products.productId));
    return { items: rows.map(toProduct), total: page[0]?.total ?? 0 };
  }

  /** Products by id, active or not: a cart or an order may refer to a product since withdrawn. */
  async byIds(ids: readonly number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select(columns)
      .from(products)
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(inArray(products.productId, [...ids]));
    return rows.map(toProduct);
  }

  /** Active courses that open jobs recommend, each with how many, most recommended first. */
  async vocationalCourseIds(search?: string): Promise<{ productId: number; openJobs: number }[]> {
    const pattern = search ? containsPattern(search) : undefined;
    return this.db
      .select({ productId: products.productId, openJobs: count(jobs.jobId) })
      .from(products)
      .innerJoin(jobs, eq(jobs.recommendedProductId, products.productId))
      .where(
        and(
          eq(products.active, true),
          eq(products.type, 'COURSE'),
          eq(jobs.status, 'OPEN'),
          pattern
            ? or(
                ilike(products.name, pattern),
                ilike(products.description, pattern),
                ilike(products.subjectArea, pattern),
              )
            : undefined,
        ),
      )
      .groupBy(products.productId)
      .orderBy(desc(count(jobs.jobId)), asc(products.name), asc(products.productId));
  }

  async categories(): Promise<Category[]> {
    return this.db
      .select({ categoryId: categories.categoryId, categoryName: categories.categoryName })
      .from(categories)
      .orderBy(asc(categories.categoryName));
  }

  /** Active add-on courses of the given parents (all add-ons when no parent is given). */
  async addOnsOf(parentIds?: readonly number[]): Promise<Product[]> {
    const rows = await this.db
      .select(columns)
      .from(products)
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(
        and(
          eq(products.active, true),
          parentIds ? inArray(products.parentProductId, [...parentIds]) : isNotNull(products.parentProductId),
        ),
      )
      .orderBy(asc(products.name), asc(products.productId));
    return rows.map(toProduct);
  }

  /** The product's parent and how many add-ons it has itself; null when no such product. */
  async addOnLinks(productId: number): Promise<{ parentProductId: number | null; children: number } | null> {
    const [row] = await this.db
      .select({
        parentProductId: products.parentProductId,
        children: sql<number>`(select count(*)::int from ${products} child where child.parent_product_id = ${productId})`,
      })
      .from(products)
      .where(eq(products.productId, productId));
    return row ?? null;
  }

  /** Highest price among the product's parent courses, in paise; null when it is no add-on. */
  async maxParentPricePaise(productId: number): Promise<number | null> {
    const parent = alias(products, 'parent');
    const [row] = await this.db
      .select({ maxPaise: sql<number | null>`max(${parent.pricePaise})` })
      .from(products)
      .innerJoin(parent, eq(parent.productId, products.parentProductId))
      .where(eq(products.productId, productId));
    return row?.maxPaise ?? null;
  }

  /** Add-ons that break the max-parent-price rule; the seed and any admin change must leave none. */
  async addOnsPricedAboveParent(): Promise<number[]> {
    const parent = alias(products, 'parent');
    const rows = await this.db
      .select({ productId: products.productId })
      .from(products)
      .innerJoin(parent, eq(parent.productId, products.parentProductId))
      .where(gt(products.pricePaise, parent.pricePaise));
    return rows.map((row) => row.productId);
  }

  /** Prerequisites of a product in the order they are to be taken (`001 §7` checkProductSequence). */
  async sequence(productId: number): Promise<ProductSequenceItem[]> {
    const rows = await this.db
      .select({
        sequence: productPrerequisites.sequence,
        productID: products.productId,
        productName: products.name,
        productType: products.type,
      })
      .from(productPrerequisites)
      .innerJoin(products, eq(products.productId, productPrerequisites.prerequisiteId))
      .where(eq(productPrerequisites.productId, productId))
      .orderBy(asc(productPrerequisites.sequence), asc(products.productId));
    return rows.map((row) => ({ ...row, productType: ProductType[row.productType] }));
  }

  async price(productId: number, type?: ProductType): Promise<ProductPrice | null> {
    const [row] = await this.db
      .select({ productID: products.productId, pricePaise: products.pricePaise, isFree: products.isFree })
      .from(products)
      .where(and(eq(products.productId, productId), type ? eq(products.type, type) : undefined));
    return row
      ? { productID: row.productID, productPrice: rupees(row.pricePaise), isFree: row.isFree }
      : null;
  }

  /** Subject areas of the active catalogue, optionally of one product type. */
  async subjectAreas(type?: ProductType): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ subjectArea: products.subjectArea })
      .from(products)
      .where(and(eq(products.active, true), type ? eq(products.type, type) : undefined))
      .orderBy(asc(products.subjectArea));
    return rows.map((row) => row.subjectArea);
  }

  async lookingForTags(): Promise<LookingForTag[]> {
    return this.db
      .select({ lookingForId: lookingFor.lookingForId, name: lookingFor.name })
      .from(lookingFor)
      .orderBy(asc(lookingFor.lookingForId));
  }

  /** Levels of the active catalogue, in no particular order. */
  async levels(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ level: products.level })
      .from(products)
      .where(eq(products.active, true));
    return rows.map((row) => row.level);
  }
}
