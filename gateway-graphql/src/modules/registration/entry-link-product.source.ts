import { type ProductFromSource, RestPath } from '@finx/domain';
import type { QueryParams, RequestUpstream } from '../../upstream/upstream';
import type { RequestScope } from '../shared/request-scope';
import type { EntryLinkProduct } from './entry-link-product.types';

/** `001 §7` getProductIdFromSourceParam: the active product an entry link names, read before sign-in. */
export class EntryLinkProductSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  /** Null when the link names no active product (or names none at all): the link is only tracking then. */
  async product(proId: number | null, pro: string | null): Promise<EntryLinkProduct | null> {
    const query: QueryParams = {};
    if (proId !== null) query.proId = proId;
    if (pro?.trim()) query.pro = pro.trim().slice(0, 200);
    if (Object.keys(query).length === 0) return null;
    const result = await this.upstream.call<ProductFromSource>({
      method: 'GET',
      path: RestPath.PRODUCT_ID_FROM_SOURCE,
      query,
      auth: 'anonymous',
      allowFailure: true,
    });
    const found = result.ok ? result.envelope.responseObject : null;
    return found
      ? { productId: found.productID, productName: found.productName, productType: found.productType }
      : null;
  }
}
