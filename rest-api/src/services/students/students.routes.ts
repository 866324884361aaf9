import {
  DocumentBucketTag,
  type DocumentLink,
  RESUME_ZIP_MAX_STUDENTS,
  type ResumeZipResult,
  RestPath,
  SEARCH_MAX_LENGTH,
  STUDENT_LIST_MAX_PAGE_SIZE,
  StudentSortField,
  type StudentSectionRow,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, FILE_ANSWER } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import { sendFile } from '../documents/documents.module';
import type { StudentsService } from './students.service';

const documentId = z.string().regex(/^[0-9a-f-]{36}$/);
const listQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  collegeId: entityId.optional(),
  productId: entityId.optional(),
  sort: z.enum(StudentSortField).default(StudentSortField.MODIFIED),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(STUDENT_LIST_MAX_PAGE_SIZE).default(10),
});
// Empty is let through: the service answers it with the spec's 'Please Select Candidate'.
const zipBody = z.looseObject({
  studentIds: z.array(entityId).max(RESUME_ZIP_MAX_STUDENTS),
});
const fetchQuery = z.object({ documentId, bucketTag: z.enum(DocumentBucketTag) });
const linkQuery = z
  .object({ p: z.string().max(20), e: z.string().max(20), s: z.string().max(100) })
  .partial();

/**
 * `001 §7` getAllActiveStudents, resumeDownload and the document fetch, for staff (admin or ops): the
 * Student Section's list, its resume zip, and links to a zip or a learner's file. The zip itself is
 * behind a signed link, like a learner's file.
 */
export const studentsRoutes = (app: FastifyInstance, students: StudentsService): void => {
  const staff = { config: { access: STAFF_ROLES } };

  app.get(RestPath.STUDENT_SECTION_LIST, documented(staff, { query: listQuery }), async (request) => {
    const query = parseInput(listQuery, request.query);
    const { rows, total } = await students.list({
      search: query.search || undefined,
      collegeId: query.collegeId,
      productId: query.productId,
      sort: query.sort,
      descending: query.order === 'desc',
      page: query.page,
      limit: query.limit,
    });
    return okEnvelope<never, StudentSectionRow>({ responseListObject: rows, totalRecords: total });
  });

  app.post(RestPath.RESUME_ZIP, documented(staff, { body: zipBody }), async (request) => {
    const caller = requireUser(request.caller);
    const body = parseInput(zipBody, request.body);
    return answer<ResumeZipResult>(await students.zipResumes(caller.partyId, body.studentIds));
  });

  app.get(RestPath.DOCUMENT_FETCH, documented(staff, { query: fetchQuery }), async (request) => {
    const caller = requireUser(request.caller);
    const query = parseInput(fetchQuery, request.query);
    return answer<DocumentLink>(await students.fetch(caller.partyId, query.documentId, query.bucketTag));
  });

  // A download is a plain navigation: no headers of ours, so the signed link is the permission.
  const byLink = { config: { access: 'public', fieldCipher: false } } as const;
  app.get(
    `${RestPath.RESUME_ZIP_DOWNLOAD}/:documentId`,
    documented(byLink, { params: z.object({ documentId }), query: linkQuery, produces: FILE_ANSWER }),
    async (request, reply) => {
      const params = parseInput(z.object({ documentId }), request.params);
      const query = parseInput(linkQuery, request.query);
      return sendFile(reply, await students.downloadZip(params.documentId, query));
    },
  );
};
