import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { EducationLoanSource } from './education-loan.source';
import {
  ApplyEducationLoanInput,
  EducationLoan,
  EducationLoanPayload,
  EducationLoanUpdateInput,
  StaffEducationLoanPage,
} from './education-loan.types';

type Context = RequestContext<{ educationLoan: EducationLoanSource }>;

/** The CFX education loan: the learner applies and follows it; staff move its status. */
@Resolver()
export class EducationLoanResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => EducationLoan, {
    nullable: true,
    description: 'The signed-in learner’s CFX education loan; null before any application or payment.',
  })
  myEducationLoan(@Ctx() ctx: Context): Promise<EducationLoan | null> {
    return ctx.sources.educationLoan.mine();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => EducationLoanPayload, {
    description: 'Apply for the CFX education loan; again only after a rejection.',
  })
  applyEducationLoan(
    @Ctx() ctx: Context,
    @Arg('input', () => ApplyEducationLoanInput) input: ApplyEducationLoanInput,
  ): Promise<EducationLoanPayload> {
    return ctx.sources.educationLoan.apply(input);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => StaffEducationLoanPage, {
    description: 'Staff: every education loan, latest change first (/educationalLoanList).',
  })
  staffEducationLoans(
    @Ctx() ctx: Context,
    @Arg('status', () => Int, { nullable: true, description: 'Only loans at this status.' })
    status: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'At most 100.' }) limit: number,
  ): Promise<StaffEducationLoanPage> {
    return ctx.sources.educationLoan.staffList({ status, page, limit });
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ActionPayload, { description: 'Staff: set the status of several loans, all or none.' })
  updateEducationLoans(
    @Ctx() ctx: Context,
    @Arg('input', () => [EducationLoanUpdateInput]) input: EducationLoanUpdateInput[],
  ): Promise<ActionPayload> {
    return ctx.sources.educationLoan.update(input);
  }
}
