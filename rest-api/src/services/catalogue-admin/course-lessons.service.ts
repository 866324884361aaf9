import { randomUUID } from 'node:crypto';
import {
  ASSESSMENT_MINUTES,
  CatalogueAdminMessage,
  checkLessonDuration,
  type CourseLessonsReason,
  CourseLessonsReasons,
  type CourseLessonsView,
  LESSON_DOCUMENT_MAX_BYTES,
  LessonKind,
  lessonMinutesOf,
  lessonSchema,
  ReasonCode,
  StaffAction,
  type StaffLessonRow,
  VIDEO_MAX_BYTES,
} from '@finx/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { RunInTransaction } from '../../db/database';
import type { DocumentLinks } from '../../providers/documents/document-link';
import type { DocumentStore } from '../../providers/documents/document-store';
import {
  LESSON_CONTENT_TYPES,
  type LessonExtension,
  lessonAssetId,
  storeKeyOfLessonAsset,
} from '../../providers/documents/lesson-asset';
import {
  accept,
  type InvalidField,
  invalidField,
  type Outcome,
  type Refusal,
  refusalsOf,
} from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type {
  CourseLessonsRepository,
  LessonFields,
  LessonModule,
  LessonRecord,
} from './course-lessons.repository';

const { refuse } = refusalsOf(CourseLessonsReasons);

export interface CourseLessonsServiceDeps {
  lessons: CourseLessonsRepository;
  store: DocumentStore;
  links: DocumentLinks;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
  /** How many questions a product's own test has (the assessment feature's). */
  questionCount: (productId: number) => Promise<number>;
  clock?: () => number;
}

/** A lesson to add (no `lessonId`) or edit, as the route parsed it; the rules are the service's. */
export interface LessonSaveInput {
  moduleId: number;
  lessonId?: number;
  kind: unknown;
  title: unknown;
  minutes?: unknown;
  durationSeconds?: unknown;
  url?: unknown;
  file?: { fileName: string; content: string } | null;
}

type LessonsOutcome = Outcome<CourseLessonsView, CourseLessonsReason> | InvalidField;

/** A file judged by its bytes for the kind of lesson it is for. */
interface JudgedFile {
  bytes: Buffer;
  extension: LessonExtension;
  fileName: string;
}

const FILE_KINDS: readonly LessonKind[] = [LessonKind.VIDEO, LessonKind.DOCUMENT];

/** What the audit log keeps of a lesson. */
const audited = (lesson: LessonFields & { sequence?: number }) => ({
  kind: lesson.kind,
  title: lesson.title,
  minutes: lesson.minutes,
  documentId: lesson.documentId,
  fileName: lesson.fileName,
  url: lesson.url,
  assessmentProductId: lesson.assessmentProductId,
  ...(lesson.sequence === undefined ? {} : { sequence: lesson.sequence }),
});

/**
 * A module's lessons (issue 28 item 2, docs/decisions/course-lessons.md): admin add a video, a document,
 * a link or the course's test, edit, reorder and remove them. A file goes to the document store before
 * its row (a failed save deletes it again), a replaced or removed file after the row is committed. Each
 * change and its audit entry share one transaction under the module's lock.
 */
export class CourseLessonsService {
  private readonly clock: () => number;

