import {
  PRODUCT_LIST_MAX_LIMIT,
  type ProductType,
  RestPath,
  parseEntityId,
  type Category as RestCategory,
  type LookingForTag as RestLookingForTag,
  type Product as RestProduct,
  type ProductDetails as RestProductDetails,
} from '@finx/domain';
import { badUserInput } from '../../errors/gateway-error';
import type { RequestUpstream } from '../../upstream/upstream';
import { productsOf, type ProductLoader } from './product-loader';
import type { RequestScope } from '../shared/request-scope';
import { searchTextOf } from '../shared/search-text';
import type {
  Category,
  LookingForTag,
  Product,
  ProductFilter,
  ProductPage,
  ProductPrerequisite,
} from './catalogue.types';

/** What a product's details add to it, read once per product and request. */
export interface ProductExtras {
  addOns: Product[];
  prerequisites: ProductPrerequisite[];
}

const blankToUndefined = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The public catalogue (anonymous token), for one request. Product look-ups by id share the request's loader. */
export class CatalogueSource {
  private readonly upstream: RequestUpstream;
  private readonly products: ProductLoader;
  private readonly extras = new Map<number, Promise<ProductExtras>>();

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.products = productsOf(scope);
  }

  async page(filter: ProductFilter, page: number, pageSize: number): Promise<ProductPage> {
    if (page < 1) throw badUserInput('page');
    if (pageSize < 1 || pageSize > PRODUCT_LIST_MAX_LIMIT) throw badUserInput('pageSize');
    const envelope = await this.upstream.request<unknown, RestProduct>({
      method: 'GET',
      path: RestPath.PRODUCT_LIST,
      auth: 'anonymous',
      query: {
        type: filter.type ?? undefined,
        search: searchTextOf(filter.search, 'filter.search'),
        categoryId: filter.categoryId ?? undefined,
        level: blankToUndefined(filter.level),
        freeOnly: filter.freeOnly ? true : undefined,
        subjectArea: blankToUndefined(filter.subjectArea),
        courseType: blankToUndefined(filter.courseType),
        lookingFor: blankToUndefined(filter.lookingFor),
        page,
        limit: pageSize,
      },
    });
    const items = this.products.remember(envelope.responseListObject ?? []);
    const total = envelope.totalRecords ?? items.length;
    return { items, total, page, pageSize };
  }

  /** null for an id no product has, including ids that are not ids at all. */
  async product(id: string | number): Promise<Product | null> {
    const productId = parseEntityId(id);
    return productId === null ? null : this.products.load(productId);
  }

  async categories(): Promise<Category[]> {
    const rows = await this.readList<RestCategory>(RestPath.CATEGORIES);
    return rows.map((c) => ({
      id: String(c.categoryId),
      categoryId: c.categoryId,
      categoryName: c.categoryName,
    }));
  }

  /** Add-ons and prerequisites of a product (one productdetails call per product and request). */
  extrasOf(productId: number): Promise<ProductExtras> {
    let extras = this.extras.get(productId);
    if (!extras) {
      extras = this.loadExtras(productId);
      this.extras.set(productId, extras);
    }
    return extras;
  }

  subjectAreas(type: ProductType | null): Promise<string[]> {
    return this.readList<string>(RestPath.SUBJECT_AREAS, { type: type ?? undefined });
  }

  courseTypes(): Promise<string[]> {
    return this.readList<string>(RestPath.COURSE_TYPES);
  }

  productLevels(): Promise<string[]> {
    return this.readList<string>(RestPath.PRODUCT_LEVELS);
  }

  async lookingForTags(): Promise<LookingForTag[]> {
    const tags = await this.readList<RestLookingForTag>(RestPath.LOOKING_FOR);
    return tags.map((tag) => ({
      id: String(tag.lookingForId),
      lookingForId: tag.lookingForId,
      name: tag.name,
    }));
  }

  private async loadExtras(productId: number): Promise<ProductExtras> {
    const envelope = await this.upstream.request<RestProductDetails>({
      method: 'GET',
      path: RestPath.PRODUCT_DETAILS,
      auth: 'anonymous',
      query: { productId },
    });
    const details = envelope.responseObject;
    if (!details) return { addOns: [], prerequisites: [] };
    return {
      addOns: this.products.remember(details.addOns ?? []),
      prerequisites: (details.prerequisites ?? []).map((item) => ({
        id: `${productId}:${item.productID}`,
        sequence: item.sequence,
        productId: item.productID,
      })),
    };
  }

  /** A public list call answering responseListObject. */
  private async readList<T>(path: RestPath, query?: Record<string, string | undefined>): Promise<T[]> {
    const envelope = await this.upstream.request<unknown, T>({
      method: 'GET',
      path,
      auth: 'anonymous',
      ...(query ? { query } : {}),
    });
    return envelope.responseListObject ?? [];
  }
}
