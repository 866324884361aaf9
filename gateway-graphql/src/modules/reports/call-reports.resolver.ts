import {
  REPORT_MAX_PAGE_SIZE,
  RoleGroup,
  SESSION_REPORT_MAX_PAGE_SIZE,
  VIDEO_REPORT_MAX_PAGE_SIZE,
} from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { CallReportsSource } from './call-reports.source';
import {
  CourseEnquiryPage,
  CourseReportPage,
  SessionReportPage,
  VideoReportPage,
} from './call-reports.types';

type Context = RequestContext<{ callReports: CallReportsSource }>;

/**
 * The staff reports one REST call each serves, each for the roles its call admits (rest-contract.md):
 * video/reportlist admin and ops, studentreport/course admin and SYSOPSADMIN (as studentreport/Enrollment),
 * sessionReport admin and ops (a learner's own sign-ins are not a screen; SYSOPSADMIN would see only its own),
 * StudentEnquiry admin and ops.
 */
@Resolver()
export class CallReportsResolver {
  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Query(() => VideoReportPage, {
    description: 'Staff: the video products with their learners, newest first (video/reportlist).',
  })
  videoReport(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: "The video's name." }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: `At most ${VIDEO_REPORT_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<VideoReportPage> {
    return ctx.sources.callReports.videos(search, { page, limit });
  }

  @Authorized(...RoleGroup.ADMIN_OR_SYSOPS)
  @Query(() => CourseReportPage, {
    description: "Staff: one course's learners with their progress, newest first (studentreport/course).",
  })
  courseReport(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int) productId: number,
    @Arg('search', () => String, { nullable: true, description: 'Name or e-mail.' }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: `At most ${REPORT_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<CourseReportPage> {
    return ctx.sources.callReports.course(productId, search, { page, limit });
  }

  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Query(() => SessionReportPage, {
    description: "Staff: the sign-ins, newest first, of one account or everyone's (sessionReport).",
  })
  sessionReport(
    @Ctx() ctx: Context,
    @Arg('userId', () => Int, { nullable: true }) userId: number | null,
    @Arg('from', () => String, { nullable: true, description: 'First day, ISO YYYY-MM-DD (UTC).' })
    from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Last day, ISO YYYY-MM-DD (UTC).' })
    to: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20, description: `At most ${SESSION_REPORT_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<SessionReportPage> {
    return ctx.sources.callReports.sessions({ userId, from, to }, { page, limit });
  }

  @Authorized(...RoleGroup.ADMIN_OR_OPS)
  @Query(() => CourseEnquiryPage, {
    description: "Staff: the learners' course enquiries to call back, newest first (StudentEnquiry).",
  })
  courseEnquiries(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Name, e-mail, mobile or course.' })
    search: string | null,
    @Arg('productId', () => Int, { nullable: true }) productId: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: `At most ${REPORT_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<CourseEnquiryPage> {
    return ctx.sources.callReports.enquiries(search, productId ?? null, { page, limit });
  }
}
