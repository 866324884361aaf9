import {
  type Candidate,
  CandidateSort,
  type ExportLink,
  ExportReasons,
  ReasonCode,
  RoleId,
} from '@finx/domain';
import { indiaDashDate } from '../../formats/india-time';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { DocumentLinkQuery, DocumentLinks } from '../../providers/documents/document-link';
import type { DocumentFile } from '../documents/documents.service';
import type { CandidatesService } from './candidates.service';
import type { JobExportRepository } from './job-export.repository';
import { buildWorkbook, type ExportSheets, exportDay, exportMoment } from './job-export.workbook';

/** A download's refusals: a link that does not open, or nothing to export (piped as REST answers it). */
const { refuse } = refusalsOf(ExportReasons);

/** The most applications one file holds; a larger export is one job at a time. */
export const EXPORT_MAX_ROWS = 20_000;

const ALL_JOBS = 'all-jobs';
const EXPORT_ID = /^(?:job-(\d{1,9})|all-jobs)$/;

/**
 * The candidates' export (`001 §9` sheet titles, `001 §8` empty export): one job's applicants or every
 * job's, as .xlsx. The file is behind a signed link, like the learner's documents: exportLink issues it
 * to a staff member for minutes, and the download checks the link and that its holder is still staff.
 */
export class JobExportService {
  constructor(
    private readonly repository: JobExportRepository,
    private readonly candidates: CandidatesService,
    private readonly links: DocumentLinks,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** exportLink: a download of one job's applicants (NOT_FOUND for an unknown job) or of all. */
  async link(partyId: number, jobId: number | undefined): Promise<Outcome<ExportLink>> {
    if (jobId !== undefined && !(await this.repository.jobExists(jobId))) return refuse(ReasonCode.NOT_FOUND);
    const at = this.now().getTime();
    const exportId = jobId === undefined ? ALL_JOBS : `job-${jobId}`;
    return accept({
      url: this.links.issue(exportId, partyId, at),
      expiresAt: this.links.expiresAt(at).toISOString(),
    });
  }

  /**
   * The file behind a signed link: NOT_FOUND for a link that is not valid or whose holder is no longer
   * staff, EXPORT_EMPTY ('No record found') when there are no applicants.
   */
  async download(exportId: string, query: Partial<DocumentLinkQuery>): Promise<Outcome<DocumentFile>> {
    const id = EXPORT_ID.exec(exportId);
    if (!id || !this.links.valid(exportId, query, this.now().getTime())) return refuse(ReasonCode.NOT_FOUND);
    const role = await this.repository.roleOf(Number(query.p));
    if (role !== RoleId.ADMIN && role !== RoleId.OPS) return refuse(ReasonCode.NOT_FOUND);
    const jobId = id[1] === undefined ? undefined : Number(id[1]);
    const listed = await this.candidates.list({
      ...(jobId === undefined ? {} : { jobID: jobId }),
      sort: CandidateSort.APPLIED_ON,
      order: 'asc',
      page: 1,
      limit: EXPORT_MAX_ROWS,
    });
    if (!listed.ok) return listed;
    if (listed.value.rows.length === 0) return refuse(ReasonCode.EXPORT_EMPTY);
    const at = this.now();
    const bytes = await buildWorkbook(await this.sheets(listed.value.rows), at);
    const scope = jobId === undefined ? ALL_JOBS : `job-${jobId}`;
    return accept({
      bytes,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      // `001 §9`: exports are named with a DD-MM-YYYY date suffix.
      fileName: `candidates-${scope}-${indiaDashDate(at)}.xlsx`,
    });
  }

  /** Dates are date cells (DD/MM/YYYY, instants with their India time), as the screens read them. */
  private async sheets(rows: Candidate[]): Promise<ExportSheets> {
    const partyIds = [...new Set(rows.map((row) => row.partyID))];
    const applicationIds = rows.map((row) => row.applicationID);
    const [corporates, colleges, courses, ratings, comments] = await Promise.all([
      this.repository.corporatesOf([...new Set(rows.map((row) => row.jobID))]),
      this.repository.collegesOf(partyIds),
      this.repository.courses(partyIds),
      this.repository.ratings(applicationIds),
      this.repository.comments(applicationIds),
    ]);
    const corporateOf = new Map(corporates.map((entry) => [entry.jobId, entry.corporateName]));
    const collegeOf = new Map(colleges.map((entry) => [entry.partyId, entry.college]));
    const applicationOf = new Map(rows.map((row) => [row.applicationID, row]));
    const people = partyIds.map((partyId) => rows.find((row) => row.partyID === partyId)!);
    const nameOf = new Map(people.map((person) => [person.partyID, person.fullName]));
    return {
      'Participant Details': {
        columns: [
          { header: 'Party ID', width: 10 },
          { header: 'Full Name', width: 28 },
          { header: 'E-mail', width: 32 },
          { header: 'Mobile', width: 14 },
          { header: 'College', width: 28 },
          { header: 'FEAT Score', width: 11 },
          { header: 'CFX Progress (%)', width: 16 },
          { header: 'Employability Score', width: 19 },
          { header: 'Applications', width: 13 },
        ],
        rows: people.map((person) => [
          person.partyID,
          person.fullName,
          person.email,
          person.mobile,
          collegeOf.get(person.partyID) ?? null,
          person.featScore,
          person.cfxProgress,
          person.employabilityScore,
          rows.filter((row) => row.partyID === person.partyID).length,
        ]),
      },
      'Candidate Job Details': {
        columns: [
          { header: 'Application ID', width: 14 },
          { header: 'Party ID', width: 10 },
          { header: 'Full Name', width: 28 },
          { header: 'Job ID', width: 9 },
          { header: 'Job Title', width: 36 },
          { header: 'Corporate', width: 28 },
          { header: 'Applied On', width: 20 },
          { header: 'Stage', width: 20 },
          { header: 'Status', width: 13 },
          { header: 'Rejection Reason', width: 28 },
          { header: 'Joining Date', width: 13 },
          { header: 'Annual CTC (INR)', width: 16 },
        ],
        rows: rows.map((row) => [
          row.applicationID,
          row.partyID,
          row.fullName,
          row.jobID,
          row.jobTitle,
          corporateOf.get(row.jobID) ?? null,
          exportMoment(new Date(row.appliedOn)),
          row.stageName,
          row.status,
          row.rejectionReason,
          row.placement ? exportDay(row.placement.joiningDate) : null,
          row.placement?.ctc ?? null,
        ]),
      },
      'Candidate Course Details': {
        columns: [
          { header: 'Party ID', width: 10 },
          { header: 'Full Name', width: 28 },
          { header: 'Product ID', width: 11 },
          { header: 'Course', width: 40 },
          { header: 'Enrolled On', width: 20 },
          { header: 'Valid Until', width: 20 },
          { header: 'Completed On', width: 20 },
          { header: 'Score', width: 8 },
        ],
        rows: courses.map((course) => [
          course.partyId,
          nameOf.get(course.partyId) ?? null,
          course.productId,
          course.productName,
          exportMoment(course.enrolledAt),
          course.validUntil ? exportMoment(course.validUntil) : null,
          course.completedAt ? exportMoment(course.completedAt) : null,
          course.score,
        ]),
      },
      'Candidate Rating Details': {
        columns: [
          { header: 'Application ID', width: 14 },
          { header: 'Full Name', width: 28 },
          { header: 'Job Title', width: 36 },
          { header: 'Source', width: 12 },
          { header: 'Stage', width: 20 },
          { header: 'Rating', width: 8 },
          { header: 'Feedback', width: 48 },
          { header: 'By', width: 24 },
          { header: 'On', width: 20 },
        ],
        rows: [
          ...ratings.map((rating) => [
            rating.applicationId,
            applicationOf.get(rating.applicationId)?.fullName ?? null,
            applicationOf.get(rating.applicationId)?.jobTitle ?? null,
            'Staff',
            rating.stageName,
            rating.rating,
            rating.feedback,
            `${rating.byFirstName} ${rating.byLastName}`.trim(),
            exportMoment(rating.at),
          ]),
          // An interviewer's comment has no stage or score of ours: it is listed as said, on its day.
          ...comments.map((comment) => [
            comment.applicationId,
            applicationOf.get(comment.applicationId)?.fullName ?? null,
            applicationOf.get(comment.applicationId)?.jobTitle ?? null,
            'Interviewer',
            null,
            null,
            comment.comment,
            comment.interviewerName,
            exportDay(comment.commentedOn),
          ]),
        ],
      },
    };
  }
}
