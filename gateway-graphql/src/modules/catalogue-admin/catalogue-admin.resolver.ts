import { RoleGroup, RoleId, STAFF_PRODUCT_MAX_PAGE_SIZE, StaffProductSortField } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { CatalogueAdminSource } from './catalogue-admin.source';
import {
  ModuleInput,
  ProductInput,
  ProductPrerequisitesInput,
  ProductValidityInput,
  StaffModule,
  StaffModulePayload,
  StaffPrerequisite,
  StaffPrerequisitesPayload,
  StaffProduct,
  StaffProductPage,
  StaffProductPayload,
} from './catalogue-admin.types';

type Context = RequestContext<{ catalogueAdmin: CatalogueAdminSource }>;

/**
 * Catalogue management (issue 13 item 2): admin or ops, except modules (admin only, `001 §2`). SYSOPSADMIN
 * reads the products, to address mail to a course's learners (users-roles-audit.md).
 */
@Resolver()
export class CatalogueAdminResolver {
  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => StaffProductPage, {
    description:
      'Staff: every product, active or not, filtered, sorted and paged on the server (allproduct).',
  })
  staffProducts(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Name or subject area.' })
    search: string | null,
    @Arg('type', () => String, { nullable: true, description: 'COURSE or VIDEO.' }) type: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Arg('sort', () => StaffProductSortField, { defaultValue: StaffProductSortField.CREATED })
    sort: StaffProductSortField,
    @Arg('descending', () => Boolean, { defaultValue: true }) descending: boolean,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: `At most ${STAFF_PRODUCT_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<StaffProductPage> {
    const productType = type === 'COURSE' || type === 'VIDEO' ? type : null;
    return ctx.sources.catalogueAdmin.list({
      search,
      type: productType,
      active,
      sort,
      descending,
      page,
      limit,
    });
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Query(() => StaffProduct, { nullable: true, description: 'Staff: one product, active or not.' })
  staffProduct(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int) productId: number,
  ): Promise<StaffProduct | null> {
    return ctx.sources.catalogueAdmin.one(productId);
  }

  @Authorized(RoleId.ADMIN)
  @Query(() => [StaffModule], { description: 'Admin: modules, of one product or all (module/allmodule).' })
  staffModules(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int, { nullable: true }) productId: number | null,
  ): Promise<StaffModule[]> {
    return ctx.sources.catalogueAdmin.modules(productId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => StaffProductPayload, {
    description: 'Staff: create (inactive until activated) or edit a product, its price and add-on parent.',
  })
  saveProduct(
    @Ctx() ctx: Context,
    @Arg('input', () => ProductInput) input: ProductInput,
  ): Promise<StaffProductPayload> {
    return ctx.sources.catalogueAdmin.save(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, {
    description: 'Staff: activate (shown in the learner catalogue at once) or deactivate a product.',
  })
  setProductActive(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int) productId: number,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<ActionPayload> {
    return ctx.sources.catalogueAdmin.setActive(productId, active);
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => StaffModulePayload, { description: 'Admin: a module at the end of a product’s sequence.' })
  addProductModule(
    @Ctx() ctx: Context,
    @Arg('input', () => ModuleInput) input: ModuleInput,
  ): Promise<StaffModulePayload> {
    return ctx.sources.catalogueAdmin.addModule(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => StaffProductPayload, {
    description: 'Staff: a product’s validity in days after purchase; null means access never ends.',
  })
  setProductValidity(
    @Ctx() ctx: Context,
    @Arg('input', () => ProductValidityInput) input: ProductValidityInput,
  ): Promise<StaffProductPayload> {
    return ctx.sources.catalogueAdmin.setValidity(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [StaffPrerequisite], { description: 'Staff: a product’s prerequisites in order.' })
  staffPrerequisites(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int) productId: number,
  ): Promise<StaffPrerequisite[]> {
    return ctx.sources.catalogueAdmin.prerequisites(productId);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => StaffPrerequisitesPayload, {
    description: 'Staff: replace a product’s prerequisites in order, refused when they would form a loop.',
  })
  setProductPrerequisites(
    @Ctx() ctx: Context,
    @Arg('input', () => ProductPrerequisitesInput) input: ProductPrerequisitesInput,
  ): Promise<StaffPrerequisitesPayload> {
    return ctx.sources.catalogueAdmin.setPrerequisites(input);
  }
}
