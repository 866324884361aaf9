import {
  DOCUMENT_MAX_BYTES,
  type DocumentLink,
  ReasonCode,
  RestPath,
  type StudentDocument,
} from '@finx/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { assertSameParty } from '../../http/route-access';
import { documented, FILE_ANSWER } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES } from '../../role-groups';
import type { DocumentFile, DocumentsService } from './documents.service';

const documentId = z.string().regex(/^[0-9a-f-]{36}$/);
const uploadBody = z.looseObject({
  studentPartyID: entityId,
  documentType: z.unknown(),
  fileName: z.unknown(),
  content: z.string(),
});
const deleteBody = z.looseObject({ studentPartyID: entityId, documentId });
const documentQuery = z.looseObject({ documentId });
const linkQuery = z
  .object({ p: z.string().max(20), e: z.string().max(20), s: z.string().max(100) })
  .partial();

/**
 * Room for the base64 of a file somewhat over the limit, so a slightly large file hears
 * DOCUMENT_TOO_LARGE from the service; anything far over is cut off by Fastify (413) unread.
 */
export const UPLOAD_BODY_LIMIT = Math.ceil(((DOCUMENT_MAX_BYTES + 1024 * 1024) * 4) / 3);

/** The header value offering the file under its name: ASCII fallback plus the exact name (RFC 6266). */
const disposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** A file as an attachment (also the students feature's zip), or 'No document available' when none. */
export const sendFile = (reply: FastifyReply, file: DocumentFile | null) => {
  if (!file) return reply.code(404).send(failEnvelope(ReasonCode.NO_DOCUMENT));
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', disposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
};

/**
 * `001 §7` Documents (the document management service's calls): the learner's own files and resume.
 * The writes and the link calls are the learner's, for themself only; the file itself is behind a
 * signed link (getDocumentUrl's answer), which names the owner and expires within minutes.
 */
export const documentsRoutes = (app: FastifyInstance, documents: DocumentsService): void => {
  const own = { config: { access: LEARNER_ROLES } };

  app.post(
    RestPath.DOCUMENT_UPLOAD,
    documented({ ...own, bodyLimit: UPLOAD_BODY_LIMIT }, { body: uploadBody }),
    async (request) => {
      const body = parseInput(uploadBody, request.body);
      const caller = assertSameParty(request.caller, body.studentPartyID);
      return answer<StudentDocument>(
        await documents.upload(caller.partyId, {
          documentType: body.documentType,
          fileName: body.fileName,
          content: body.content,
        }),
      );
    },
  );

  // Staff read any learner's list too (/download-documents); ownPartyFromQuery holds a learner to their own.
  app.get(
    RestPath.DOCUMENT_LIST,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: partyIdQuery }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const rows = await documents.list(partyId);
      return okEnvelope<never, StudentDocument>({ responseListObject: rows, totalRecords: rows.length });
    },
  );

  app.post(RestPath.DOCUMENT_DELETE, documented(own, { body: deleteBody }), async (request) => {
    const body = parseInput(deleteBody, request.body);
    const caller = assertSameParty(request.caller, body.studentPartyID);
    return answer(await documents.remove(caller.partyId, body.documentId));
  });

  app.get(
    RestPath.DOCUMENT_URL,
    documented(own, { query: [partyIdQuery, documentQuery] }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      const query = parseInput(documentQuery, request.query);
      return answer<DocumentLink>(await documents.link(partyId, query.documentId));
    },
  );

  app.get(RestPath.RESUME_URL, documented(own, { query: partyIdQuery }), async (request) => {
    const partyId = ownPartyFromQuery(request.caller, request.query);
    return okEnvelope<DocumentLink, never>({ responseObject: documents.resumeLink(partyId) });
  });

  // A download is a plain navigation: no headers of ours, so the signed link is the permission.
  const byLink = { config: { access: 'public', fieldCipher: false } } as const;

  app.get(
    `${RestPath.DOCUMENT_DOWNLOAD}/:documentId`,
    documented(byLink, { params: z.object({ documentId }), query: linkQuery, produces: FILE_ANSWER }),
    async (request, reply) => {
      const params = parseInput(z.object({ documentId }), request.params);
      const query = parseInput(linkQuery, request.query);
      return sendFile(reply, await documents.download(params.documentId, query));
    },
  );

  app.get(
    RestPath.RESUME_BUILD,
    documented(byLink, { query: linkQuery, produces: FILE_ANSWER }),
    async (request, reply) => {
      const query = parseInput(linkQuery, request.query);
      return sendFile(reply, await documents.resume(query));
    },
  );
};
