import { type Category, type Product, type ProductListQuery, ProductType } from '@finx/domain';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories, products } from '../../db/schema';

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
};

type ProductRow = { pricePaise: number; productType: 'COURSE' | 'VIDEO' } & Omit<
  Product,
  'productPrice' | 'productType'
>;

// Paise are the stored truth; rupees with paise as decimals are what the contract shows.
const toProduct = ({ pricePaise, ...row }: ProductRow): Product => ({
  ...row,
  productType: ProductType[row.productType],
  productPrice: pricePaise / 100,
});

// A search term is literal text: % and _ typed by a user must not act as wildcards.
const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export class ProductRepository {
  constructor(private readonly db: Database) {}

  async list(filter: ProductListFilter): Promise<{ items: Product[]; total: number }> {
    const conditions: (SQL | undefined)[] = [eq(products.active, true)];
    if (filter.type) conditions.push(eq(products.type, filter.type));
    if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId));
    if (filter.level) conditions.push(eq(products.level, filter.level));
    if (filter.freeOnly) conditions.push(eq(products.isFree, true));
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
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(columns)
        .from(products)
        .innerJoin(categories, eq(categories.categoryId, products.categoryId))
        .where(where)
        .orderBy(asc(products.name), asc(products.productId))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return { items: rows.map(toProduct), total: totals?.total ?? 0 };
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

  async categories(): Promise<Category[]> {
    return this.db
      .select({ categoryId: categories.categoryId, categoryName: categories.categoryName })
      .from(categories)
      .orderBy(asc(categories.categoryName));
  }
}
