import {
  learningPathSchema,
  learningPathSequenceFault,
  learningPathSequenceText,
  LearningPathReasons,
  type LearningPathRow,
  ReasonCode,
  StaffAction,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type ExplainedRefusal, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { LearningPathFilter, LearningPathsRepository } from './learning-paths.repository';

const { refuse, refuseAt } = refusalsOf(LearningPathReasons);

export interface LearningPathsServiceDeps {
  paths: LearningPathsRepository;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
}

type SaveOutcome = Outcome<LearningPathRow> | InvalidField | ExplainedRefusal;

const audited = (row: Pick<LearningPathRow, 'name' | 'description'>, productIds: readonly number[]) => ({
  name: row.name,
  description: row.description,
  productIds: [...productIds],
});

/**
 * Learning paths (`001 §2` /learning-path): staff name an ordered sequence of courses, which must follow
 * the prerequisites (the sequence check); learners see the active ones. Each change and its audit entry
 * share one transaction, and the prerequisites are read inside it.
 */
export class LearningPathsService {
  constructor(private readonly deps: LearningPathsServiceDeps) {}

  list(filter: LearningPathFilter): Promise<{ rows: LearningPathRow[]; total: number }> {
    return this.deps.paths.list(filter);
  }

  active(): Promise<LearningPathRow[]> {
    return this.deps.paths.active();
  }

  async one(pathId: number): Promise<Outcome<LearningPathRow>> {
    const row = await this.deps.paths.one(pathId);
    return row ? accept(row) : refuse(ReasonCode.NOT_FOUND);
  }

  /** Creates (no id; inactive until activated) or edits a path after the sequence check. */
  async save(actor: StaffActor, pathId: number | undefined, input: unknown): Promise<SaveOutcome> {
    const checked = await checkSpecRules(learningPathSchema, input);
    if (!checked.ok) return checked;
    const fields = { name: checked.value.name, description: checked.value.description ?? '' };
    const productIds = checked.value.productIds;
    return this.deps.transaction(async (tx): Promise<SaveOutcome> => {
      let before: LearningPathRow | undefined;
      if (pathId !== undefined) {
        if (!(await this.deps.paths.findForUpdate(tx, pathId))) return refuse(ReasonCode.NOT_FOUND);
        before = await this.deps.paths.one(pathId, tx);
      }
      const courses = await this.deps.paths.courseNames(tx, productIds);
      if (courses.size !== productIds.length) return refuse(ReasonCode.LEARNING_PATH_COURSE_UNKNOWN);
      const fault = learningPathSequenceFault(
        productIds,
        await this.deps.paths.prerequisitesOf(tx, productIds),
      );
      if (fault) {
        const names = await this.deps.paths.productNames(tx, [fault.productId, fault.prerequisiteId]);
        // The course at fault is named by its place in the list; the text, naming both, is for reading.
        return refuseAt(
          ReasonCode.LEARNING_PATH_SEQUENCE,
          `productIds.${fault.index}`,
          learningPathSequenceText(
            names.get(fault.productId) ?? String(fault.productId),
            names.get(fault.prerequisiteId) ?? String(fault.prerequisiteId),
          ),
        );
      }
      const id = before ? before.pathId : await this.deps.paths.insert(tx, fields);
      if (before) await this.deps.paths.update(tx, id, fields);
      await this.deps.paths.replaceCourses(tx, id, productIds);
      await this.deps.audit.record(tx, actor, {
        action: before ? StaffAction.LEARNING_PATH_UPDATE : StaffAction.LEARNING_PATH_CREATE,
        entityType: 'learning-path',
        entityId: id,
        before: before
          ? audited(
              before,
              before.courses.map((course) => course.productID),
            )
          : null,
        after: audited(fields, productIds),
      });
      const saved = await this.deps.paths.one(id, tx);
      return saved ? accept(saved) : refuse(ReasonCode.NOT_FOUND);
    });
  }

  /** Learners see a path as soon as it is active, and no longer once it is not. */
  async setActive(actor: StaffActor, pathId: number, active: boolean): Promise<Outcome> {
    return this.deps.transaction(async (tx): Promise<Outcome> => {
      const path = await this.deps.paths.findForUpdate(tx, pathId);
      if (!path) return refuse(ReasonCode.NOT_FOUND);
      await this.deps.paths.setActive(tx, pathId, active);
      await this.deps.audit.record(tx, actor, {
        action: active ? StaffAction.LEARNING_PATH_ACTIVATE : StaffAction.LEARNING_PATH_DEACTIVATE,
        entityType: 'learning-path',
        entityId: pathId,
        before: { active: path.active },
        after: { active },
      });
      return accept();
    });
  }
}
