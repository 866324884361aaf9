import { ProductType } from '@finx/domain';
import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { CatalogueSource } from './catalogue.source';
import {
  Category,
  LookingForTag,
  Product,
  ProductFilter,
  ProductPage,
  ProductPrerequisite,
} from './catalogue.types';

type Context = RequestContext<{ catalogue: CatalogueSource }>;

@Resolver()
export class CatalogueResolver {
  @Query(() => ProductPage)
  products(
    @Ctx() ctx: Context,
    @Arg('filter', () => ProductFilter, { nullable: true }) filter: ProductFilter | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 12 }) pageSize: number,
  ): Promise<ProductPage> {
    return ctx.sources.catalogue.page(filter ?? {}, page, pageSize);
  }

  @Query(() => Product, { nullable: true, description: 'null when no product has this id.' })
  product(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<Product | null> {
    return ctx.sources.catalogue.product(id);
  }

  @Query(() => [Category])
  categories(@Ctx() ctx: Context): Promise<Category[]> {
    return ctx.sources.catalogue.categories();
  }

  @Query(() => [String], { description: 'Subject areas of the active catalogue, of one type if given.' })
  subjectAreas(
    @Ctx() ctx: Context,
    @Arg('type', () => ProductType, { nullable: true }) type: ProductType | null,
  ): Promise<string[]> {
    return ctx.sources.catalogue.subjectAreas(type);
  }

  @Query(() => [LookingForTag])
  lookingForTags(@Ctx() ctx: Context): Promise<LookingForTag[]> {
    return ctx.sources.catalogue.lookingForTags();
  }

  @Query(() => [String])
  courseTypes(@Ctx() ctx: Context): Promise<string[]> {
    return ctx.sources.catalogue.courseTypes();
  }

  @Query(() => [String], { description: 'Levels in teaching order.' })
  productLevels(@Ctx() ctx: Context): Promise<string[]> {
    return ctx.sources.catalogue.productLevels();
  }
}

/** What hangs off a product: its add-on courses, its parent course and its prerequisites. */
@Resolver(() => Product)
export class ProductRelationsResolver {
  @FieldResolver(() => [Product], { description: 'Add-on courses of this course.' })
  async addOns(@Root() product: Product, @Ctx() ctx: Context): Promise<Product[]> {
    return (await ctx.sources.catalogue.extrasOf(product.productId)).addOns;
  }

  @FieldResolver(() => Product, { nullable: true, description: 'The parent course of an add-on course.' })
  parent(@Root() product: Product, @Ctx() ctx: Context): Promise<Product | null> {
    if (product.parentProductId === null) return Promise.resolve(null);
    return ctx.sources.catalogue.product(product.parentProductId);
  }

  @FieldResolver(() => [ProductPrerequisite], { description: 'Prerequisites in sequence.' })
  async prerequisites(@Root() product: Product, @Ctx() ctx: Context): Promise<ProductPrerequisite[]> {
    return (await ctx.sources.catalogue.extrasOf(product.productId)).prerequisites;
  }
}

@Resolver(() => ProductPrerequisite)
export class ProductPrerequisiteResolver {
  @FieldResolver(() => Product, { nullable: true })
  product(@Root() item: ProductPrerequisite, @Ctx() ctx: Context): Promise<Product | null> {
    return ctx.sources.catalogue.product(item.productId);
  }
}
