import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { Category, Product, ProductFilter, ProductPage } from './catalogue.types';

@Resolver()
export class CatalogueResolver {
  @Query(() => ProductPage)
  products(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', () => ProductFilter, { nullable: true }) filter: ProductFilter | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 12 }) pageSize: number,
  ): Promise<ProductPage> {
    return ctx.sources.catalogue.products(ctx, filter ?? {}, page, pageSize);
  }

  @Query(() => Product, { nullable: true, description: 'null when no product has this id.' })
  product(@Ctx() ctx: GatewayContext, @Arg('id', () => ID) id: string): Promise<Product | null> {
    return ctx.sources.catalogue.product(ctx, id);
  }

  @Query(() => [Category])
  categories(@Ctx() ctx: GatewayContext): Promise<Category[]> {
    return ctx.sources.catalogue.categories(ctx);
  }
}
