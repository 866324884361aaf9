import { ProductType } from '@finx/domain';
import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../../context';
import {
  Category,
  LookingForTag,
  Product,
  ProductFilter,
  ProductPage,
  ProductPrerequisite,
} from './catalogue.types';

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

  @Query(() => [String], { description: 'Subject areas of the active catalogue, of one type if given.' })
  subjectAreas(
    @Ctx() ctx: GatewayContext,
    @Arg('type', () => ProductType, { nullable: true }) type: ProductType | null,
  ): Promise<string[]> {
    return ctx.sources.catalogue.subjectAreas(ctx, type);
  }

  @Query(() => [LookingForTag])
  lookingForTags(@Ctx() ctx: GatewayContext): Promise<LookingForTag[]> {
    return ctx.sources.catalogue.lookingForTags(ctx);
  }

  @Query(() => [String])
  courseTypes(@Ctx() ctx: GatewayContext): Promise<string[]> {
    return ctx.sources.catalogue.courseTypes(ctx);
  }

  @Query(() => [String], { description: 'Levels in teaching order.' })
  productLevels(@Ctx() ctx: GatewayContext): Promise<string[]> {
    return ctx.sources.catalogue.productLevels(ctx);
  }
}

/** What hangs off a product: its add-on courses, its parent course and its prerequisites. */
@Resolver(() => Product)
export class ProductRelationsResolver {
  @FieldResolver(() => [Product], { description: 'Add-on courses of this course.' })
  async addOns(@Root() product: Product, @Ctx() ctx: GatewayContext): Promise<Product[]> {
    return (await ctx.sources.catalogue.extrasOf(ctx, product.productId)).addOns;
  }

  @FieldResolver(() => Product, { nullable: true, description: 'The parent course of an add-on course.' })
  parent(@Root() product: Product, @Ctx() ctx: GatewayContext): Promise<Product | null> {
    if (product.parentProductId === null) return Promise.resolve(null);
    return ctx.sources.catalogue.product(ctx, String(product.parentProductId));
  }

  @FieldResolver(() => [ProductPrerequisite], { description: 'Prerequisites in sequence.' })
  async prerequisites(@Root() product: Product, @Ctx() ctx: GatewayContext): Promise<ProductPrerequisite[]> {
    return (await ctx.sources.catalogue.extrasOf(ctx, product.productId)).prerequisites;
  }
}

@Resolver(() => ProductPrerequisite)
export class ProductPrerequisiteResolver {
  @FieldResolver(() => Product, { nullable: true })
  product(@Root() item: ProductPrerequisite, @Ctx() ctx: GatewayContext): Promise<Product | null> {
    return ctx.sources.catalogue.product(ctx, String(item.productId));
  }
}

export const CATALOGUE_RESOLVERS = [
  CatalogueResolver,
  ProductRelationsResolver,
  ProductPrerequisiteResolver,
] as const;
