import {
  type CourseReportRow,
  REPORT_MAX_PAGE_SIZE,
  REPORTS,
  ReasonCode,
  RestPath,
  SEARCH_MAX_LENGTH,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import type { CourseReportRepository } from './course-report.repository';

const query = z.object({
  productID: entityId,
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(REPORT_MAX_PAGE_SIZE).default(10),
});

const percent = (done: number, total: number): number => (total === 0 ? 0 : Math.round((100 * done) / total));

/**
 * `001 §7` studentreport/course: one course's learners with their progress, paged (`001 §9` ten a page),
 * for the roles of its neighbour studentreport/Enrollment; NOT_FOUND for an unknown product.
 */
export const courseReportRoutes = (app: FastifyInstance, report: CourseReportRepository): void => {
  app.get(
    RestPath.STUDENT_REPORT_COURSE,
    documented({ config: { access: REPORTS.ENROLLMENT.roles } }, { query }),
    async (request) => {
      const { productID, search, page, limit } = parseInput(query, request.query);
      if (!(await report.courseExists(productID))) return failEnvelope(ReasonCode.NOT_FOUND);
      const { rows, total } = await report.page({
        productId: productID,
        search: search || undefined,
        page,
        limit,
      });
      const list: CourseReportRow[] = rows.map((row) => ({
        studentPartyID: row.partyId,
        studentName: row.name,
        emailId: row.email,
        source: row.source,
        enrolledAt: row.enrolledAt.toISOString(),
        validUntil: row.validUntil?.toISOString() ?? null,
        lessonsDone: row.lessonsDone,
        lessonsTotal: row.lessonsTotal,
        progress: percent(row.lessonsDone, row.lessonsTotal),
        completedAt: row.completedAt?.toISOString() ?? null,
        score: row.score,
      }));
      return okEnvelope<never, CourseReportRow>({ responseListObject: list, totalRecords: total });
    },
  );
};
