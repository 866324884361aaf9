import { type CourseStudentReason, CourseStudentReasons, StaffAction } from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { CourseStudentsRepository, StudentRef } from './course-students.repository';

const { refuse } = refusalsOf(CourseStudentReasons);

/** What /add-course-student answers: the enrolment made. */
export interface CourseStudentEnrolment {
  enrolmentId: number;
  partyId: number;
  productId: number;
}

/**
 * /add-course-student (admin or ops): one learner enrolled in one course by hand, without payment; the
 * same enrolment and the same refusals as a row of /add-student-course, audited with the enrolment.
 */
export class CourseStudentsService {
  constructor(
    private readonly deps: {
      courseStudents: CourseStudentsRepository;
      audit: AuditService;
      transaction: RunInTransaction;
    },
  ) {}

  async enrol(
    actor: StaffActor,
    input: StudentRef & { courseId: number },
  ): Promise<Outcome<CourseStudentEnrolment, CourseStudentReason>> {
    const { courseStudents, audit, transaction } = this.deps;
    const partyId = await courseStudents.learner(input);
    if (typeof partyId !== 'number') return refuse(partyId);
    return transaction(async (tx): Promise<Outcome<CourseStudentEnrolment, CourseStudentReason>> => {
      const enrolmentId = await courseStudents.enrol(partyId, input.courseId, tx);
      if (typeof enrolmentId !== 'number') return refuse(enrolmentId);
      await audit.record(tx, actor, {
        action: StaffAction.COURSE_STUDENT_ENROL,
        entityType: 'enrolment',
        entityId: enrolmentId,
        before: null,
        after: { partyId, productId: input.courseId, source: 'STAFF' },
      });
      return accept({ enrolmentId, partyId, productId: input.courseId });
    });
  }
}