  constructor(private readonly deps: CourseLessonsServiceDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  async view(actor: StaffActor, moduleId: number): Promise<Outcome<CourseLessonsView, CourseLessonsReason>> {
    const module = await this.deps.lessons.module(moduleId);
    if (!module) return refuse(ReasonCode.NOT_FOUND);
    const [lessons, questionCount] = await Promise.all([
      this.deps.lessons.lessons(moduleId),
      this.deps.questionCount(module.productId),
    ]);
    return accept({
      module: {
        moduleId: module.moduleId,
        productID: module.productId,
        productName: module.productName,
        sequence: module.sequence,
        title: module.title,
        active: module.active,
        lessonCount: lessons.length,
      },
      productActive: module.productActive,
      assessment: questionCount > 0 ? { questionCount, minutes: ASSESSMENT_MINUTES } : null,
      lessons: lessons.map((lesson): StaffLessonRow => ({
        lessonId: lesson.lessonId,
        moduleId: lesson.moduleId,
        sequence: lesson.sequence,
        kind: lesson.kind,
        title: lesson.title,
        minutes: lesson.minutes,
        fileName: lesson.fileName,
        previewUrl:
          lesson.documentId === null
            ? null
            : this.deps.links.issue(lesson.documentId, actor.partyId, this.clock()),
        url: lesson.url,
        assessmentProductId: lesson.assessmentProductId,
        completions: lesson.completions,
      })),
    });
  }

  async save(actor: StaffActor, input: LessonSaveInput): Promise<LessonsOutcome> {
    const checked = await checkSpecRules(lessonSchema, {
      kind: input.kind,
      title: input.title,
      minutes: input.minutes,
      url: input.url,
    });
    if (!checked.ok) return checked;
    const { kind } = checked.value;
    const module = await this.deps.lessons.module(input.moduleId);
    if (!module) return refuse(ReasonCode.NOT_FOUND);
    const existing = input.lessonId === undefined ? null : await this.deps.lessons.lesson(input.lessonId);
    if (existing === undefined || (existing && existing.moduleId !== module.moduleId)) {
      return refuse(ReasonCode.NOT_FOUND);
    }
    const file = await this.judgeFile(kind, input.file ?? null);
    if (file && !('bytes' in file)) return file;

    const made = await this.fieldsOf(module, existing, checked.value, input.durationSeconds, file);
    if (!made.ok) return made;
    const fields = made.value;
    if (file) fields.fileName = file.fileName;

    let stored: string | null = null;
    if (file) {
      fields.documentId = lessonAssetId(module.productId, randomUUID(), file.extension);
      stored = storeKeyOfLessonAsset(fields.documentId);
      await this.deps.store.put(stored!, file.bytes, LESSON_CONTENT_TYPES[file.extension]);
    }
    let released: string | null;
    try {
      const outcome = await this.deps.transaction(
        async (tx): Promise<Outcome<string | null, CourseLessonsReason>> => {
          const locked = await this.deps.lessons.moduleForUpdate(tx, module.moduleId);
          if (!locked) return refuse(ReasonCode.NOT_FOUND);
          const before = existing ? await this.deps.lessons.lesson(existing.lessonId, tx) : null;
          if (existing && (!before || before.moduleId !== locked.moduleId))
            return refuse(ReasonCode.NOT_FOUND);
          const lessonId = before
            ? before.lessonId
            : await this.deps.lessons.insert(tx, locked.moduleId, fields);
          if (before) await this.deps.lessons.update(tx, before.lessonId, fields);
          await this.deps.audit.record(tx, actor, {
            action: before ? StaffAction.LESSON_UPDATE : StaffAction.LESSON_CREATE,
            entityType: 'lesson',
            entityId: lessonId,
            before: before ? audited(before) : null,
            after: { moduleId: locked.moduleId, ...audited(fields) },
          });
          // The file the lesson played before, when this save let go of it.
          return accept(
            before?.documentId && before.documentId !== fields.documentId ? before.documentId : null,
          );
        },
      );
      if (!outcome.ok) {
        if (stored) await this.deps.store.delete(stored);
        return outcome;
      }
      released = outcome.value;
    } catch (error) {
      if (stored) await this.deps.store.delete(stored);
      throw error;
    }
    await this.forget(released);
    return this.view(actor, module.moduleId);
  }

  /** One place up or down; at either end nothing moves (the answer is the module as it stands). */
  async move(
    actor: StaffActor,
    lessonId: number,
    direction: 'up' | 'down',
  ): Promise<Outcome<CourseLessonsView, CourseLessonsReason>> {
    const lesson = await this.deps.lessons.lesson(lessonId);
    if (!lesson) return refuse(ReasonCode.NOT_FOUND);
    const outcome = await this.deps.transaction(async (tx): Promise<Outcome<number, CourseLessonsReason>> => {
      const module = await this.deps.lessons.moduleForUpdate(tx, lesson.moduleId);
      if (!module) return refuse(ReasonCode.NOT_FOUND);
      const lessons = await this.deps.lessons.lessons(module.moduleId, tx);
      const at = lessons.findIndex((row) => row.lessonId === lessonId);
      if (at < 0) return refuse(ReasonCode.NOT_FOUND);
      const other = lessons[direction === 'up' ? at - 1 : at + 1];
      const moving = lessons[at]!;
      if (!other) return accept(module.moduleId);
      await this.deps.lessons.swap(tx, moving, other);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.LESSON_MOVE,
        entityType: 'lesson',
        entityId: lessonId,
        before: { sequence: moving.sequence },
        after: { sequence: other.sequence },
      });
      return accept(module.moduleId);
    });
    return outcome.ok ? this.view(actor, outcome.value) : outcome;
  }

  /**
   * Removes a lesson nobody has completed (a completion is a learner's record: their percentages and the
   * course's completion rest on it), unless it is the last lesson of an active module of a course on sale.
   */
  async remove(
    actor: StaffActor,
    lessonId: number,
  ): Promise<Outcome<CourseLessonsView, CourseLessonsReason>> {
    const lesson = await this.deps.lessons.lesson(lessonId);
    if (!lesson) return refuse(ReasonCode.NOT_FOUND);
    const outcome = await this.deps.transaction(
      async (tx): Promise<Outcome<{ moduleId: number; file: string | null }, CourseLessonsReason>> => {
        const module = await this.deps.lessons.moduleForUpdate(tx, lesson.moduleId);
        if (!module) return refuse(ReasonCode.NOT_FOUND);
        const current = await this.deps.lessons.lesson(lessonId, tx);
        if (!current) return refuse(ReasonCode.NOT_FOUND);
        if ((await this.deps.lessons.completions(tx, lessonId)) > 0)
          return refuse(ReasonCode.LESSON_HAS_PROGRESS);
        if (module.productActive && module.active && module.lessonCount <= 1) {
          return refuse(ReasonCode.LESSON_LAST_ON_SALE);
        }
        await this.deps.lessons.remove(tx, current);
        await this.deps.audit.record(tx, actor, {
          action: StaffAction.LESSON_REMOVE,
          entityType: 'lesson',
          entityId: lessonId,
          before: { moduleId: current.moduleId, ...audited(current) },
          after: null,
        });
        return accept({ moduleId: module.moduleId, file: current.documentId });
      },
    );
    if (!outcome.ok) return outcome;
    await this.forget(outcome.value.file);
    return this.view(actor, outcome.value.moduleId);
  }

  /** A stored file no lesson plays any more is deleted; the sample media of the asset folder are kept. */
  private async forget(documentId: string | null): Promise<void> {
    const key = documentId ? storeKeyOfLessonAsset(documentId) : null;
    if (!documentId || !key) return;
    if (await this.deps.lessons.fileInUse(documentId)) return;
    await this.deps.store.delete(key);
  }

  /** The file judged by its bytes against the lesson's kind: a video MP4 or WebM, a document a PDF. */
  private async judgeFile(
    kind: LessonKind,
    file: { fileName: string; content: string } | null,
  ): Promise<JudgedFile | Refusal<CourseLessonsReason> | InvalidField | null> {
    if (!file) return null;
    if (!FILE_KINDS.includes(kind)) return invalidField(CatalogueAdminMessage.LESSON_KIND);
    const bytes = Buffer.from(file.content, 'base64');
    const video = kind === LessonKind.VIDEO;
    if (bytes.length > (video ? VIDEO_MAX_BYTES : LESSON_DOCUMENT_MAX_BYTES)) {
      return refuse(video ? ReasonCode.VIDEO_TOO_LARGE : ReasonCode.LESSON_DOCUMENT_TOO_LARGE);
    }
    const found = (await fileTypeFromBuffer(bytes))?.ext;
    const videoExtension = found === 'webm' || found === 'mp4' ? found : null;
    const extension: LessonExtension | null = video ? videoExtension : found === 'pdf' ? found : null;
    if (!extension)
      return refuse(video ? ReasonCode.VIDEO_INVALID_FORMAT : ReasonCode.LESSON_DOCUMENT_INVALID);
    return { bytes, extension, fileName: file.fileName.trim().slice(0, 200) || `lesson.${extension}` };
  }

  /**
   * The lesson's row as its kind makes it: a video's minutes from its length (a new file's, else the
   * lesson keeps its own), a document's and a link's as entered, a test's the assessment's.
   */
  private async fieldsOf(
    module: LessonModule,
    existing: LessonRecord | null,
    value: { kind: LessonKind; title: string; minutes?: number | null; url?: string | null },
    durationSeconds: unknown,
    file: JudgedFile | null,
  ): Promise<Outcome<LessonFields, CourseLessonsReason> | InvalidField> {
    const kept = existing && existing.kind === value.kind ? existing : null;
    const base: LessonFields = {
      kind: value.kind,
      title: value.title,
      minutes: value.minutes ?? 0,
      documentId: null,
      fileName: null,
      url: null,
      assessmentProductId: null,
    };
    switch (value.kind) {
      case LessonKind.VIDEO: {
        if (!file) {
          if (!kept?.documentId) return invalidField(CatalogueAdminMessage.LESSON_VIDEO_FILE);
          return accept({
            ...base,
            minutes: kept.minutes,
            documentId: kept.documentId,
            fileName: kept.fileName,
          });
        }
        const wrong = checkLessonDuration(durationSeconds);
        if (wrong !== null || typeof durationSeconds !== 'number') {
          return invalidField(wrong ?? CatalogueAdminMessage.LESSON_DURATION);
        }
        return accept({ ...base, minutes: lessonMinutesOf(durationSeconds) });
      }
      case LessonKind.DOCUMENT:
        if (file) return accept(base);
        if (!kept?.documentId) return invalidField(CatalogueAdminMessage.LESSON_DOCUMENT_FILE);
        return accept({ ...base, documentId: kept.documentId, fileName: kept.fileName });
      case LessonKind.LINK:
        return accept({ ...base, url: value.url ?? null });
      case LessonKind.TEST:
        if ((await this.deps.questionCount(module.productId)) === 0)
          return refuse(ReasonCode.LESSON_NO_ASSESSMENT);
        return accept({ ...base, minutes: ASSESSMENT_MINUTES, assessmentProductId: module.productId });
    }
  }
}
