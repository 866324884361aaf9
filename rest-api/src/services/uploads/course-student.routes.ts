import { RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { CourseStudentsService } from './course-students.service';

const enrolBody = z
  .object({
    emailId: z.string().trim().toLowerCase().email().max(254).nullish(),
    studentId: entityId.nullish(),
    courseId: entityId,
  })
  .refine((body) => Boolean(body.emailId) || Boolean(body.studentId), { path: ['emailId'] });

/** /add-course-student's one enrolment, admin or ops (`001 §2` route table). */
export const courseStudentRoutes = (app: FastifyInstance, courseStudents: CourseStudentsService): void => {
  app.post(
    RestPath.COURSE_STUDENT_ENROL,
    documented({ config: { access: STAFF_ROLES } }, { body: enrolBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(enrolBody, request.body);
      return answer(
        await courseStudents.enrol(caller, {
          emailId: body.emailId ?? null,
          studentId: body.studentId ?? null,
          courseId: body.courseId,
        }),
      );
    },
  );
};
