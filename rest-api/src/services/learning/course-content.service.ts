import {
  ClientRoute,
  type CourseContent,
  CourseContentReasons,
  type CourseModule,
  LessonKind,
  type LessonProgress,
  type ProgressOverviewRow,
  type ProviderCredentials,
  ReasonCode,
} from '@finx/domain';
import { indiaDate } from '../../formats/india-time';
import { accept, type Refusal, refusalsOf } from '../../outcome';
import type { CourseContentRepository, EnrolmentAccess, LessonRow } from './course-content.repository';
import type { DocumentLinks } from '../../providers/documents/document-link';

const { refuse } = refusalsOf(CourseContentReasons);

/** Why a learner may not open a product or record progress in it. */
export type ContentRefusal =
  typeof ReasonCode.NOT_FOUND | typeof ReasonCode.NOT_ENROLLED | typeof ReasonCode.ACCESS_EXPIRED;

export type ContentAnswer<T> = { ok: true; value: T } | Refusal<ContentRefusal>;

const percentOf = (done: number, total: number): number =>
  total === 0 ? 0 : Math.floor((done * 100) / total);

const isExpired = (access: EnrolmentAccess, now: number): boolean =>
  access.validUntil !== null && access.validUntil.getTime() <= now;

/**
 * A held product opened (`001` getModuleAgainstCourse), lessons marked complete, and the dashboard's
 * progress overview (getProgressOverviewDetails). Only the learner's own enrolment opens a product, and
 * only until its validUntil ("Access for N days"); the caller's party is checked by the routes.
 */
export class CourseContentService {
  constructor(
    private readonly content: CourseContentRepository,
    private readonly links: DocumentLinks,
    private readonly clock: () => number = Date.now,
  ) {}

  private async access(partyId: number, productId: number): Promise<ContentAnswer<EnrolmentAccess>> {
    const enrolment = await this.content.enrolment(partyId, productId);
    if (!enrolment) {
      const exists = await this.content.productExists(productId);
      return refuse(exists ? ReasonCode.NOT_ENROLLED : ReasonCode.NOT_FOUND);
    }
    if (isExpired(enrolment, this.clock())) return refuse(ReasonCode.ACCESS_EXPIRED);
    return accept(enrolment);
  }

  async courseContent(partyId: number, productId: number): Promise<ContentAnswer<CourseContent>> {
    const access = await this.access(partyId, productId);
    if (!access.ok) return access;
    const [outline, completed, externalProvider] = await Promise.all([
      this.content.outline(productId),
      this.content.completedLessonIds(partyId, productId),
      this.content.provider(productId),
    ]);
    const done = new Set(completed);
    const modules: CourseModule[] = [];
    for (const row of outline) {
      let module = modules.at(-1);
      if (module?.moduleID !== row.moduleId) {
        module = {
          moduleID: row.moduleId,
          sequence: row.moduleSequence,
          title: row.moduleTitle,
          lessons: [],
        };
        modules.push(module);
      }
      const url = this.urlOf(row, partyId);
      if (row.lessonId === null || row.kind === null || url === null) continue;
      module.lessons.push({
        lessonID: row.lessonId,
        sequence: row.lessonSequence ?? module.lessons.length + 1,
        kind: row.kind,
        title: row.title ?? '',
        minutes: row.minutes ?? 0,
        url,
        completed: done.has(row.lessonId),
      });
    }
    const totalLessons = modules.reduce((sum, module) => sum + module.lessons.length, 0);
    const completedLessons = modules.reduce(
      (sum, module) => sum + module.lessons.filter((lesson) => lesson.completed).length,
      0,
    );
    const { value } = access;
    return {
      ok: true,
      value: {
        productID: productId,
        productName: value.productName,
        productType: value.productType,
        validUntil: value.validUntil ? indiaDate(value.validUntil) : null,
        externalProvider,
        modules,
        totalLessons,
        completedLessons,
        percent: percentOf(completedLessons, totalLessons),
      },
    };
  }

  /**
   * Where a lesson is for this learner: a video or document behind a signed link issued to them, a
   * link's own address, a test's screen (the assessment page checks the learner holds its product).
   */
  private urlOf(row: LessonRow, partyId: number): string | null {
    switch (row.kind) {
      case LessonKind.VIDEO:
      case LessonKind.DOCUMENT:
        return row.documentId === null ? null : this.links.issue(row.documentId, partyId, this.clock());
      case LessonKind.LINK:
        return row.url;
      case LessonKind.TEST:
        return row.assessmentProductId === null ? null : ClientRoute.assessment(row.assessmentProductId);
      default:
        return null;
    }
  }

  /**
   * The learner's login at the product's external provider (`001` getCredentials): the same enrolment
   * and validity checks as opening the product; NOT_FOUND when no provider teaches it.
   */
  async providerCredentials(partyId: number, productId: number): Promise<ContentAnswer<ProviderCredentials>> {
    const access = await this.access(partyId, productId);
    if (!access.ok) return access;
    const provider = await this.content.provider(productId);
    if (!provider) return refuse(ReasonCode.NOT_FOUND);
    const loginID = await this.content.providerLogin(partyId, productId);
    return accept({ productID: productId, ...provider, loginID });
  }

  /** Marks the lesson complete for the learner; a repeat changes nothing and answers the same progress. */
  async completeLesson(partyId: number, lessonId: number): Promise<ContentAnswer<LessonProgress>> {
    const productId = await this.content.productOfLesson(lessonId);
    if (productId === null) return refuse(ReasonCode.NOT_FOUND);
    const access = await this.access(partyId, productId);
    if (!access.ok) return access;
    await this.content.completeLesson(partyId, lessonId, productId);
    const [counts] = await this.content.progressCounts(partyId, [productId]);
    const totalLessons = counts?.totalLessons ?? 0;
    const completedLessons = counts?.completedLessons ?? 0;
    return {
      ok: true,
      value: {
        productID: productId,
        totalLessons,
        completedLessons,
        percent: percentOf(completedLessons, totalLessons),
      },
    };
  }

  /** One page of the learner's products with their progress, newest enrolment first. */
  async progressOverview(
    partyId: number,
    page: number,
    limit: number,
  ): Promise<{ rows: ProgressOverviewRow[]; total: number }> {
    const { rows, total } = await this.content.enrolmentPage(partyId, (page - 1) * limit, limit);
    const counts = new Map(
      (
        await this.content.progressCounts(
          partyId,
          rows.map((row) => row.productId),
        )
      ).map((row) => [row.productId, row]),
    );
    const now = this.clock();
    return {
      total,
      rows: rows.map((row) => {
        const count = counts.get(row.productId);
        const totalLessons = count?.totalLessons ?? 0;
        const completedLessons = count?.completedLessons ?? 0;
        return {
          productID: row.productId,
          productName: row.productName,
          productType: row.productType,
          validUntil: row.validUntil ? indiaDate(row.validUntil) : null,
          expired: isExpired(row, now),
          totalLessons,
          completedLessons,
          percent: percentOf(completedLessons, totalLessons),
          score: row.score,
        };
      }),
    };
  }
}
