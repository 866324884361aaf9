import {
  type CourseReportRow as RestCourseRow,
  RestPath,
  type SessionReportRow as RestSessionRow,
} from '@finx/domain';
import type { StudentEnquiryRow, VideoReportRow as RestVideoRow } from '@finx/domain';
import type { QueryParams, RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { searchTextOf } from '../shared/search-text';
import type {
  CourseEnquiryPage,
  CourseReportPage,
  SessionReportPage,
  VideoReportPage,
} from './call-reports.types';

export interface Paging {
  page: number;
  limit: number;
}

/**
 * The staff reports one REST call each serves (`001 §7` video/reportlist, studentreport/course and Admin
 * StudentEnquiry, `000 §7` sessionReport): a page as REST answers it, its rows given an identity the client's cache keeps apart.
 */
export class CallReportsSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async videos(search: string | null, paging: Paging): Promise<VideoReportPage> {
    const query: QueryParams = { ...paging, search: searchTextOf(search, 'search') };
    const envelope = await this.upstream.request<never, RestVideoRow>({
      method: 'GET',
      path: RestPath.VIDEO_REPORT_LIST,
      query,
      auth: 'user',
    });
    return {
      rows: listOf(envelope).map(({ productID, ...row }) => ({
        ...row,
        id: String(productID),
        productId: productID,
      })),
      totalRecords: envelope.totalRecords ?? 0,
    };
  }

  async course(productId: number, search: string | null, paging: Paging): Promise<CourseReportPage> {
    const query: QueryParams = { ...paging, productID: productId, search: searchTextOf(search, 'search') };
    const envelope = await this.upstream.request<never, RestCourseRow>({
      method: 'GET',
      path: RestPath.STUDENT_REPORT_COURSE,
      query,
      auth: 'user',
    });
    return {
      rows: listOf(envelope).map(({ studentPartyID, ...row }) => ({
        ...row,
        id: `${productId}:${studentPartyID}`,
        studentPartyId: studentPartyID,
      })),
      totalRecords: envelope.totalRecords ?? 0,
    };
  }

  async sessions(
    filter: { userId: number | null; from: string | null; to: string | null },
    paging: Paging,
  ): Promise<SessionReportPage> {
    const query: QueryParams = { ...paging };
    if (filter.userId !== null) query.userId = filter.userId;
    if (filter.from) query.fromDate = filter.from;
    if (filter.to) query.toDate = filter.to;
    const envelope = await this.upstream.request<never, RestSessionRow>({
      method: 'GET',
      path: RestPath.SESSION_REPORT,
      query,
      auth: 'user',
    });
    return {
      rows: listOf(envelope).map((row) => ({ ...row, id: `${row.userId}:${row.loginAt}` })),
      totalRecords: envelope.totalRecords ?? 0,
    };
  }

  async enquiries(
    search: string | null,
    productId: number | null,
    paging: Paging,
  ): Promise<CourseEnquiryPage> {
    const query: QueryParams = { ...paging, search: searchTextOf(search, 'search') };
    if (productId !== null) query.productID = productId;
    const envelope = await this.upstream.request<never, StudentEnquiryRow>({
      method: 'GET',
      path: RestPath.STUDENT_ENQUIRY,
      query,
      auth: 'user',
    });
    return {
      rows: listOf(envelope).map(({ productID, ...row }) => ({
        ...row,
        id: `${row.partyId}:${productID}:${row.enquiredOn}`,
        productId: productID,
      })),
      totalRecords: envelope.totalRecords ?? 0,
    };
  }
}
