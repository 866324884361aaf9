import {
  PRODUCT_LIST_MAX_LIMIT,
  type ProductType,
  RestPath,
  type Category as RestCategory,
  type LookingForTag as RestLookingForTag,
  type Product as RestProduct,
  type ProductDetails as RestProductDetails,
} from '@finx/domain';
import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors/gateway-error';
import type { UpstreamClient } from '../../upstream/upstream.client';
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

const toCategory = (categoryId: number, categoryName: string): Category => ({
  id: String(categoryId),
  categoryId,
  categoryName,
});

export const toProduct = (p: RestProduct): Product => ({
  id: String(p.productID),
  productId: p.productID,
  productName: p.productName,
  productType: p.productType,
  description: p.description ?? '',
  category: toCategory(p.categoryId, p.categoryName),
  subjectArea: p.subjectArea ?? '',
  level: p.level ?? '',
  durationMinutes: p.durationMinutes ?? 0,
  productPrice: Number(p.productPrice),
  isFree: Boolean(p.isFree),
  imageUrl: p.imageUrl ?? null,
  instructor: p.instructor ?? null,
  rating: p.rating ?? null,
  courseType: p.courseType ?? null,
  validityDays: p.validityDays ?? null,
  lookingFor: p.lookingFor ?? [],
  parentProductId: p.parentProductId ?? null,
});

const blankToUndefined = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The public catalogue (anonymous token). Product look-ups by id are batched per request. */
export class CatalogueSource {
  private readonly loaders = new WeakMap<GatewayContext, DataLoader<number, Product | null>>();
  private readonly extras = new WeakMap<GatewayContext, Map<number, Promise<ProductExtras>>>();

  constructor(private readonly upstream: UpstreamClient) {}

  async products(
    ctx: GatewayContext,
    filter: ProductFilter,
    page: number,
    pageSize: number,
  ): Promise<ProductPage> {
    if (page < 1) throw badUserInput('page', 'page must be 1 or more');
    if (pageSize < 1 || pageSize > PRODUCT_LIST_MAX_LIMIT) {
      throw badUserInput('pageSize', `pageSize must be between 1 and ${PRODUCT_LIST_MAX_LIMIT}`);
    }
    const envelope = await this.upstream.request<unknown, RestProduct>(ctx.session, {
      method: 'GET',
      path: RestPath.PRODUCT_LIST,
      auth: 'anonymous',
      query: {
        type: filter.type ?? undefined,
        search: blankToUndefined(filter.search),
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
    const items = (envelope.responseListObject ?? []).map(toProduct);
    const loader = this.loader(ctx);
    for (const item of items) loader.prime(item.productId, item);
    const total = envelope.totalRecords ?? items.length;
    return { items, total, page, pageSize };
  }

  /** null for an id no product has, including ids that are not numbers at all. */
  async product(ctx: GatewayContext, id: string): Promise<Product | null> {
    const productId = /^\d{1,15}$/.test(id) ? Number(id) : NaN;
    if (!Number.isSafeInteger(productId) || productId < 1) return null;
    return this.loader(ctx).load(productId);
  }

  /** Products another module read from upstream (cart, wishlist): later look-ups in this request reuse them. */
  remember(ctx: GatewayContext, rows: readonly RestProduct[]): Product[] {
    const loader = this.loader(ctx);
    return rows.map((row) => {
      const product = toProduct(row);
      loader.clear(product.productId).prime(product.productId, product);
      return product;
    });
  }

  async categories(ctx: GatewayContext): Promise<Category[]> {
    const envelope = await this.upstream.request<unknown, RestCategory>(ctx.session, {
      method: 'GET',
      path: RestPath.CATEGORIES,
      auth: 'anonymous',
    });
    return (envelope.responseListObject ?? []).map((c) => toCategory(c.categoryId, c.categoryName));
  }

  /** Add-ons and prerequisites of a product (one productdetails call per product and request). */
  extrasOf(ctx: GatewayContext, productId: number): Promise<ProductExtras> {
    let cache = this.extras.get(ctx);
    if (!cache) {
      cache = new Map();
      this.extras.set(ctx, cache);
    }
    let extras = cache.get(productId);
    if (!extras) {
      extras = this.loadExtras(ctx, productId);
      cache.set(productId, extras);
    }
    return extras;
  }

  private async loadExtras(ctx: GatewayContext, productId: number): Promise<ProductExtras> {
    const envelope = await this.upstream.request<RestProductDetails>(ctx.session, {
      method: 'GET',
      path: RestPath.PRODUCT_DETAILS,
      auth: 'anonymous',
      query: { productId },
    });
    const details = envelope.responseObject;
    if (!details) return { addOns: [], prerequisites: [] };
    return {
      addOns: this.remember(ctx, details.addOns ?? []),
      prerequisites: (details.prerequisites ?? []).map((item) => ({
        id: `${productId}:${item.productID}`,
        sequence: item.sequence,
        productId: item.productID,
      })),
    };
  }

  async subjectAreas(ctx: GatewayContext, type: ProductType | null): Promise<string[]> {
    return this.list<string>(ctx, RestPath.SUBJECT_AREAS, { type: type ?? undefined });
  }

  async courseTypes(ctx: GatewayContext): Promise<string[]> {
    return this.list<string>(ctx, RestPath.COURSE_TYPES);
  }

  async productLevels(ctx: GatewayContext): Promise<string[]> {
    return this.list<string>(ctx, RestPath.PRODUCT_LEVELS);
  }

  async lookingForTags(ctx: GatewayContext): Promise<LookingForTag[]> {
    const tags = await this.list<RestLookingForTag>(ctx, RestPath.LOOKING_FOR);
    return tags.map((tag) => ({
      id: String(tag.lookingForId),
      lookingForId: tag.lookingForId,
      name: tag.name,
    }));
  }

  private async list<T>(
    ctx: GatewayContext,
    path: RestPath,
    query?: Record<string, string | undefined>,
  ): Promise<T[]> {
    const envelope = await this.upstream.request<unknown, T>(ctx.session, {
      method: 'GET',
      path,
      auth: 'anonymous',
      ...(query ? { query } : {}),
    });
    return envelope.responseListObject ?? [];
  }

  /** One loader per request: batching across a request, no caching across users or requests. */
  private loader(ctx: GatewayContext): DataLoader<number, Product | null> {
    let loader = this.loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader<number, Product | null>((ids) => this.loadByIds(ctx, ids), {
        maxBatchSize: PRODUCT_LIST_MAX_LIMIT,
      });
      this.loaders.set(ctx, loader);
    }
    return loader;
  }

  private async loadByIds(ctx: GatewayContext, ids: readonly number[]): Promise<(Product | null)[]> {
    const envelope = await this.upstream.request<unknown, RestProduct>(ctx.session, {
      method: 'GET',
      path: RestPath.PRODUCTS_BY_IDS,
      auth: 'anonymous',
      query: { ids: ids.join(',') },
    });
    const found = new Map<number, Product>();
    for (const row of envelope.responseListObject ?? []) found.set(row.productID, toProduct(row));
    return ids.map((id) => found.get(id) ?? null);
  }
}
