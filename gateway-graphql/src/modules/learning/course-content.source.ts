import {
  type CourseContent as RestCourseContent,
  type CourseContentReason,
  type LessonCompleteRequest,
  type LessonProgress,
  type ProgressOverviewRow as RestProgressRow,
  type ProviderCredentials,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { GatewayErrorCode, gatewayError } from '../../errors/gateway-error';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { partyIdOf } from '../shared/caller';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { type FieldMap, refusalOf } from '../shared/user-errors';
import type {
  CompleteLessonPayload,
  CourseContent,
  CourseContentPayload,
  CourseProgress,
  ExternalProvider,
  ProgressOverviewPage,
} from './course-content.types';

/** Opening a product is about the product asked for; completing a lesson, about the lesson. */
const CONTENT_FIELDS = {
  NOT_FOUND: 'productId',
  NOT_ENROLLED: 'productId',
  ACCESS_EXPIRED: 'productId',
  VALIDATION_FAILED: 'productId',
} as const satisfies FieldMap<CourseContentReason>;

const LESSON_FIELDS = {
  NOT_FOUND: 'lessonId',
  NOT_ENROLLED: 'lessonId',
  ACCESS_EXPIRED: 'lessonId',
  VALIDATION_FAILED: 'lessonId',
} as const satisfies FieldMap<CourseContentReason>;

const progressOf = (partyId: number, row: LessonProgress): CourseProgress => ({
  id: `CourseProgress:${partyId}:${row.productID}`,
  productId: row.productID,
  totalLessons: row.totalLessons,
  completedLessons: row.completedLessons,
  percent: row.percent,
});

/** A held product opened, lessons completed, and the dashboard's progress overview. */
export class CourseContentSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async content(productId: number): Promise<CourseContentPayload> {
    const partyId = partyIdOf(this.session);
    const result = await this.upstream.call<RestCourseContent>({
      method: 'GET',
      path: RestPath.COURSE_MODULES,
      query: { partyID: partyId, productID: productId },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { content: null, userErrors: [refusalOf(CONTENT_FIELDS, result)] };
    const content = result.envelope.responseObject;
    if (!content) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
    const shaped = this.toContent(partyId, content);
    if (content.externalProvider) shaped.externalProvider = await this.provider(partyId, productId);
    return { content: shaped, userErrors: [] };
  }

  /** The provider and the learner's login there: asked only for a product a provider teaches. */
  private async provider(partyId: number, productId: number): Promise<ExternalProvider> {
    const envelope = await this.upstream.request<ProviderCredentials>({
      method: 'GET',
      path: RestPath.PROVIDER_CREDENTIALS,
      query: { partyID: partyId, productID: productId },
      auth: 'user',
    });
    const credentials = envelope.responseObject;
    if (!credentials) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
    return {
      providerName: credentials.providerName,
      launchUrl: credentials.launchUrl,
      loginId: credentials.loginID,
    };
  }

  async completeLesson(lessonId: number): Promise<CompleteLessonPayload> {
    const partyId = partyIdOf(this.session);
    const body: LessonCompleteRequest = { partyID: partyId, lessonID: lessonId };
    const result = await this.upstream.call<LessonProgress>({
      method: 'POST',
      path: RestPath.LESSON_COMPLETE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { content: null, userErrors: [refusalOf(LESSON_FIELDS, result)] };
    const progress = result.envelope.responseObject;
    if (!progress) throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.INTERNAL);
    // The product as it now stands, so the page's lessons and bar (and the dashboard's row) update at once.
    const after = await this.content(progress.productID);
    return { content: after.content, userErrors: after.userErrors };
  }

  async overview(page: number, limit: number): Promise<ProgressOverviewPage> {
    const partyId = partyIdOf(this.session);
    const envelope = await this.upstream.request<never, RestProgressRow>({
      method: 'GET',
      path: RestPath.PROGRESS_OVERVIEW,
      query: { partyID: partyId, page, limit },
      auth: 'user',
    });
    return {
      page,
      limit,
      totalRecords: envelope.totalRecords ?? 0,
      items: listOf(envelope).map((row) => ({
        id: `ProgressOverviewRow:${partyId}:${row.productID}`,
        productId: row.productID,
        productName: row.productName,
        productType: row.productType,
        validUntil: row.validUntil,
        expired: row.expired,
        progress: progressOf(partyId, row),
        score: row.score ?? null,
      })),
    };
  }

  private toContent(partyId: number, content: RestCourseContent): CourseContent {
    return {
      id: `CourseContent:${partyId}:${content.productID}`,
      productId: content.productID,
      productName: content.productName,
      productType: content.productType,
      validUntil: content.validUntil,
      externalProvider: content.externalProvider ? { ...content.externalProvider, loginId: null } : null,
      progress: progressOf(partyId, content),
      modules: content.modules.map((module) => ({
        id: `CourseModule:${module.moduleID}`,
        moduleId: module.moduleID,
        sequence: module.sequence,
        title: module.title,
        lessons: module.lessons.map((lesson) => ({
          id: `CourseLesson:${partyId}:${lesson.lessonID}`,
          lessonId: lesson.lessonID,
          sequence: lesson.sequence,
          kind: lesson.kind,
          title: lesson.title,
          minutes: lesson.minutes,
          url: lesson.url,
          completed: lesson.completed,
        })),
      })),
    };
  }
}
