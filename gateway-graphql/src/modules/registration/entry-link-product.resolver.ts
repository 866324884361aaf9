import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { EntryLinkProductSource } from './entry-link-product.source';
import { EntryLinkProduct } from './entry-link-product.types';

type Context = RequestContext<{ entryLinkProduct: EntryLinkProductSource }>;

/** Public, as REST's call is: an entry link is read before anyone signs in. */
@Resolver()
export class EntryLinkProductResolver {
  @Query(() => EntryLinkProduct, {
    nullable: true,
    description:
      'The active product an entry link names, by `proId`, else by the name in `pro` (getProductIdFromSourceParam); null when none.',
  })
  entryLinkProduct(
    @Ctx() ctx: Context,
    @Arg('proId', () => Int, { nullable: true }) proId: number | null,
    @Arg('pro', () => String, { nullable: true }) pro: string | null,
  ): Promise<EntryLinkProduct | null> {
    return ctx.sources.entryLinkProduct.product(proId ?? null, pro ?? null);
  }
}
