import { RestPath, SEARCH_MAX_LENGTH, type StudentEnquiryRow } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { StudentEnquiriesRepository } from './student-enquiries.repository';

const listQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  productID: entityId.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * `001 §7` Admin StudentEnquiry (named without behaviour): the enquiries learners make about a course
 * with course/apply, whose mail promises a counsellor's call, newest first, for staff (admin and ops)
 * to work through; searched by name, e-mail, mobile or course, or narrowed to one course.
 */
export const studentEnquiriesRoutes = (app: FastifyInstance, enquiries: StudentEnquiriesRepository): void => {
  app.get(
    RestPath.STUDENT_ENQUIRY,
    documented({ config: { access: STAFF_ROLES } }, { query: listQuery }),
    async (request) => {
      const query = parseInput(listQuery, request.query);
      const { rows, total } = await enquiries.page({
        search: query.search || undefined,
        productId: query.productID,
        page: query.page,
        limit: query.limit,
      });
      return okEnvelope<never, StudentEnquiryRow>({ responseListObject: rows, totalRecords: total });
    },
  );
};
