import { PRODUCT_LIST_MAX_LIMIT, RestPath, type Product as RestProduct } from '@finx/domain';
import DataLoader from 'dataloader';
import type { RequestUpstream } from '../../upstream/upstream';
import { perRequest } from '../shared/request-scope';
import type { Product } from './catalogue.types';

export const toProduct = (p: RestProduct): Product => ({
  id: String(p.productID),
  productId: p.productID,
  productName: p.productName,
  productType: p.productType,
  description: p.description ?? '',
  category: { id: String(p.categoryId), categoryId: p.categoryId, categoryName: p.categoryName },
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

/**
 * Catalogue products by id for one request, whichever module asks (an order line, a cart payload, a
 * prerequisite): the look-ups of one tick go upstream as one batched read, and products another call
 * already brought (a list, a cart) are reused. Created per request, so nothing is shared between users.
 */
export class ProductLoader {
  private readonly loader: DataLoader<number, Product | null>;

  constructor(private readonly upstream: RequestUpstream) {
    this.loader = new DataLoader((ids) => this.loadByIds(ids), { maxBatchSize: PRODUCT_LIST_MAX_LIMIT });
  }

  load(productId: number): Promise<Product | null> {
    return this.loader.load(productId);
  }

  /** Products another call read: mapped once, and later look-ups in this request get these. */
  remember(rows: readonly RestProduct[]): Product[] {
    return rows.map((row) => {
      const product = toProduct(row);
      this.loader.clear(product.productId).prime(product.productId, product);
      return product;
    });
  }

  private async loadByIds(ids: readonly number[]): Promise<(Product | null)[]> {
    const envelope = await this.upstream.request<unknown, RestProduct>({
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

/** The request's products by id, one loader for every module that asks. */
export const productsOf = perRequest((scope) => new ProductLoader(scope.upstream));
