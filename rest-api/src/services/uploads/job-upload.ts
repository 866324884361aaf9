import { JOB_UPLOAD_COLUMNS, type JobDraft, messageFor, ReasonCode, StaffAction } from '@finx/domain';
import type { StaffJobsService } from '../jobs/staff-jobs.service';
import type { JobNameIds, JobNamesRepository } from './job-names.repository';
import { checkJobRow, type JobRow } from './job-rows';
import { columnsOf } from './row-cells';
import type { RowOutcome, UploadActor, UploadKind } from './uploads.service';

const unknown = (column: string, name: string) =>
  `${column} "${name}" ${messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_NAME)}`;

/** The row's names as ids, or every name nobody knows. */
export const resolveJobNames = (row: JobRow, ids: JobNameIds): { draft: JobDraft } | { errors: string[] } => {
  const { corporate, jobFunction, keySkills, locations } = row.names;
  const errors: string[] = [];
  const one = (byName: Map<string, number>, column: string, name: string): number => {
    const id = byName.get(name.toLowerCase());
    if (id === undefined) errors.push(unknown(column, name));
    return id ?? 0;
  };
  const corporateID = one(ids.corporates, 'corporate', corporate);
  const jobFunctionID = one(ids.options.JOB_FUNCTION, 'jobFunction', jobFunction);
  const keySkillIDs = keySkills.map((name) => one(ids.options.KEY_SKILL, 'keySkills', name));
  const locationIDs = locations.map((name) => one(ids.options.LOCATION, 'locations', name));
  if (errors.length > 0) return { errors };
  return { draft: { ...row.draft, corporateID, jobFunctionID, keySkillIDs, locationIDs } };
};

/**
 * The jobs file (`001 §7` createBulk as a spreadsheet): each row is looked up (corporate, job function,
 * key skills, locations by name) and created through StaffJobsService.createIn, the form's own rules,
 * default pipeline and `job.create` audit per row, inside the batch's transaction: a batch cut short by
 * a crash posts none of its jobs, so the resumed job posts each exactly once. The upload as a whole is
 * audited as `upload.jobs`.
 */
export const jobUpload = (
  names: Pick<JobNamesRepository, 'idsOf'>,
  staffJobs: Pick<StaffJobsService, 'createIn'>,
): UploadKind<JobRow> => ({
  name: 'jobs',
  auditAction: StaffAction.UPLOAD_JOBS,
  columns: JOB_UPLOAD_COLUMNS,
  checker: (headers) => {
    const columns = columnsOf(headers, JOB_UPLOAD_COLUMNS);
    return (rowNumber, cells) => checkJobRow(rowNumber, cells, columns);
  },
  writeInBatch: async (tx, actor: UploadActor, rows) => {
    const ids = await names.idsOf(
      rows.map((row) => row.names.corporate),
      rows.flatMap((row) => [row.names.jobFunction, ...row.names.keySkills, ...row.names.locations]),
      tx,
    );
    const answers: RowOutcome[] = [];
    for (const row of rows) {
      const resolved = resolveJobNames(row, ids);
      if ('errors' in resolved) {
        answers.push(resolved);
        continue;
      }
      const created = await staffJobs.createIn(tx, resolved.draft, actor);
      answers.push(
        created.ok
          ? { reference: `job-${created.value.jobId}` }
          : { errors: ['message' in created ? created.message : messageFor(created.reasonCode)] },
      );
    }
    return answers;
  },
});
