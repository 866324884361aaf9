import { CfxLearningStatus, type CfxReportNode, type CfxReportRow } from '@finx/domain';
import { indiaDashDate } from '../../formats/india-time';
import type { CfxReportRepository, ModuleProgress } from './cfx-report.repository';

export interface CfxReportQuery {
  email: string;
  productId: number;
  status: CfxLearningStatus | null;
  page: number;
  limit: number;
}

const percent = (done: number, total: number): number => (total === 0 ? 0 : Math.floor((done * 100) / total));

const progressStatus = (done: number, total: number): CfxLearningStatus =>
  total > 0 && done >= total
    ? CfxLearningStatus.COMPLETED
    : done > 0
      ? CfxLearningStatus.IN_PROGRESS
      : CfxLearningStatus.NOT_STARTED;

const dashDate = (date: Date | null): string | null => (date ? indiaDashDate(date) : null);

const moduleNode = (module: ModuleProgress): CfxReportNode => ({
  nodeName: module.title,
  score: percent(module.completedLessons, module.totalLessons),
  nodeStatus: progressStatus(module.completedLessons, module.totalLessons),
  nodeType: 'Module',
  nodeLastAccessDate: dashDate(module.lastCompletedAt),
});

/**
 * `001 §2` screen 5, the CFX assessment report: one row per product of the path to `productId` (its
 * prerequisites, then itself) that the learner holds, from the recorded results: an assessment's score
 * and submission, a course's lesson progress; each row's nodes are its modules (and its test).
 */
export class CfxReportService {
  constructor(private readonly reports: CfxReportRepository) {}

  /** The party of a report's e-mail, or null when no one has it. */
  partyOf(email: string): Promise<number | null> {
    return this.reports.partyByEmail(email);
  }

  async report(partyId: number, query: CfxReportQuery): Promise<{ rows: CfxReportRow[]; total: number }> {
    if (!(await this.reports.productExists(query.productId))) return { rows: [], total: 0 };
    const path = await this.reports.path(query.productId);
    const [held, modules, attempts, assessed] = await Promise.all([
      this.reports.enrolments(partyId, path),
      this.reports.modules(partyId, path),
      this.reports.attempts(partyId, path),
      this.reports.assessed(path),
    ]);
    const rows = path.flatMap((productId): CfxReportRow[] => {
      const enrolment = held.find((row) => row.productId === productId);
      if (!enrolment) return [];
      const own = modules.filter((module) => module.productId === productId);
      const nodes = own.map(moduleNode);
      const base = {
        studentReportId: enrolment.enrolmentId,
        emailid: query.email.toLowerCase(),
        learningid: productId,
        learningName: enrolment.productName,
        productid: query.productId,
      };
      if (assessed.has(productId)) {
        const attempt = attempts.find((row) => row.productId === productId);
        const status =
          enrolment.score !== null
            ? CfxLearningStatus.COMPLETED
            : attempt
              ? CfxLearningStatus.IN_PROGRESS
              : CfxLearningStatus.NOT_STARTED;
        const completedOn = attempt?.submittedAt ?? (enrolment.score !== null ? enrolment.completedAt : null);
        nodes.push({
          nodeName: 'Assessment test',
          score: enrolment.score,
          nodeStatus: status,
          nodeType: 'Assessment',
          nodeLastAccessDate: dashDate(attempt?.submittedAt ?? attempt?.startedAt ?? completedOn),
        });
        return [
          {
            ...base,
            learningProgress: enrolment.score,
            learningCompletionDate: dashDate(completedOn),
            learningStatus: status,
            learningType: 'Assessment',
            node: nodes,
          },
        ];
      }
      const done = own.reduce((sum, module) => sum + module.completedLessons, 0);
      const total = own.reduce((sum, module) => sum + module.totalLessons, 0);
      return [
        {
          ...base,
          learningProgress: percent(done, total),
          learningCompletionDate: dashDate(enrolment.completedAt),
          learningStatus: enrolment.completedAt ? CfxLearningStatus.COMPLETED : progressStatus(done, total),
          learningType: enrolment.productType === 'VIDEO' ? 'Video' : 'Course',
          node: nodes,
        },
      ];
    });
    const filtered = query.status ? rows.filter((row) => row.learningStatus === query.status) : rows;
    const start = (query.page - 1) * query.limit;
    return { rows: filtered.slice(start, start + query.limit), total: filtered.length };
  }
}
