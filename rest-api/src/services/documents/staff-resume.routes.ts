import { RestPath, type StudentDocument } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import { UPLOAD_BODY_LIMIT } from './documents.routes';
import type { StaffResumeService } from './staff-resume.service';

// As the learner's upload, without the type: this call puts a resume.
const resumeBody = z.looseObject({ studentPartyID: entityId, fileName: z.unknown(), content: z.string() });

/** `001 §7` Admin updateresume: staff (admin and ops) put a learner's resume file; it replaces theirs. */
export const staffResumeRoutes = (app: FastifyInstance, resumes: StaffResumeService): void => {
  app.post(
    RestPath.ADMIN_UPDATE_RESUME,
    documented({ config: { access: STAFF_ROLES }, bodyLimit: UPLOAD_BODY_LIMIT }, { body: resumeBody }),
    async (request) => {
      const actor = requireUser(request.caller);
      const body = parseInput(resumeBody, request.body);
      return answer<StudentDocument>(
        await resumes.replace(actor, body.studentPartyID, { fileName: body.fileName, content: body.content }),
      );
    },
  );
};
