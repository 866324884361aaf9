import {
  addressSchema,
  checkAadhar,
  educationSchema,
  employabilityScore,
  employmentSchema,
  isMaskedAadhar,
  type LearnerProfileDto,
  maskAadhar,
  type NamedOption,
  profileParentsSchema,
  personalDetailsSchema,
  preferencesSchema,
  PROFILE_SECTIONS,
  profileCompleteness,
  ProfileMessage,
  type ProfileOptionKind,
  type ProfileReason,
  ProfileReasons,
  type ProfileSection,
  ReasonCode,
  REGION_PARENT,
  type RegionKind,
  RoleId,
} from '@finx/domain';
import type { FieldCipher } from '@finx/domain/server';
import type { AnyObject, Schema } from 'yup';
import type { Executor, RunInTransaction } from '../../db/database';
import { accept, type InvalidField, invalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { OptionRecord, ProfileChange, ProfileRepository, ProfileRow } from './profile.repository';

const { refuse } = refusalsOf(ProfileReasons);

type Saved = Promise<Outcome<LearnerProfileDto, ProfileReason> | InvalidField>;

/** Called inside a save's transaction with the row as it was: staff saves write the audit log there. */
export type ProfileSaveHook = (
  tx: Executor,
  partyId: number,
  change: ProfileChange,
  before: ProfileRow | null,
) => Promise<void>;

const dateOfBirthSchema = personalDetailsSchema.pick(['dateOfBirth']);

const named = (row: { regionId?: number; optionId?: number; name: string }): NamedOption => ({
  id: row.regionId ?? row.optionId ?? 0,
  name: row.name,
});

const completeOf = (row: ProfileRow | null): Record<ProfileSection, boolean> => ({
  // A date of birth saved by staff alone (saveDateOfBirth) leaves the gender to the learner.
  personal: Boolean(row?.personal?.gender),
  parents: Boolean(row?.parents),
  address: Boolean(row?.cityId),
  education: Boolean(row?.education),
  employment: Boolean(row?.employment),
  preferences: Boolean(row?.preferences),
  aadhar: Boolean(row?.aadharCipher),
});

/**
 * The learner's profile (`001 §1`): seven sections, each saved on its own and checked by the domain's
 * rules; completeness and the Employability Score follow from which are filled in. The Aadhar is kept
 * only as the field cipher's text and answered masked.
 */
export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly transaction: RunInTransaction,
    private readonly cipher: FieldCipher,
    private readonly now: () => Date = () => new Date(),
    private readonly onSave?: ProfileSaveHook,
  ) {}

  /** The same service, each save also running `hook` in its transaction (the staff audit log). */
  withSaveHook(hook: ProfileSaveHook): ProfileService {
    return new ProfileService(this.profiles, this.transaction, this.cipher, this.now, hook);
  }

  /** Whether the party is a learner's (staff edit learners' profiles only). */
  async isLearner(partyId: number): Promise<boolean> {
    return (await this.profiles.roleOf(partyId)) === RoleId.LEARNER;
  }

  async get(partyId: number): Promise<Outcome<LearnerProfileDto, ProfileReason>> {
    const names = await this.profiles.names(partyId);
    if (!names) return refuse(ReasonCode.NOT_FOUND);
    const row = await this.profiles.find(partyId);
    const complete = completeOf(row);
    return accept({
      studentPartyID: partyId,
      ...names,
      personal: row?.personal ?? null,
      parents: row?.parents
        ? {
            studentFatherName: row.parents.fatherName,
            studentFatherMobileNo: row.parents.fatherMobile,
            studentMotherName: row.parents.motherName,
            studentMotherMobileNo: row.parents.motherMobile,
          }
        : null,
      address: await this.addressOf(row),
      education: row?.education ?? null,
      employment: row?.employment ?? null,
      preferences: await this.preferencesOf(row),
      maskedAadhar: row?.aadharLastFour ? maskAadhar(row.aadharLastFour) : null,
      completeSections: PROFILE_SECTIONS.filter((section) => complete[section]),
      completeness: profileCompleteness(complete),
      employabilityScore: employabilityScore(complete),
    });
  }

  async savePersonal(partyId: number, input: unknown): Saved {
    const checked = await checkSpecRules(personalDetailsSchema, input);
    if (!checked.ok) return checked;
    const { firstName, lastName, dateOfBirth, gender } = checked.value;
    return this.store(partyId, { personal: { dateOfBirth, gender } }, { firstName, lastName });
  }

  /** The date of birth alone (staff, `001 §7` saveDateOfBirth): the saved gender stays as it was. */
  async saveDateOfBirth(partyId: number, input: unknown): Saved {
    const checked = await checkSpecRules(dateOfBirthSchema, input);
    if (!checked.ok) return checked;
    const row = await this.profiles.find(partyId);
    return this.store(partyId, {
      personal: { dateOfBirth: checked.value.dateOfBirth, gender: row?.personal?.gender ?? '' },
    });
  }

  async saveParents(partyId: number, input: unknown): Saved {
    return this.section(partyId, profileParentsSchema, input, (parents) => ({ parents }));
  }

  async saveEducation(partyId: number, input: unknown): Saved {
    return this.section(partyId, educationSchema, input, (education) => ({ education }));
  }

  async saveEmployment(partyId: number, input: unknown): Saved {
    return this.section(partyId, employmentSchema, input, (value) => ({
      // A fresher's employer fields mean nothing; keep them empty rather than stale.
      employment:
        value.status === 'EXPERIENCED'
          ? value
          : { status: value.status, organisation: '', designation: '', experienceYears: null },
    }));
  }

  /** The address: each place must lie in the one chosen above it (city in state in country). */
  async saveAddress(partyId: number, input: unknown): Saved {
    const checked = await checkSpecRules(addressSchema, input);
    if (!checked.ok) return checked;
    const value = checked.value;
    const chain: [number | null, RegionKind][] = [
      [value.countryId, 'COUNTRY'],
      [value.stateId, 'STATE'],
      [value.cityId, 'CITY'],
      [value.suburbId, 'SUBURB'],
    ];
    const ids = chain.flatMap(([id]) => (id === null ? [] : [id]));
    const found = new Map((await this.profiles.regionsByIds(ids)).map((row) => [row.regionId, row]));
    let parent: number | null = null;
    for (const [id, kind] of chain) {
      if (id === null) continue;
      const row = found.get(id);
      if (!row || row.kind !== kind || (REGION_PARENT[kind] !== null && row.parentId !== parent)) {
        return invalidField(ProfileMessage.REGION_MISMATCH);
      }
      parent = id;
    }
    return this.store(partyId, {
      addressLine: value.addressLine,
      countryId: value.countryId,
      stateId: value.stateId,
      cityId: value.cityId,
      suburbId: value.suburbId,
      pincode: value.pincode,
    });
  }

  /** Preferences: every id must be an option of its own list. */
  async savePreferences(partyId: number, input: unknown): Saved {
    const checked = await checkSpecRules(preferencesSchema, input);
    if (!checked.ok) return checked;
    const value = checked.value;
    const wanted: [ProfileOptionKind, number[]][] = [
      ['JOB_FUNCTION', [value.jobFunctionId]],
      ['KEY_SKILL', value.keySkillIds],
      ['INTEREST_AREA', value.interestAreaIds],
      ['PREFERRED_DOMAIN', [value.preferredDomainId]],
      ['LOCATION', value.locationIds],
    ];
    const found = new Map(
      (await this.profiles.optionsByIds(wanted.flatMap(([, ids]) => ids))).map((row) => [row.optionId, row]),
    );
    for (const [kind, ids] of wanted) {
      if (ids.some((id) => found.get(id)?.kind !== kind)) return invalidField(ProfileMessage.OPTION_UNKNOWN);
    }
    const unique = (ids: number[]) => [...new Set(ids)];
    return this.store(partyId, {
      preferences: {
        ...value,
        keySkillIds: unique(value.keySkillIds),
        interestAreaIds: unique(value.interestAreaIds),
        locationIds: unique(value.locationIds),
      },
    });
  }

  /**
   * `001 §5` Aadhar with the spec's three messages. The masked form shown back saves as unchanged; a
   * new number is kept encrypted, with its last four digits for the masked form.
   */
  async saveAadhar(partyId: number, input: unknown): Saved {
    const row = await this.profiles.find(partyId);
    const checked = checkAadhar(input, row?.aadharLastFour ?? null);
    if (!checked.ok) return invalidField(checked.message);
    if (isMaskedAadhar(checked.value)) return this.get(partyId);
    return this.store(partyId, {
      aadharCipher: this.cipher.encrypt(checked.value),
      aadharLastFour: checked.value.slice(-4),
    });
  }

  async regions(
    kind: RegionKind,
    parentId: number | null,
    search: string,
    page: number,
    limit: number,
  ): Promise<{ rows: NamedOption[]; total: number }> {
    const result = await this.profiles.regionPage(kind, parentId, search.trim(), (page - 1) * limit, limit);
    return { rows: result.rows.map(named), total: result.total };
  }

  async options(kind: ProfileOptionKind): Promise<NamedOption[]> {
    return (await this.profiles.options(kind)).map(named);
  }

  private async section<T extends AnyObject>(
    partyId: number,
    schema: Schema<T>,
    input: unknown,
    change: (value: T) => ProfileChange,
  ): Saved {
    const checked = await checkSpecRules(schema, input);
    if (!checked.ok) return checked;
    return this.store(partyId, change(checked.value));
  }

  private async store(
    partyId: number,
    change: ProfileChange,
    names?: { firstName: string; lastName: string },
  ): Promise<Outcome<LearnerProfileDto, ProfileReason>> {
    const at = this.now();
    const before = this.onSave ? await this.profiles.find(partyId) : null;
    await this.transaction(async (tx) => {
      await this.profiles.save(tx, partyId, change, at);
      if (names) await this.profiles.setNames(tx, partyId, names.firstName, names.lastName, at);
      await this.onSave?.(tx, partyId, change, before);
    });
    return this.get(partyId);
  }

  private async addressOf(row: ProfileRow | null): Promise<LearnerProfileDto['address']> {
    if (!row?.countryId || !row.stateId || !row.cityId) return null;
    const ids = [row.countryId, row.stateId, row.cityId, ...(row.suburbId ? [row.suburbId] : [])];
    const found = new Map((await this.profiles.regionsByIds(ids)).map((region) => [region.regionId, region]));
    const place = (id: number): NamedOption => named(found.get(id) ?? { regionId: id, name: '' });
    return {
      addressLine: row.addressLine ?? '',
      country: place(row.countryId),
      state: place(row.stateId),
      city: place(row.cityId),
      suburb: row.suburbId ? place(row.suburbId) : null,
      pincode: row.pincode ?? '',
    };
  }

  private async preferencesOf(row: ProfileRow | null): Promise<LearnerProfileDto['preferences']> {
    const saved = row?.preferences;
    if (!saved) return null;
    const all = [
      saved.jobFunctionId,
      ...saved.keySkillIds,
      ...saved.interestAreaIds,
      saved.preferredDomainId,
      ...saved.locationIds,
    ];
    const found = new Map(
      (await this.profiles.optionsByIds(all)).map((option): [number, OptionRecord] => [
        option.optionId,
        option,
      ]),
    );
    const option = (id: number): NamedOption => named(found.get(id) ?? { optionId: id, name: '' });
    return {
      jobFunction: option(saved.jobFunctionId),
      keySkills: saved.keySkillIds.map(option),
      interestAreas: saved.interestAreaIds.map(option),
      preferredDomain: option(saved.preferredDomainId),
      locations: saved.locationIds.map(option),
    };
  }
}
