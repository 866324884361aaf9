import {
  type CatalogueAdminReason,
  CatalogueAdminReasons,
  type CourseStatusReason,
  CourseStatusReasons,
  moduleSchema,
  ReasonCode,
  StaffAction,
  type StaffProductRow,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { CatalogueAdminRepository } from './catalogue-admin.repository';
import { toRow } from './catalogue-admin.service';
import { moduleStatusRefusal } from './course-lessons.guard';
import type { CourseLessonsRepository } from './course-lessons.repository';

const { refuse } = refusalsOf(CatalogueAdminReasons);
const statusRefusals = refusalsOf(CourseStatusReasons);

export interface CourseSettingsServiceDeps {
  catalogue: CatalogueAdminRepository;
  /** The modules' lesson counts, which switching a module of a course on sale depends on. */
  lessons: Pick<CourseLessonsRepository, 'readiness' | 'taughtElsewhere'>;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
}

/**
 * What staff set around a course besides its own fields: a module's title and whether learners see it
 * (/modules-list), and the category and 'looking for' maps the learner catalogue filters by (`001 §7`
 * updateCategoryMap, updateLookingforMap). Each change and its audit entry share one transaction.
 */
export class CourseSettingsService {
  constructor(private readonly deps: CourseSettingsServiceDeps) {}

  async renameModule(
    actor: StaffActor,
    moduleId: number,
    input: unknown,
  ): Promise<Outcome<undefined, CatalogueAdminReason> | InvalidField> {
    const checked = await checkSpecRules(moduleSchema, input);
    if (!checked.ok) return checked;
    const title = checked.value.title;
    return this.deps.transaction(async (tx): Promise<Outcome<undefined, CatalogueAdminReason>> => {
      const module = await this.deps.catalogue.findModuleForUpdate(tx, moduleId);
      if (!module) return refuse(ReasonCode.NOT_FOUND);
      await this.deps.catalogue.updateModule(tx, moduleId, { title });
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.MODULE_UPDATE,
        entityType: 'module',
        entityId: moduleId,
        before: { title: module.title },
        after: { title },
      });
      return accept();
    });
  }

  /**
   * Shows a module to learners or hides it. In a course on sale a module is switched on only with a
   * lesson, and the last active one is not switched off (issue 28 item 2); the product's lock is taken
   * as activating it takes it, so the two cannot cross.
   */
  async setModuleActive(
    actor: StaffActor,
    moduleId: number,
    active: boolean,
  ): Promise<Outcome<undefined, CourseStatusReason>> {
    return this.deps.transaction(async (tx): Promise<Outcome<undefined, CourseStatusReason>> => {
      const module = await this.deps.catalogue.findModuleForUpdate(tx, moduleId);
      if (!module) return statusRefusals.refuse(ReasonCode.NOT_FOUND);
      const product = await this.deps.catalogue.findForUpdate(tx, module.productId);
      if (product?.active && !(await this.deps.lessons.taughtElsewhere(tx, module.productId))) {
        const refusal = moduleStatusRefusal(
          await this.deps.lessons.readiness(tx, module.productId),
          moduleId,
          active,
        );
        if (refusal) return refusal;
      }
      await this.deps.catalogue.updateModule(tx, moduleId, { active });
      await this.deps.audit.record(tx, actor, {
        action: active ? StaffAction.MODULE_ACTIVATE : StaffAction.MODULE_DEACTIVATE,
        entityType: 'module',
        entityId: moduleId,
        before: { active: module.active },
        after: { active },
      });
      return accept();
    });
  }

  /** The course's extra categories; its main category is not repeated among them. */
  async setCategories(
    actor: StaffActor,
    productId: number,
    categoryIds: readonly number[],
  ): Promise<Outcome<StaffProductRow, CatalogueAdminReason>> {
    return this.deps.transaction(async (tx): Promise<Outcome<StaffProductRow, CatalogueAdminReason>> => {
      const before = await this.deps.catalogue.findForUpdate(tx, productId);
      if (!before) return refuse(ReasonCode.NOT_FOUND);
      const extra = categoryIds.filter((id) => id !== before.categoryId);
      if ((await this.deps.catalogue.countCategories(tx, extra)) !== extra.length) {
        return refuse(ReasonCode.CATALOGUE_CATEGORY_UNKNOWN);
      }
      const entry = await this.deps.catalogue.one(productId, tx);
      await this.deps.catalogue.replaceCategories(tx, productId, extra);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.PRODUCT_CATEGORIES,
        entityType: 'product',
        entityId: productId,
        before: { categoryIds: entry?.extraCategoryIds ?? [] },
        after: { categoryIds: extra },
      });
      const after = await this.deps.catalogue.one(productId, tx);
      return after ? accept(toRow(after)) : refuse(ReasonCode.NOT_FOUND);
    });
  }

  async setLookingFor(
    actor: StaffActor,
    productId: number,
    lookingForIds: readonly number[],
  ): Promise<Outcome<StaffProductRow, CatalogueAdminReason>> {
    return this.deps.transaction(async (tx): Promise<Outcome<StaffProductRow, CatalogueAdminReason>> => {
      const before = await this.deps.catalogue.findForUpdate(tx, productId);
      if (!before) return refuse(ReasonCode.NOT_FOUND);
      if ((await this.deps.catalogue.countLookingFor(tx, lookingForIds)) !== lookingForIds.length) {
        return refuse(ReasonCode.CATALOGUE_LOOKING_FOR_UNKNOWN);
      }
      const entry = await this.deps.catalogue.one(productId, tx);
      await this.deps.catalogue.replaceLookingFor(tx, productId, lookingForIds);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.PRODUCT_LOOKING_FOR,
        entityType: 'product',
        entityId: productId,
        before: { lookingForIds: entry?.lookingForIds ?? [] },
        after: { lookingForIds: [...lookingForIds] },
      });
      const after = await this.deps.catalogue.one(productId, tx);
      return after ? accept(toRow(after)) : refuse(ReasonCode.NOT_FOUND);
    });
  }
}
