import {
  type AddOnRelation,
  type Category,
  COURSE_TYPES,
  type LookingForTag,
  PRODUCT_LEVELS,
  type Product,
  type ProductDetails,
  type ProductPrice,
  type ProductSequenceItem,
  type ProductType,
  type VocationalCourse,
} from '@finx/domain';
import { rupees } from '../../formats/rupees';
import type { CatalogueRepository, ProductListFilter } from './catalogue.repository';

/** A level's place in teaching order; a level outside the known three goes last. */
const levelRank = (level: string): number => {
  const index = (PRODUCT_LEVELS as readonly string[]).indexOf(level);
  return index < 0 ? PRODUCT_LEVELS.length : index;
};

/**
 * The public catalogue (`001 §7` `/finx-fc-product`). Answers null where the product does not exist;
 * the routes make that a 404.
 */
export class CatalogueService {
  constructor(private readonly catalogue: CatalogueRepository) {}

  list(filter: ProductListFilter): Promise<{ items: Product[]; total: number }> {
    return this.catalogue.list(filter);
  }

  /** Products by id in the order asked (the gateway's batching), leaving out ids that do not exist. */
  async byIds(ids: readonly number[]): Promise<Product[]> {
    const found = new Map((await this.catalogue.byIds(ids)).map((product) => [product.productID, product]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** `001 §7` vocational courses: the courses open jobs recommend, most recommended first. */
  async vocationalCourses(search?: string): Promise<VocationalCourse[]> {
    const counted = await this.catalogue.vocationalCourseIds(search);
    const products = await this.byIds(counted.map((row) => row.productId));
    const openJobs = new Map(counted.map((row) => [row.productId, row.openJobs]));
    return products.map((product) => ({ ...product, openJobs: openJobs.get(product.productID) ?? 0 }));
  }

  /** The product with its add-ons, parent and prerequisites in sequence. */
  async details(productId: number): Promise<ProductDetails | null> {
    const [product] = await this.catalogue.byIds([productId]);
    if (!product) return null;
    const [addOns, parent, prerequisites] = await Promise.all([
      this.catalogue.addOnsOf([productId]),
      product.parentProductId === null ? [] : this.catalogue.byIds([product.parentProductId]),
      this.catalogue.sequence(productId),
    ]);
    return { ...product, addOns, parent: parent[0] ?? null, prerequisites };
  }

  categories(): Promise<Category[]> {
    return this.catalogue.categories();
  }

  subjectAreas(type?: ProductType): Promise<string[]> {
    return this.catalogue.subjectAreas(type);
  }

  lookingForTags(): Promise<LookingForTag[]> {
    return this.catalogue.lookingForTags();
  }

  courseTypes(): readonly string[] {
    return COURSE_TYPES;
  }

  /** Levels in use, in teaching order. */
  async levels(): Promise<string[]> {
    const levels = await this.catalogue.levels();
    return levels.sort((a, b) => levelRank(a) - levelRank(b) || a.localeCompare(b));
  }

  /** Active add-on courses of the given parent (every add-on when none is given). */
  /** getAddonProductList: the active add-ons of several courses at once. */
  addOnsOfMany(parentIds: readonly number[]): Promise<Product[]> {
    return this.catalogue.addOnsOf(parentIds);
  }

  addOns(parentId?: number): Promise<Product[]> {
    return this.catalogue.addOnsOf(parentId === undefined ? undefined : [parentId]);
  }

  async addOnRelation(productId: number): Promise<AddOnRelation | null> {
    const links = await this.catalogue.addOnLinks(productId);
    if (!links) return null;
    return { productID: productId, isParent: links.children > 0, isChild: links.parentProductId !== null };
  }

  /**
   * The add-on rule of `001 §7` (getMaxPriceOfParentCourses): an add-on costs at most its dearest parent.
   * Answers that price in rupees, or `{ price: null }` for a product that is no add-on.
   */
  async maxParentPrice(productId: number): Promise<{ price: number | null } | null> {
    if (!(await this.catalogue.price(productId))) return null;
    const paise = await this.catalogue.maxParentPricePaise(productId);
    return { price: paise === null ? null : rupees(paise) };
  }

  /** Prerequisites in the order they are to be taken (`001 §7` checkProductSequence). */
  sequence(productId: number): Promise<ProductSequenceItem[]> {
    return this.catalogue.sequence(productId);
  }

  price(productId: number, type?: ProductType): Promise<ProductPrice | null> {
    return this.catalogue.price(productId, type);
  }
}
