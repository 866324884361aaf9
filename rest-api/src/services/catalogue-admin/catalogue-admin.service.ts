import {
  type CatalogueAdminReason,
  CatalogueAdminReasons,
  type CourseStatusReason,
  CourseStatusReasons,
  moduleSchema,
  productSchema,
  productValiditySchema,
  type StaffPrerequisiteRow,
  ReasonCode,
  StaffAction,
  type StaffModuleRow,
  type StaffProductRow,
} from '@finx/domain';
import type { RunInTransaction, Transaction } from '../../db/database';
import { rupees } from '../../formats/rupees';
import { accept, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type {
  CatalogueAdminRepository,
  ProductFields,
  ProductRecord,
  StaffProductEntry,
  StaffProductFilter,
} from './catalogue-admin.repository';
import { activationRefusal } from './course-lessons.guard';
import type { CourseLessonsRepository } from './course-lessons.repository';
import { prerequisiteSequenceRefusal } from './prerequisite-sequence';

const { refuse } = refusalsOf(CatalogueAdminReasons);
const statusRefusals = refusalsOf(CourseStatusReasons);

export const toRow = ({
  product,
  categoryName,
  moduleCount,
  extraCategoryIds,
  lookingForIds,
}: StaffProductEntry): StaffProductRow => ({
  productID: product.productId,
  productName: product.name,
  productType: product.type,
  description: product.description,
  categoryId: product.categoryId,
  categoryName,
  subjectArea: product.subjectArea,
  level: product.level,
  durationMinutes: product.durationMinutes,
  productPrice: rupees(product.pricePaise),
  courseType: product.courseType,
  validityDays: product.validityDays,
  parentProductId: product.parentProductId,
  active: product.active,
  moduleCount,
  createdDate: product.createdAt.toISOString(),
  extraCategoryIds: extraCategoryIds ?? [],
  lookingForIds: lookingForIds ?? [],
});

/** What the audit log keeps of a product before and after a change. */
const auditedFields = (product: ProductFields & { active?: boolean }) => ({
  name: product.name,
  type: product.type,
  description: product.description,
  categoryId: product.categoryId,
  subjectArea: product.subjectArea,
  level: product.level,
  durationMinutes: product.durationMinutes,
  pricePaise: product.pricePaise,
  courseType: product.courseType ?? null,
  validityDays: product.validityDays ?? null,
  parentProductId: product.parentProductId ?? null,
  ...(product.active === undefined ? {} : { active: product.active }),
});

export interface CatalogueAdminServiceDeps {
  catalogue: CatalogueAdminRepository;
  /** The modules' lesson counts, which activating a product depends on. */
  lessons: Pick<CourseLessonsRepository, 'readiness' | 'taughtElsewhere'>;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
}

/**
 * Catalogue management (issue 13 item 2): staff add and edit products, price them, hang add-ons under a
 * parent course, activate and deactivate them, and admin add modules. The learner catalogue reads the
 * same rows, so a change shows there at once. Every change and its audit entry share one transaction.
 */
export class CatalogueAdminService {
  constructor(private readonly deps: CatalogueAdminServiceDeps) {}

  async list(filter: StaffProductFilter): Promise<{ rows: StaffProductRow[]; total: number }> {
    const { entries, total } = await this.deps.catalogue.list(filter);
    return { rows: entries.map(toRow), total };
  }

  async one(productId: number): Promise<Outcome<StaffProductRow, CatalogueAdminReason>> {
    const entry = await this.deps.catalogue.one(productId);
    return entry ? accept(toRow(entry)) : refuse(ReasonCode.NOT_FOUND);
  }

  modules(productId?: number): Promise<StaffModuleRow[]> {
    return this.deps.catalogue.modules(productId);
  }

  /** Creates (no id) or edits a product; a new one stays out of the learner catalogue until activated. */
  async save(
    actor: StaffActor,
    productId: number | undefined,
    input: unknown,
  ): Promise<Outcome<StaffProductRow, CatalogueAdminReason> | InvalidField> {
    const checked = await checkSpecRules(productSchema, input);
    if (!checked.ok) return checked;
    const value = checked.value;
    const fields: ProductFields = {
      name: value.productName,
      type: value.productType,
      description: value.description,
      categoryId: value.categoryId,
      subjectArea: value.subjectArea,
      level: value.level,
      durationMinutes: value.durationMinutes,
      pricePaise: Math.round(value.productPrice * 100),
      courseType: value.courseType ?? null,
      validityDays: value.validityDays ?? null,
      parentProductId: value.parentProductId ?? null,
    };
    const outcome = await this.deps.transaction(
      async (tx): Promise<Outcome<number, CatalogueAdminReason>> => {
        const before =
          productId === undefined ? null : await this.deps.catalogue.findForUpdate(tx, productId);
        if (productId !== undefined && !before) return refuse(ReasonCode.NOT_FOUND);
        if (!(await this.deps.catalogue.categoryExists(tx, fields.categoryId))) {
          return refuse(ReasonCode.CATALOGUE_CATEGORY_UNKNOWN);
        }
        const refusal = await this.addOnRule(tx, productId, fields);
        if (refusal) return refusal;
        const saved = before
          ? await this.deps.catalogue.update(tx, before.productId, fields)
          : await this.deps.catalogue.insert(tx, fields);
        await this.deps.audit.record(tx, actor, {
          action: before ? StaffAction.PRODUCT_UPDATE : StaffAction.PRODUCT_CREATE,
          entityType: 'product',
          entityId: saved.productId,
          before: before ? auditedFields(before) : null,
          after: auditedFields(saved),
        });
        return accept(saved.productId);
      },
    );
    if (!outcome.ok) return outcome;
    return this.one(outcome.value);
  }

  /**
   * `001 §7` updateAddOnCourse: a course becomes an add-on of a parent course, or stands alone again
   * (null), under the same add-on rules as a save; audited as a product update.
   */
  async setParent(
    actor: StaffActor,
    productId: number,
    parentProductId: number | null,
  ): Promise<Outcome<StaffProductRow, CatalogueAdminReason>> {
    const outcome = await this.deps.transaction(
      async (tx): Promise<Outcome<number, CatalogueAdminReason>> => {
        const before = await this.deps.catalogue.findForUpdate(tx, productId);
        if (!before) return refuse(ReasonCode.NOT_FOUND);
        if (parentProductId !== null && before.type !== 'COURSE') {
          return refuse(ReasonCode.CATALOGUE_PARENT_INVALID);
        }
        const { name, type, description, categoryId, subjectArea, level, durationMinutes } = before;
        const fields: ProductFields = {
          ...{ name, type, description, categoryId, subjectArea, level, durationMinutes },
          pricePaise: before.pricePaise,
          courseType: before.courseType,
          validityDays: before.validityDays,
          parentProductId,
        };
        const refusal = await this.addOnRule(tx, productId, fields);
        if (refusal) return refusal;
        const saved = await this.deps.catalogue.update(tx, productId, fields);
        await this.deps.audit.record(tx, actor, {
          action: StaffAction.PRODUCT_UPDATE,
          entityType: 'product',
          entityId: productId,
          before: { parentProductId: before.parentProductId },
          after: { parentProductId: saved.parentProductId },
        });
        return accept(productId);
      },
    );
    if (!outcome.ok) return outcome;
    return this.one(outcome.value);
  }

  /**
   * The add-on rules (`001 §7` getMaxPriceOfParentCourses, checkIfChildOrParentExists): an add-on hangs
   * under another course that is no add-on itself, costs at most that parent, and a parent's price may
   * not drop below its dearest add-on. One level only: a course with add-ons cannot become one.
   */
  private async addOnRule(
    tx: Transaction,
    productId: number | undefined,
    fields: ProductFields,
  ): Promise<Outcome<never, CatalogueAdminReason> | null> {
    if (productId !== undefined) {
      const dearestAddOn = await this.deps.catalogue.maxAddOnPricePaise(tx, productId);
      if (dearestAddOn !== null && fields.parentProductId !== null) {
        return refuse(ReasonCode.CATALOGUE_PARENT_INVALID);
      }
      if (dearestAddOn !== null && dearestAddOn > fields.pricePaise) {
        return refuse(ReasonCode.CATALOGUE_BELOW_ADD_ON);
      }
    }
    if (fields.parentProductId === null || fields.parentProductId === undefined) return null;
    if (fields.parentProductId === productId) return refuse(ReasonCode.CATALOGUE_PARENT_INVALID);
    const parent: ProductRecord | undefined = await this.deps.catalogue.findForUpdate(
      tx,
      fields.parentProductId,
    );
    if (!parent || parent.type !== 'COURSE' || parent.parentProductId !== null) {
      return refuse(ReasonCode.CATALOGUE_PARENT_INVALID);
    }
    if (fields.pricePaise > parent.pricePaise) return refuse(ReasonCode.CATALOGUE_ADD_ON_PRICE);
    return null;
  }

  /**
   * `001 §4` product active/inactive toggle: the learner catalogue lists active products only. A product
   * is activated only with a lesson in each active module (issue 28 item 2), unless an external provider
   * teaches it; its modules are read under the product's lock, which lesson removal takes too.
   */
  async setActive(
    actor: StaffActor,
    productId: number,
    active: boolean,
  ): Promise<Outcome<undefined, CourseStatusReason>> {
    return this.deps.transaction(async (tx): Promise<Outcome<undefined, CourseStatusReason>> => {
      const product = await this.deps.catalogue.findForUpdate(tx, productId);
      if (!product) return statusRefusals.refuse(ReasonCode.NOT_FOUND);
      if (active && !product.active && !(await this.deps.lessons.taughtElsewhere(tx, productId))) {
        const refusal = activationRefusal(await this.deps.lessons.readiness(tx, productId));
        if (refusal) return refusal;
      }
      await this.deps.catalogue.setActive(tx, productId, active);
      await this.deps.audit.record(tx, actor, {
        action: active ? StaffAction.PRODUCT_ACTIVATE : StaffAction.PRODUCT_DEACTIVATE,
        entityType: 'product',
        entityId: productId,
        before: { active: product.active },
        after: { active },
      });
      return accept();
    });
  }

  /**
   * A module at the end of a product's sequence (admin: /modules-list is theirs alone); inactive when
   * the product is active, so a course on sale never shows a module with nothing in it.
   */
  async addModule(
    actor: StaffActor,
    productId: number,
    input: unknown,
  ): Promise<Outcome<StaffModuleRow, CatalogueAdminReason> | InvalidField> {
    const checked = await checkSpecRules(moduleSchema, input);
    if (!checked.ok) return checked;
    return this.deps.transaction(async (tx): Promise<Outcome<StaffModuleRow, CatalogueAdminReason>> => {
      const product = await this.deps.catalogue.findForUpdate(tx, productId);
      if (!product) return refuse(ReasonCode.NOT_FOUND);
      // A course on sale gets its new module switched off: learners see it once it has lessons.
      const created = await this.deps.catalogue.insertModule(
        tx,
        productId,
        checked.value.title,
        !product.active,
      );
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.MODULE_CREATE,
        entityType: 'module',
        entityId: created.moduleId,
        before: null,
        after: { productId, sequence: created.sequence, title: created.title },
      });
      return accept({
        moduleId: created.moduleId,
        productID: productId,
        productName: product.name,
        sequence: created.sequence,
        title: created.title,
        active: created.active,
        lessonCount: 0,
      });
    });
  }

  /**
   * /add-product-validity: the days of access a purchase gives (fulfilment sets the enrolment's end from
   * them at payment); null means access never ends. Enrolments already made keep their end date.
   */
  async setValidity(
    actor: StaffActor,
    input: unknown,
  ): Promise<Outcome<StaffProductRow, CatalogueAdminReason> | InvalidField> {
    const checked = await checkSpecRules(productValiditySchema, input);
    if (!checked.ok) return checked;
    const { productId } = checked.value;
    const validityDays = checked.value.validityDays ?? null;
    const outcome = await this.deps.transaction(
      async (tx): Promise<Outcome<undefined, CatalogueAdminReason>> => {
        const product = await this.deps.catalogue.findForUpdate(tx, productId);
        if (!product) return refuse(ReasonCode.NOT_FOUND);
        await this.deps.catalogue.setValidity(tx, productId, validityDays);
        await this.deps.audit.record(tx, actor, {
          action: StaffAction.PRODUCT_VALIDITY,
          entityType: 'product',
          entityId: productId,
          before: { validityDays: product.validityDays },
          after: { validityDays },
        });
        return accept();
      },
    );
    if (!outcome.ok) return outcome;
    return this.one(productId);
  }

  prerequisites(productId: number): Promise<StaffPrerequisiteRow[]> {
    return this.deps.catalogue.prerequisites(productId);
  }

  /**
   * Replaces a product's prerequisites, in the order given, after the sequence check: no loop, so every
   * course keeps a place after what it requires. The graph is read inside the transaction that writes.
   */
  async setPrerequisites(
    actor: StaffActor,
    productId: number,
    prerequisiteIds: readonly number[],
  ): Promise<Outcome<StaffPrerequisiteRow[], CatalogueAdminReason>> {
    return this.deps.transaction(
      async (tx): Promise<Outcome<StaffPrerequisiteRow[], CatalogueAdminReason>> => {
        const product = await this.deps.catalogue.findForUpdate(tx, productId);
        if (!product) return refuse(ReasonCode.NOT_FOUND);
        const existing = await this.deps.catalogue.countExisting(tx, prerequisiteIds);
        if (existing !== prerequisiteIds.length) return refuse(ReasonCode.CATALOGUE_PREREQUISITE_UNKNOWN);
        const graph = await this.deps.catalogue.prerequisiteGraph(tx);
        const refusal = prerequisiteSequenceRefusal(productId, prerequisiteIds, graph);
        if (refusal) return refuse(refusal);
        const before = await this.deps.catalogue.prerequisites(productId, tx);
        await this.deps.catalogue.replacePrerequisites(tx, productId, prerequisiteIds);
        await this.deps.audit.record(tx, actor, {
          action: StaffAction.PRODUCT_PREREQUISITES,
          entityType: 'product',
          entityId: productId,
          before: { prerequisiteIds: before.map((row) => row.productID) },
          after: { prerequisiteIds: [...prerequisiteIds] },
        });
        return accept(await this.deps.catalogue.prerequisites(productId, tx));
      },
    );
  }
}
