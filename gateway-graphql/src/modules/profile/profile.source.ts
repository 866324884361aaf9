import {
  addressSchema,
  educationSchema,
  employmentSchema,
  type LearnerProfileDto,
  type NamedOption,
  profileParentsSchema,
  personalDetailsSchema,
  preferencesSchema,
  REGION_PAGE_MAX,
  RestPath,
} from '@finx/domain';
import type { AnyObject, Schema } from 'yup';
import { badUserInput } from '../../errors/gateway-error';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { partyIdOf } from '../shared/caller';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { searchTextOf } from '../shared/search-text';
import { type FieldMap, refusalOf } from '../shared/user-errors';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { AADHAR_FIELDS, SECTION_FIELDS } from './profile.errors';
import type {
  AadharInput,
  AddressInput,
  EducationInput,
  EmploymentInput,
  LearnerProfile,
  ProfileParentsInput,
  PersonalDetailsInput,
  PreferencesInput,
  ProfileOptionKindInput,
  ProfilePayload,
  RegionKindInput,
  RegionPage,
} from './profile.types';

/** A section staff save for a learner, with its input. */
export type StaffSection =
  | { kind: 'education'; input: EducationInput }
  | { kind: 'employment'; input: EmploymentInput }
  | { kind: 'preferences'; input: PreferencesInput }
  | { kind: 'dateOfBirth'; input: { dateOfBirth: string } };

const DATE_OF_BIRTH_SCHEMA = personalDetailsSchema.pick(['dateOfBirth']);

const REGION_PATH: Record<RegionKindInput, RestPath> = {
  COUNTRY: RestPath.REGION_COUNTRY,
  STATE: RestPath.REGION_STATE,
  CITY: RestPath.REGION_CITY,
  SUBURB: RestPath.REGION_SUBURB,
};

export interface RegionArgs {
  kind: RegionKindInput;
  parentId?: number | null;
  search?: string | null;
  page: number;
  limit: number;
}

const toProfile = (dto: LearnerProfileDto): LearnerProfile => ({
  id: `LearnerProfile:${dto.studentPartyID}`,
  firstName: dto.firstName,
  lastName: dto.lastName,
  personal: dto.personal,
  parents: dto.parents
    ? {
        fatherName: dto.parents.studentFatherName,
        fatherMobile: dto.parents.studentFatherMobileNo,
        motherName: dto.parents.studentMotherName,
        motherMobile: dto.parents.studentMotherMobileNo,
      }
    : null,
  address: dto.address,
  education: dto.education,
  employment: dto.employment,
  preferences: dto.preferences,
  maskedAadhar: dto.maskedAadhar,
  completeSections: dto.completeSections,
  completeness: dto.completeness,
  employabilityScore: dto.employabilityScore,
});

