import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { productIdOf } from '../shared/ids';
import type { RequestContext } from '../shared/request-context';
import type { CfxReportSource } from './cfx-report.source';
import { CfxReportPage } from './cfx-report.types';

type Context = RequestContext<{ cfxReport: CfxReportSource }>;

/** The CFX assessment report (`001 §2` screen 5): a learner's own, or any learner's for staff. */
@Resolver()
export class CfxReportResolver {
  @Authorized(RoleId.LEARNER, RoleId.ADMIN, RoleId.OPS)
  @Query(() => CfxReportPage, {
    description:
      'One learner’s results on the path to a product (CFX): a learner may read only their own e-mail’s.',
  })
  cfxAssessmentReport(
    @Ctx() ctx: Context,
    @Arg('email', () => String) email: string,
    @Arg('productId', () => ID) productId: string,
    @Arg('status', () => String, {
      nullable: true,
      description: "'Completed', 'In Progress' or 'Not Started'; all when absent.",
    })
    status: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'At most 50.' }) limit: number,
  ): Promise<CfxReportPage> {
    return ctx.sources.cfxReport.page({ email, productId: productIdOf(productId), status, page, limit });
  }
}
