import {
  type LearnerProfileDto,
  type NamedOption,
  PROFILE_OPTION_KINDS,
  REGION_PAGE_MAX,
  type RegionKind,
  RestPath,
  SEARCH_MAX_LENGTH,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { assertSameParty } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES } from '../../role-groups';
import type { ProfileService } from './profile.service';

// The party arrives decrypted as text; each section's fields are checked by the domain's rules.
const sectionBody = z.looseObject({ studentPartyID: entityId });
type Row = Record<string, unknown> & { studentPartyID: number };

const regionQuery = z.looseObject({
  parentId: entityId.optional(),
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
  page: z.coerce.number().int().positive().max(10_000).optional(),
  limit: z.coerce.number().int().positive().max(REGION_PAGE_MAX).optional(),
});
const optionsQuery = z.looseObject({ type: z.enum(PROFILE_OPTION_KINDS) });

const REGION_PATHS: [string, RegionKind][] = [
  [RestPath.REGION_COUNTRY, 'COUNTRY'],
  [RestPath.REGION_STATE, 'STATE'],
  [RestPath.REGION_CITY, 'CITY'],
  [RestPath.REGION_SUBURB, 'SUBURB'],
];

/**
 * The learner profile: the learner reads their own (staff may read it for support) and saves each
 * section for themself only; the region and option lookups are for any signed-in user.
 */
export const profileRoutes = (app: FastifyInstance, profiles: ProfileService): void => {
  app.get(
    RestPath.PROFILE,
    documented({ config: { access: LEARNER_DATA_ROLES } }, { query: partyIdQuery }),
    async (request) => {
      const partyId = ownPartyFromQuery(request.caller, request.query);
      return answer<LearnerProfileDto>(await profiles.get(partyId));
    },
  );

  /** A section's save: the body's party must be the caller; the rest of the body is the section. */
  const save = (
    path: string,
    run: (partyId: number, body: Row) => ReturnType<ProfileService['savePersonal']>,
  ): void => {
    app.post(
      path,
      documented({ config: { access: LEARNER_ROLES } }, { body: sectionBody }),
      async (request) => {
        const body = parseInput(sectionBody, request.body) as Row;
        const caller = assertSameParty(request.caller, body.studentPartyID);
        return answer<LearnerProfileDto>(await run(caller.partyId, body));
      },
    );
  };

  save(RestPath.PROFILE_PERSONAL, (partyId, body) =>
    profiles.savePersonal(partyId, {
      firstName: body.firstName,
      lastName: body.lastName,
      dateOfBirth: body.dateOfBirth,
      gender: body.gender,
    }),
  );
  // The spec's updateParentDetails (`001 §7` dashboard calls): the one parents record, from either screen.
  save(RestPath.PARENT_DETAILS_UPDATE, (partyId, body) =>
    profiles.saveParents(partyId, {
      fatherName: body.studentFatherName,
      fatherMobile: body.studentFatherMobileNo ?? '',
      motherName: body.studentMotherName,
      motherMobile: body.studentMotherMobileNo ?? '',
    }),
  );
  save(RestPath.PROFILE_ADDRESS, (partyId, body) =>
    profiles.saveAddress(partyId, {
      addressLine: body.addressLine,
      countryId: body.countryId,
      stateId: body.stateId,
      cityId: body.cityId,
      suburbId: body.suburbId ?? null,
      pincode: body.pincode,
    }),
  );
  save(RestPath.PROFILE_EDUCATION, (partyId, body) =>
    profiles.saveEducation(partyId, {
      qualification: body.qualification,
      institute: body.institute,
      yearOfPassing: body.yearOfPassing,
      percentage: body.percentage,
    }),
  );
  save(RestPath.PROFILE_EMPLOYMENT, (partyId, body) =>
    profiles.saveEmployment(partyId, {
      status: body.status,
      organisation: body.organisation ?? '',
      designation: body.designation ?? '',
      experienceYears: body.experienceYears ?? null,
    }),
  );
  save(RestPath.PROFILE_PREFERENCES, (partyId, body) =>
    profiles.savePreferences(partyId, {
      jobFunctionId: body.jobFunctionId,
      keySkillIds: body.keySkillIds ?? [],
      interestAreaIds: body.interestAreaIds ?? [],
      preferredDomainId: body.preferredDomainId,
      locationIds: body.locationIds ?? [],
    }),
  );
  save(RestPath.PROFILE_AADHAR, (partyId, body) => profiles.saveAadhar(partyId, body.aadharNumber));

  for (const [path, kind] of REGION_PATHS) {
    app.get(path, documented({ config: { access: 'user' } }, { query: regionQuery }), async (request) => {
      const query = parseInput(regionQuery, request.query);
      const limit = query.limit ?? 20;
      const { rows, total } = await profiles.regions(
        kind,
        kind === 'COUNTRY' ? null : (query.parentId ?? 0),
        query.search ?? '',
        query.page ?? 1,
        limit,
      );
      return okEnvelope<never, NamedOption>({ responseListObject: rows, totalRecords: total });
    });
  }

  app.get(
    RestPath.PROFILE_OPTIONS,
    documented({ config: { access: 'user' } }, { query: optionsQuery }),
    async (request) => {
      const { type } = parseInput(optionsQuery, request.query);
      const rows = await profiles.options(type);
      return okEnvelope<never, NamedOption>({ responseListObject: rows, totalRecords: rows.length });
    },
  );
};
