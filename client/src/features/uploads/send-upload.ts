import { messageFor, ReasonCode, UPLOAD_MAX_BYTES, type UploadResult, UploadRoute } from '@finx/domain';

export interface UploadError {
  code: string;
  field: string | null;
  message: string;
}

export interface UploadAnswer {
  result: UploadResult | null;
  userErrors: UploadError[];
}

/** Where an upload is: the bytes going up (a fraction), then the server reading the rows. */
export type UploadProgress = { stage: 'sending'; fraction: number } | { stage: 'processing' };

const failure = (code: ReasonCode): UploadAnswer => ({
  result: null,
  userErrors: [{ code, field: 'file', message: messageFor(code) }],
});

/**
 * Sends the file as its raw bytes with the session cookie. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which the progress bar shows; once the bytes are up, the server's reading
 * and writing of the rows shows as 'processing'. Never throws.
 */
export const sendUpload = (
  file: File,
  onProgress: (progress: UploadProgress) => void,
  path: UploadRoute = UploadRoute.PAYMENT,
): Promise<UploadAnswer> => {
  if (file.size > UPLOAD_MAX_BYTES) return Promise.resolve(failure(ReasonCode.UPLOAD_TOO_LARGE));
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ stage: 'sending', fraction: event.loaded / event.total });
    };
    request.upload.onload = () => onProgress({ stage: 'processing' });
    request.onload = () => {
      try {
        const answer = JSON.parse(request.responseText) as Partial<UploadAnswer>;
        resolve({ result: answer.result ?? null, userErrors: answer.userErrors ?? [] });
      } catch {
        resolve(failure(ReasonCode.UPSTREAM_UNAVAILABLE));
      }
    };
    request.onerror = () => resolve(failure(ReasonCode.UPSTREAM_UNAVAILABLE));
    onProgress({ stage: 'sending', fraction: 0 });
    request.send(file);
  });
};
