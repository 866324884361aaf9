import { CorporateEnquiryStatus, RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { CorporateEnquirySource } from './corporate-enquiry.source';
import {
  CorporateEnquiryInput,
  CorporateEnquiryPage,
  CorporateEnquiryPayload,
  CorporateEnquiryUpdateInput,
} from './corporate-enquiry.types';

type Context = RequestContext<{ corporateEnquiries: CorporateEnquirySource }>;

/** Corporate enquiries (issue 13 item 4): the public /hire-from-us form and staff's /corporate-enquiries. */
@Resolver()
export class CorporateEnquiryResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => CorporateEnquiryPage, {
    description: 'Staff: the enquiries, newest first, searched and paged.',
  })
  corporateEnquiries(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Company, contact or e-mail.' })
    search: string | null,
    @Arg('status', () => CorporateEnquiryStatus, { nullable: true }) status: CorporateEnquiryStatus | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'At most 50.' }) limit: number,
  ): Promise<CorporateEnquiryPage> {
    return ctx.sources.corporateEnquiries.list(search, status, page, limit);
  }

  @Mutation(() => CorporateEnquiryPayload, { description: 'Anyone: a company asks to hire (/hire-from-us).' })
  submitCorporateEnquiry(
    @Ctx() ctx: Context,
    @Arg('input', () => CorporateEnquiryInput) input: CorporateEnquiryInput,
  ): Promise<CorporateEnquiryPayload> {
    return ctx.sources.corporateEnquiries.submit(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => CorporateEnquiryPayload, { description: "Staff: an enquiry's status and notes." })
  updateCorporateEnquiry(
    @Ctx() ctx: Context,
    @Arg('enquiryId', () => Int) enquiryId: number,
    @Arg('input', () => CorporateEnquiryUpdateInput) input: CorporateEnquiryUpdateInput,
  ): Promise<CorporateEnquiryPayload> {
    return ctx.sources.corporateEnquiries.update(enquiryId, input);
  }
}
