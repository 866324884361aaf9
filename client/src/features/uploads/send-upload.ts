import {
  messageFor,
  ReasonCode,
  UPLOAD_MAX_BYTES,
  UPLOAD_PROGRESS_ROUTE,
  type UploadJob,
  type UploadResult,
  UploadRoute,
} from '@finx/domain';

export interface UploadError {
  code: string;
  field: string | null;
  message: string;
}

export interface UploadAnswer {
  result: UploadResult | null;
  userErrors: UploadError[];
}

/** What the gateway answers for an upload and for its progress: the job, or why the file was refused. */
interface JobAnswer {
  job: UploadJob | null;
  userErrors: UploadError[];
}

/**
 * Where an upload is: the bytes going up (a fraction), then its job on the server: queued, then its
 * rows recorded (rows done of total, once counted).
 */
export type UploadProgress =
  | { stage: 'sending'; fraction: number }
  | { stage: 'processing'; rowsDone: number; rowsTotal: number | null };

/** How often the screen asks how far the job got. */
export const UPLOAD_POLL_MS = 1_000;

const failure = (code: ReasonCode): UploadAnswer & JobAnswer => ({
  job: null,
  result: null,
  userErrors: [{ code, field: 'file', message: messageFor(code) }],
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const parse = (text: string): JobAnswer | null => {
  try {
    const answer = JSON.parse(text) as Partial<JobAnswer>;
    return { job: answer.job ?? null, userErrors: answer.userErrors ?? [] };
  } catch {
    return null;
  }
};

/**
 * Sends the file as its raw bytes with the session cookie. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which the progress bar shows. Answers the job the server queued at once.
 */
const postFile = (
  file: File,
  onProgress: (progress: UploadProgress) => void,
  path: UploadRoute,
): Promise<JobAnswer> =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ stage: 'sending', fraction: event.loaded / event.total });
    };
    request.upload.onload = () => onProgress({ stage: 'processing', rowsDone: 0, rowsTotal: null });
    request.onload = () => resolve(parse(request.responseText) ?? failure(ReasonCode.UPSTREAM_UNAVAILABLE));
    request.onerror = () => resolve(failure(ReasonCode.UPSTREAM_UNAVAILABLE));
    onProgress({ stage: 'sending', fraction: 0 });
    request.send(file);
  });

/**
 * Follows the upload's job (issue 25) until it ends: rows done of total as they land, then the result,
 * or the file's refusal. A poll the network drops is asked again; the job goes on meanwhile.
 */
const followJob = async (
  job: UploadJob,
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadAnswer> => {
  let current = job;
  let misses = 0;
  for (;;) {
    if (current.state === 'done') return { result: current.result, userErrors: [] };
    onProgress({ stage: 'processing', rowsDone: current.rowsDone, rowsTotal: current.rowsTotal });
    await wait(UPLOAD_POLL_MS);
    const response = await fetch(`${UPLOAD_PROGRESS_ROUTE}/${current.uploadId}`, {
      credentials: 'include',
    }).catch(() => null);
    const answer = response ? parse(await response.text()) : null;
    if (answer?.userErrors.length) return { result: null, userErrors: answer.userErrors };
    if (answer?.job) {
      current = answer.job;
      misses = 0;
    } else if (++misses > 30) {
      return failure(ReasonCode.UPSTREAM_UNAVAILABLE);
    }
  }
};

/** Sends the file, then follows its job to its result. Never throws. */
export const sendUpload = async (
  file: File,
  onProgress: (progress: UploadProgress) => void,
  path: UploadRoute = UploadRoute.PAYMENT,
): Promise<UploadAnswer> => {
  if (file.size > UPLOAD_MAX_BYTES) return failure(ReasonCode.UPLOAD_TOO_LARGE);
  const sent = await postFile(file, onProgress, path);
  if (sent.userErrors.length > 0 || !sent.job) {
    return {
      result: null,
      userErrors:
        sent.userErrors.length > 0 ? sent.userErrors : failure(ReasonCode.UPSTREAM_UNAVAILABLE).userErrors,
    };
  }
  return followJob(sent.job, onProgress);
};
