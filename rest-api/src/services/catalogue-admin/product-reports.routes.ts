import {
  type ProductJobHistoryRow,
  ReasonCode,
  RestPath,
  SEARCH_MAX_LENGTH,
  type StaffProductRow,
  VIDEO_REPORT_MAX_PAGE_SIZE,
  VIDEO_REPORT_PAGE_SIZE,
  type VideoReportRow,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { rupees } from '../../formats/rupees';
import { STAFF_ROLES } from '../../role-groups';
import type { CatalogueAdminService } from './catalogue-admin.service';
import type { ProductReportsRepository } from './product-reports.repository';

const staff = { config: { access: STAFF_ROLES } };
const productQuery = z.object({ productID: entityId });
const addOnBody = z.object({ productID: entityId, parentProductID: entityId.nullable() });
const videoQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(VIDEO_REPORT_MAX_PAGE_SIZE).default(VIDEO_REPORT_PAGE_SIZE),
});

/**
 * `001 §7` productJobHistory, updateAddOnCourse and video/reportlist: the product calls named without
 * behaviour, for staff (admin or ops) as the rest of catalogue management (rest-contract.md).
 */
export const productReportsRoutes = (
  app: FastifyInstance,
  catalogue: CatalogueAdminService,
  reports: ProductReportsRepository,
): void => {
  app.get(RestPath.PRODUCT_JOB_HISTORY, documented(staff, { query: productQuery }), async (request) => {
    const { productID } = parseInput(productQuery, request.query);
    if (!(await reports.productExists(productID))) return failEnvelope(ReasonCode.NOT_FOUND);
    const rows: ProductJobHistoryRow[] = (await reports.jobsRecommending(productID)).map((row) => ({
      jobID: row.jobId,
      title: row.title,
      corporateName: row.corporateName,
      status: row.status,
      postedAt: row.postedAt.toISOString(),
      closesOn: row.closesOn,
      applicants: row.applicants,
      placed: Number(row.placed),
    }));
    return okEnvelope<never, ProductJobHistoryRow>({ responseListObject: rows, totalRecords: rows.length });
  });

  app.post(RestPath.UPDATE_ADD_ON_COURSE, documented(staff, { body: addOnBody }), async (request) => {
    const { productID, parentProductID } = parseInput(addOnBody, request.body);
    return answer<StaffProductRow>(
      await catalogue.setParent(requireUser(request.caller), productID, parentProductID),
    );
  });

  app.get(RestPath.VIDEO_REPORT_LIST, documented(staff, { query: videoQuery }), async (request) => {
    const query = parseInput(videoQuery, request.query);
    const { rows, total } = await reports.videos({ ...query, search: query.search || undefined });
    const list: VideoReportRow[] = rows.map((row) => ({
      productID: row.productId,
      productName: row.name,
      productPrice: rupees(row.pricePaise),
      active: row.active,
      hasFile: row.hasFile,
      buyers: row.buyers,
      lastBoughtAt: row.lastBoughtAt ? new Date(row.lastBoughtAt).toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    }));
    return okEnvelope<never, VideoReportRow>({ responseListObject: list, totalRecords: total });
  });
};
