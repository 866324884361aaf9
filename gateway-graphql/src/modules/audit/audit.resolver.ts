import { RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { AuditSource } from './audit.source';
import { StaffAuditPage } from './audit.types';

type Context = RequestContext<{ audit: AuditSource }>;

/** The staff audit log: administrators read it. */
@Resolver()
export class AuditResolver {
  @Authorized(...RoleGroup.ADMIN_OR_SYSOPS)
  @Query(() => StaffAuditPage, {
    description: 'Admin: every staff change, newest first; dates YYYY-MM-DD, India time.',
  })
  staffAuditLog(
    @Ctx() ctx: Context,
    @Arg('actorPartyId', () => Int, { nullable: true }) actorPartyId: number | null,
    @Arg('entityType', () => String, { nullable: true }) entityType: string | null,
    @Arg('entityId', () => String, { nullable: true }) entityId: string | null,
    @Arg('fromDate', () => String, { nullable: true }) fromDate: string | null,
    @Arg('toDate', () => String, { nullable: true }) toDate: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'At most 100.' }) limit: number,
  ): Promise<StaffAuditPage> {
    return ctx.sources.audit.page({ actorPartyId, entityType, entityId, fromDate, toDate, page, limit });
  }
}
