import {
  ANNUAL_SALARY_BANDS,
  type LearnerProfileDto,
  type NamedOption,
  ProfileReasons,
  QUALIFICATIONS,
  ReasonCode,
  RestPath,
  StaffAction,
  yearsOfPassing,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { requireUser, type UserCaller } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { refusalsOf } from '../../outcome';
import { STAFF_ROLES } from '../../role-groups';
import type { AuditService } from '../audit/audit.module';
import type { ProfileChange, ProfileRow } from './profile.repository';
import type { ProfileService } from './profile.service';

const { refuse } = refusalsOf(ProfileReasons);

// As the learner's own saves: the party names the learner, the rest is the section, checked by its rules.
const sectionBody = z.looseObject({ studentPartyID: entityId });
type Row = Record<string, unknown> & { studentPartyID: number };

/** The audit entry's before: the changed columns as they were (none of them holds the Aadhar). */
const columnsOf = (row: ProfileRow | null, change: ProfileChange): Record<string, unknown> | null =>
  row ? Object.fromEntries(Object.keys(change).map((key) => [key, row[key as keyof ProfileRow]])) : null;

const listEnvelope = (rows: readonly NamedOption[]) =>
  okEnvelope<never, NamedOption>({ responseListObject: [...rows], totalRecords: rows.length });

/**
 * `001 §7` Admin updatepreference, updateeducation, updateemployment and saveDateOfBirth: staff (admin and
 * ops) save a learner's section for them (/admin-edit-user-profile), with the learner's own rules; each
 * save goes into the staff audit log in its transaction. Only learners' profiles are edited here. Also
 * the Admin education endpoints and profile/annualSalaryList: the lists those sections choose from.
 */
export const staffProfileRoutes = (
  app: FastifyInstance,
  profiles: ProfileService,
  audit: Pick<AuditService, 'record'>,
): void => {
  const audited = (actor: UserCaller) =>
    profiles.withSaveHook(async (tx, partyId, change, before) => {
      await audit.record(tx, actor, {
        action: StaffAction.PROFILE_UPDATE,
        entityType: 'profile',
        entityId: partyId,
        before: columnsOf(before, change),
        after: change,
      });
    });

  const save = (
    path: string,
    run: (service: ProfileService, partyId: number, body: Row) => ReturnType<ProfileService['saveEducation']>,
  ): void => {
    app.post(
      path,
      documented({ config: { access: STAFF_ROLES } }, { body: sectionBody }),
      async (request) => {
        const actor = requireUser(request.caller);
        const body = parseInput(sectionBody, request.body) as Row;
        if (!(await profiles.isLearner(body.studentPartyID))) return answer(refuse(ReasonCode.NOT_FOUND));
        return answer<LearnerProfileDto>(await run(audited(actor), body.studentPartyID, body));
      },
    );
  };

  save(RestPath.ADMIN_UPDATE_PREFERENCE, (service, partyId, body) =>
    service.savePreferences(partyId, {
      jobFunctionId: body.jobFunctionId,
      keySkillIds: body.keySkillIds ?? [],
      interestAreaIds: body.interestAreaIds ?? [],
      preferredDomainId: body.preferredDomainId,
      locationIds: body.locationIds ?? [],
    }),
  );
  save(RestPath.ADMIN_UPDATE_EDUCATION, (service, partyId, body) =>
    service.saveEducation(partyId, {
      qualification: body.qualification,
      institute: body.institute,
      yearOfPassing: body.yearOfPassing,
      percentage: body.percentage,
    }),
  );
  save(RestPath.ADMIN_UPDATE_EMPLOYMENT, (service, partyId, body) =>
    service.saveEmployment(partyId, {
      status: body.status,
      organisation: body.organisation ?? '',
      designation: body.designation ?? '',
      experienceYears: body.experienceYears ?? null,
    }),
  );
  save(RestPath.ADMIN_SAVE_DATE_OF_BIRTH, (service, partyId, body) =>
    service.saveDateOfBirth(partyId, { dateOfBirth: body.dateOfBirth }),
  );

  // The lists are the domain's, the same for everyone signed in (as codeValue is).
  const user = { config: { access: 'user' as const } };
  app.get(RestPath.EDUCATION_QUALIFICATIONS, documented(user, NO_INPUT), async () =>
    listEnvelope(QUALIFICATIONS.map((name, index) => ({ id: index + 1, name }))),
  );
  app.get(RestPath.EDUCATION_YEARS, documented(user, NO_INPUT), async () =>
    listEnvelope(yearsOfPassing(new Date()).map((year) => ({ id: year, name: String(year) }))),
  );
  app.get(RestPath.ANNUAL_SALARY_LIST, documented(user, NO_INPUT), async () =>
    listEnvelope(ANNUAL_SALARY_BANDS),
  );
};
