import { DocumentBucketTag, RoleId, STUDENT_LIST_MAX_PAGE_SIZE, StudentSortField } from '@finx/domain';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DocumentLinkPayload, StudentDocument } from '../documents/documents.types';
import type { RequestContext } from '../shared/request-context';
import type { StudentsSource } from './students.source';
import { ResumeZipPayload, StaffStudentPage } from './students.types';

type Context = RequestContext<{ students: StudentsSource }>;

/** The Student Section (/studentSection) and the staff document downloads (/download-documents). */
@Resolver()
export class StudentsResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => StaffStudentPage, {
    description:
      'Staff: the active learners, filtered, sorted and paged on the server (getAllActiveStudents).',
  })
  staffStudents(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Name, e-mail, mobile or student ID.' })
    search: string | null,
    @Arg('collegeId', () => Int, { nullable: true }) collegeId: number | null,
    @Arg('productId', () => Int, { nullable: true, description: 'Learners enrolled in this course.' })
    productId: number | null,
    @Arg('sort', () => StudentSortField, { defaultValue: StudentSortField.MODIFIED }) sort: StudentSortField,
    @Arg('descending', () => Boolean, { defaultValue: true }) descending: boolean,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: `At most ${STUDENT_LIST_MAX_PAGE_SIZE}.` })
    limit: number,
  ): Promise<StaffStudentPage> {
    return ctx.sources.students.list({ search, collegeId, productId, sort, descending, page, limit });
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => ResumeZipPayload, {
    description: 'Staff: one zip of the chosen students’ resumes and a link to it (resumeDownload).',
  })
  downloadResumes(
    @Ctx() ctx: Context,
    @Arg('studentIds', () => [Int]) studentIds: number[],
  ): Promise<ResumeZipPayload> {
    return ctx.sources.students.zipResumes(studentIds);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Mutation(() => DocumentLinkPayload, {
    description: 'Staff: a link to any learner’s document that works for a few minutes (document fetch).',
  })
  studentDocumentLink(
    @Ctx() ctx: Context,
    @Arg('documentId', () => ID) documentId: string,
  ): Promise<DocumentLinkPayload> {
    return ctx.sources.students.link(documentId, DocumentBucketTag.STUDENT_DOCUMENT);
  }

  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => [StudentDocument], { description: 'Staff: a learner’s uploaded documents, newest first.' })
  studentDocuments(
    @Ctx() ctx: Context,
    @Arg('partyId', () => Int) partyId: number,
  ): Promise<StudentDocument[]> {
    return ctx.sources.students.documentsOf(partyId);
  }
}