/** The learner profile's REST calls for the signed-in learner, and its lookups. */
export class ProfileSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async mine(): Promise<LearnerProfile> {
    const envelope = await this.upstream.request<LearnerProfileDto>({
      method: 'GET',
      path: RestPath.PROFILE,
      query: { partyId: partyIdOf(this.session) },
      auth: 'user',
    });
    if (!envelope.responseObject) throw new Error('the profile answered without the profile');
    return toProfile(envelope.responseObject);
  }

  savePersonal(input: PersonalDetailsInput): Promise<ProfilePayload> {
    return this.save(RestPath.PROFILE_PERSONAL, personalDetailsSchema, input, { ...input });
  }

  saveParents(input: ProfileParentsInput): Promise<ProfilePayload> {
    return this.save(RestPath.PARENT_DETAILS_UPDATE, profileParentsSchema, input, {
      studentFatherName: input.fatherName,
      studentFatherMobileNo: input.fatherMobile.trim(),
      studentMotherName: input.motherName,
      studentMotherMobileNo: input.motherMobile.trim(),
    });
  }

  saveAddress(input: AddressInput): Promise<ProfilePayload> {
    const value = { ...input, suburbId: input.suburbId ?? null };
    return this.save(RestPath.PROFILE_ADDRESS, addressSchema, value, value);
  }

  saveEducation(input: EducationInput): Promise<ProfilePayload> {
    return this.save(RestPath.PROFILE_EDUCATION, educationSchema, input, { ...input });
  }

  saveEmployment(input: EmploymentInput): Promise<ProfilePayload> {
    const value = { ...input, experienceYears: input.experienceYears ?? null };
    return this.save(RestPath.PROFILE_EMPLOYMENT, employmentSchema, value, value);
  }

  savePreferences(input: PreferencesInput): Promise<ProfilePayload> {
    return this.save(RestPath.PROFILE_PREFERENCES, preferencesSchema, input, { ...input });
  }

  /** A learner's profile as staff read it (/admin-edit-user-profile); null for a party without one. */
  async of(partyId: number): Promise<LearnerProfile | null> {
    const result = await this.upstream.call<LearnerProfileDto>({
      method: 'GET',
      path: RestPath.PROFILE,
      query: { partyId },
      auth: 'user',
      allowFailure: true,
    });
    const dto = result.ok ? result.envelope.responseObject : null;
    return dto ? toProfile(dto) : null;
  }

  /** `001 §7` Admin updateeducation, updateemployment, updatepreference, saveDateOfBirth: staff for a learner. */
  staffSave(partyId: number, section: StaffSection): Promise<ProfilePayload> {
    switch (section.kind) {
      case 'education':
        return this.save(
          RestPath.ADMIN_UPDATE_EDUCATION,
          educationSchema,
          section.input,
          { ...section.input },
          partyId,
        );
      case 'employment': {
        const value = { ...section.input, experienceYears: section.input.experienceYears ?? null };
        return this.save(RestPath.ADMIN_UPDATE_EMPLOYMENT, employmentSchema, value, value, partyId);
      }
      case 'preferences':
        return this.save(
          RestPath.ADMIN_UPDATE_PREFERENCE,
          preferencesSchema,
          section.input,
          { ...section.input },
          partyId,
        );
      case 'dateOfBirth':
        return this.save(
          RestPath.ADMIN_SAVE_DATE_OF_BIRTH,
          DATE_OF_BIRTH_SCHEMA,
          section.input,
          { ...section.input },
          partyId,
        );
    }
  }

  /** The Aadhar's rules need the number on file (the masked form), so REST alone checks them. */
  saveAadhar(input: AadharInput): Promise<ProfilePayload> {
    return this.post(RestPath.PROFILE_AADHAR, { aadharNumber: input.aadharNumber }, AADHAR_FIELDS);
  }

  async regions(args: RegionArgs): Promise<RegionPage> {
    if (args.kind !== 'COUNTRY' && !args.parentId)
      throw badUserInput('parentId', 'Choose the place above first.');
    if (args.limit < 1 || args.limit > REGION_PAGE_MAX) {
      throw badUserInput('limit', `A page holds 1 to ${REGION_PAGE_MAX} places.`);
    }
    if (args.page < 1) throw badUserInput('page', 'Pages count from 1.');
    const query: Record<string, string | number> = { page: args.page, limit: args.limit };
    if (args.parentId) query.parentId = args.parentId;
    const search = searchTextOf(args.search, 'search');
    if (search) query.search = search;
    const envelope = await this.upstream.request<never, NamedOption>({
      method: 'GET',
      path: REGION_PATH[args.kind],
      query,
      auth: 'user',
    });
    return { items: listOf(envelope), totalRecords: envelope.totalRecords ?? 0 };
  }

  async options(kind: ProfileOptionKindInput): Promise<NamedOption[]> {
    const envelope = await this.upstream.request<never, NamedOption>({
      method: 'GET',
      path: RestPath.PROFILE_OPTIONS,
      query: { type: kind },
      auth: 'user',
    });
    return listOf(envelope);
  }

  /** The shared rules first, each broken one on its field; then REST, which applies them again. */
  private async save<T extends AnyObject>(
    path: RestPath,
    schema: Schema<T>,
    input: object,
    body: Record<string, unknown>,
    partyId?: number,
  ): Promise<ProfilePayload> {
    const userErrors = schemaRuleErrors(schema, input);
    if (userErrors.length) return { profile: null, userErrors };
    return this.post(path, body, SECTION_FIELDS, partyId);
  }

  /** A section's save for the signed-in learner, or for the learner staff name (`partyId`). */
  private async post(
    path: RestPath,
    body: Record<string, unknown>,
    fields: FieldMap<'NOT_FOUND' | 'VALIDATION_FAILED'>,
    partyId: number = partyIdOf(this.session),
  ): Promise<ProfilePayload> {
    const result = await this.upstream.call<LearnerProfileDto>({
      method: 'POST',
      path,
      body: { studentPartyID: partyId, ...body },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { profile: null, userErrors: [refusalOf(fields, result)] };
    const dto = result.envelope.responseObject;
    return { profile: dto ? toProfile(dto) : null, userErrors: [] };
  }
}
