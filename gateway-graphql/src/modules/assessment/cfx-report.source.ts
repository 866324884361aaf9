import { type CfxReportRow as RestRow, RestPath } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import type { CfxReportPage } from './cfx-report.types';

export interface CfxReportFilter {
  email: string;
  productId: number;
  status: string | null;
  page: number;
  limit: number;
}

/** `001 §7` CFX assessment report: query emailid and productid, answered in responseListObject. */
export class CfxReportSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async page(filter: CfxReportFilter): Promise<CfxReportPage> {
    const envelope = await this.upstream.request<never, RestRow>({
      method: 'GET',
      path: RestPath.CFX_REPORT,
      query: {
        emailid: filter.email,
        productid: filter.productId,
        status: filter.status ?? undefined,
        page: filter.page,
        limit: filter.limit,
      },
      auth: 'user',
    });
    return {
      page: filter.page,
      limit: filter.limit,
      totalRecords: envelope.totalRecords ?? 0,
      items: listOf(envelope).map((row) => ({
        id: `CfxReportRow:${row.studentReportId}:${row.productid}`,
        studentReportId: row.studentReportId,
        emailId: row.emailid,
        learningId: row.learningid,
        learningName: row.learningName,
        learningProgress: row.learningProgress,
        learningCompletionDate: row.learningCompletionDate,
        learningStatus: row.learningStatus,
        learningType: row.learningType,
        productId: row.productid,
        nodes: row.node.map((node) => ({ ...node })),
      })),
    };
  }
}
