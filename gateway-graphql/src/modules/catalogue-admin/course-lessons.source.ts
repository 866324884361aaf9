import {
  CatalogueAdminMessage,
  type CourseLessonsReason,
  type CourseLessonsView,
  isLessonKind,
  LESSON_DOCUMENT_MAX_BYTES,
  LessonKind,
  type LessonMoveRequest,
  type LessonSaveRequest,
  lessonSchema,
  messageFor,
  ReasonCode,
  RestPath,
  VIDEO_MAX_BYTES,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { UpstreamResult } from '../../upstream/upstream-errors';
import type { RequestScope } from '../shared/request-scope';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { type FieldMap, refusalOf, ruleError } from '../shared/user-errors';
import { LESSON_ACTION_FIELDS, LESSON_SAVE_FIELDS, MODULE_LESSONS_FIELDS } from './course-lessons.errors';
import type {
  CourseLessons,
  CourseLessonsPayload,
  LessonFileInput,
  LessonInput,
} from './course-lessons.types';

const toLessons = (view: CourseLessonsView): CourseLessons => {
  const { productID, ...module } = view.module;
  return {
    id: `CourseLessons:${module.moduleId}`,
    module: { id: `StaffModule:${module.moduleId}`, productId: productID, ...module },
    productActive: view.productActive,
    assessment: view.assessment,
    lessons: view.lessons.map((lesson) => ({ id: `StaffLesson:${lesson.lessonId}`, ...lesson })),
  };
};

const payloadOf = (
  result: UpstreamResult<CourseLessonsView, unknown>,
  fields: FieldMap<CourseLessonsReason>,
): CourseLessonsPayload => {
  if (!result.ok) return { lessons: null, userErrors: [refusalOf(fields, result)] };
  const view = result.envelope.responseObject;
  return { lessons: view ? toLessons(view) : null, userErrors: [] };
};

/** A module's lessons (issue 28 item 2), for admin: read, add or edit (with a file or without), move, remove. */
export class CourseLessonsSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: Pick<RequestScope, 'upstream'>) {
    this.upstream = scope.upstream;
  }

  async lessons(moduleId: number): Promise<CourseLessonsPayload> {
    const result = await this.upstream.call<CourseLessonsView>({
      method: 'GET',
      path: RestPath.MODULE_LESSONS,
      query: { moduleId },
      auth: 'user',
      allowFailure: true,
    });
    return payloadOf(result, MODULE_LESSONS_FIELDS);
  }

  /**
   * A lesson without a new file (GraphQL), or with one (the upload route): the form's rules are checked
   * here first, each on its field; the file's own (kind, size, bytes) and a video's length in REST.
   */
  async save(input: LessonInput | LessonFileInput): Promise<CourseLessonsPayload> {
    const userErrors = schemaRuleErrors(lessonSchema, {
      kind: input.kind,
      title: input.title,
      minutes: input.minutes ?? null,
      url: input.url ?? null,
    });
    if (userErrors.length > 0) return { lessons: null, userErrors };
    const kind = input.kind;
    if (!isLessonKind(kind)) {
      return { lessons: null, userErrors: [ruleError('input.kind', CatalogueAdminMessage.LESSON_KIND)] };
    }
    const file = 'file' in input ? input.file : null;
    const limit = kind === LessonKind.VIDEO ? VIDEO_MAX_BYTES : LESSON_DOCUMENT_MAX_BYTES;
    if (file && file.bytes.length > limit) {
      // Refused before it is sent on, with the kind's own words.
      const code =
        kind === LessonKind.VIDEO ? ReasonCode.VIDEO_TOO_LARGE : ReasonCode.LESSON_DOCUMENT_TOO_LARGE;
      return { lessons: null, userErrors: [{ code, field: 'input.file', message: messageFor(code) }] };
    }
    const body: LessonSaveRequest = {
      moduleId: input.moduleId,
      ...(input.lessonId ? { lessonId: input.lessonId } : {}),
      kind,
      title: input.title,
      minutes: input.minutes ?? null,
      url: input.url ?? null,
      durationSeconds: 'durationSeconds' in input ? input.durationSeconds : null,
      file: file ? { fileName: file.fileName, content: file.bytes.toString('base64') } : null,
    };
    const result = await this.upstream.call<CourseLessonsView>({
      method: 'POST',
      path: RestPath.LESSON_SAVE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return payloadOf(result, LESSON_SAVE_FIELDS);
  }

  async move(lessonId: number, direction: LessonMoveRequest['direction']): Promise<CourseLessonsPayload> {
    const body: LessonMoveRequest = { lessonId, direction };
    const result = await this.upstream.call<CourseLessonsView>({
      method: 'POST',
      path: RestPath.LESSON_MOVE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return payloadOf(result, LESSON_ACTION_FIELDS);
  }

  async remove(lessonId: number): Promise<CourseLessonsPayload> {
    const result = await this.upstream.call<CourseLessonsView>({
      method: 'DELETE',
      path: RestPath.LESSON_SAVE,
      query: { lessonId },
      auth: 'user',
      allowFailure: true,
    });
    return payloadOf(result, LESSON_ACTION_FIELDS);
  }
}
