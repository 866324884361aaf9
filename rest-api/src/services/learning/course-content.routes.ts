import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { type CourseContent, type ProgressOverviewRow, ReasonCode, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { failEnvelope, HttpError, okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { assertSameParty } from '../../http/route-access';
import { documented, FILE_ANSWER } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES } from '../../role-groups';
import type { CourseContentService } from './course-content.service';
import type { DocumentLinks } from '../../providers/documents/document-link';
import type { DocumentStore } from '../../providers/documents/document-store';
import { contentTypeOfLessonAsset, storeKeyOfLessonAsset } from '../../providers/documents/lesson-asset';

/** The largest page of the progress overview. */
export const MAX_PROGRESS_PAGE_SIZE = 50;

const lowerKeys = (value: unknown) =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).map(([key, v]) => [key.toLowerCase(), v]),
  );

const productQuery = z.preprocess(lowerKeys, z.object({ productid: entityId }));
const pageQuery = z.preprocess(
  lowerKeys,
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PROGRESS_PAGE_SIZE).default(10),
  }),
);
const completeBody = z.preprocess(lowerKeys, z.object({ partyid: entityId, lessonid: entityId }));
const documentParams = z.object({ documentId: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,99}$/) });
const linkQuery = z
  .object({ p: z.string().max(12), e: z.string().max(12), s: z.string().max(100) })
  .partial();

/**
 * A held product's modules and lessons (getModuleAgainstCourse), marking a lesson complete, the progress
 * overview (getProgressOverviewDetails) and the document store's assets behind signed links.
 */
export const courseContentRoutes = (
  app: FastifyInstance,
  content: CourseContentService,
  links: DocumentLinks,
  documentsDir: string,
  store: Pick<DocumentStore, 'get'>,
): void => {
  const read = { config: { access: LEARNER_DATA_ROLES } };

  app.get(
    RestPath.COURSE_MODULES,
    documented(read, { query: [partyIdQuery, productQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const { productid } = parseInput(productQuery, request.query);
      return answer<CourseContent>(await content.courseContent(partyId, productid));
    },
  );

  app.get(
    RestPath.PROVIDER_CREDENTIALS,
    documented(read, { query: [partyIdQuery, productQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const { productid } = parseInput(productQuery, request.query);
      return answer(await content.providerCredentials(partyId, productid));
    },
  );

  // Only the learner records their own progress; staff may read it, never make it.
  app.post(
    RestPath.LESSON_COMPLETE,
    documented({ config: { access: LEARNER_ROLES } }, { body: completeBody }),
    async (request) => {
      const { partyid, lessonid } = parseInput(completeBody, request.body);
      assertSameParty(request.caller, partyid);
      return answer(await content.completeLesson(partyid, lessonid));
    },
  );

  app.get(
    RestPath.PROGRESS_OVERVIEW,
    documented(read, { query: [partyIdQuery, pageQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const { page, limit } = parseInput(pageQuery, request.query);
      const { rows, total } = await content.progressOverview(partyId, page, limit);
      return okEnvelope<never, ProgressOverviewRow>({ responseListObject: rows, totalRecords: total });
    },
  );

  // A <video> element sends no token: the signed link is the permission (see DocumentLinks).
  app.get(
    `${RestPath.DOCUMENT}/:documentId`,
    documented(
      { config: { access: 'public', fieldCipher: false } },
      { params: documentParams, query: linkQuery, produces: FILE_ANSWER },
    ),
    async (request, reply) => {
      const { documentId } = parseInput(documentParams, request.params);
      const query = parseInput(linkQuery, request.query);
      if (!links.valid(documentId, query)) throw new HttpError(403, ReasonCode.FORBIDDEN);
      const contentType = contentTypeOfLessonAsset(documentId) ?? 'application/octet-stream';
      // A staff-uploaded video or document is in the document store; the project's sample media in the
      // asset folder.
      const storeKey = storeKeyOfLessonAsset(documentId);
      if (storeKey) {
        const bytes = await store.get(storeKey);
        if (!bytes) return reply.code(404).send(failEnvelope(ReasonCode.NOT_FOUND));
        return reply
          .header('content-type', contentType)
          .header('cache-control', 'private, max-age=3600')
          .send(bytes);
      }
      const path = join(documentsDir, documentId);
      const exists = await access(path).then(
        () => true,
        () => false,
      );
      if (!exists) return reply.code(404).send(failEnvelope(ReasonCode.NOT_FOUND));
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(createReadStream(path));
    },
  );
};
