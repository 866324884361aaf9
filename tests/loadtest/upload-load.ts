// One staff upload during the faults: a users file (/userbulkupload) of UPLOAD_ROWS new learners, sent
// through the edge and followed as the screen follows it, its job running on whichever rest-api replica
// claims it while replicas die and the database restarts. Reconciled afterwards from the database: the job
// done and every row's account there exactly once, or the upload was half-applied.
import { setTimeout as sleep } from 'node:timers/promises';
import { UPLOAD_PROGRESS_ROUTE, UploadRoute, type UploadJob } from '@finx/domain';
import { usersXlsx } from '@finx/rest-api/testing';
import { RequestFailed, type SessionClient } from './session-client';

export const UPLOAD_ROWS = Number(process.env.LOADTEST_UPLOAD_ROWS ?? 2_000);

export interface UploadRun {
  uploadId: number | null;
  tag: string;
  rows: number;
  /** The job's last state the screen saw. */
  lastState: string;
}

/** The file to send: built before the clock starts (writing it is the test's work, not the server's). */
export const uploadFile = async (tag: string): Promise<Buffer> =>
  // Mobiles of their own range: a run's tag makes the e-mails unique, the range keeps mobiles apart.
  usersXlsx(UPLOAD_ROWS, tag, 6_000_000_000 + (Date.now() % 1_000_000) * 1_000);

export const runUpload = async (
  staff: SessionClient,
  tag: string,
  file: Buffer,
  until: number,
): Promise<UploadRun> => {
  const run: UploadRun = { uploadId: null, tag, rows: UPLOAD_ROWS, lastState: 'not sent' };
  // The upload is sent until it is received once: a refused send stored nothing (the job row and the
  // file are written in one go), so sending again does not upload twice.
  while (run.uploadId === null && Date.now() < until) {
    try {
      const answer = (await staff.upload(UploadRoute.USERS, `${tag}.xlsx`, file)) as {
        job: UploadJob | null;
      };
      if (answer.job) run.uploadId = answer.job.uploadId;
      else run.lastState = `refused ${JSON.stringify(answer)}`;
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
    }
    if (run.uploadId === null) await sleep(1_000);
  }
  if (run.uploadId === null) return run;
  run.lastState = 'queued';
  // Followed past the load's end: the job must finish, whatever the faults did to it.
  const deadline = until + 120_000;
  while (Date.now() < deadline) {
    try {
      const answer = (await staff.getJson('uploadProgress', `${UPLOAD_PROGRESS_ROUTE}/${run.uploadId}`)) as {
        job: UploadJob | null;
      };
      if (answer.job) run.lastState = answer.job.state;
      if (run.lastState === 'done' || run.lastState === 'failed') return run;
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
    }
    await sleep(500);
  }
  return run;
};
