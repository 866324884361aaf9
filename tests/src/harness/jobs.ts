import {
  CreateJobDocument,
  type JobDraftInput,
  StaffJobLookupsDocument,
} from '../../../client/src/graphql/generated/graphql';
import type { Caller } from './login';

/**
 * Posts an open job at a seeded corporate as `staff` (ops or admin), with the first job function and key
 * skill the lookups offer: the job a test's candidates apply to. Answers createJob's payload.
 */
export const postTestJob = async (
  staff: Caller,
  draft: Pick<JobDraftInput, 'title'> & Partial<JobDraftInput>,
) => {
  const lookups = (await staff.data(StaffJobLookupsDocument, {})).staffJobLookups;
  const input: JobDraftInput = {
    corporateId: 2,
    description: 'Assess retail credit files and write the credit notes for the branch committee.',
    jobFunctionId: lookups.jobFunctions[0]!.id,
    keySkillIds: [lookups.keySkills[0]!.id],
    locationIds: [401],
    minExperience: 0,
    maxExperience: 4,
    employmentType: 'FULL_TIME',
    openings: 2,
    closesOn: '2099-12-31',
    ...draft,
  };
  return (await staff.data(CreateJobDocument, { input })).createJob;
};
