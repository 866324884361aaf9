import {
  LESSON_DOCUMENT_MAX_BYTES,
  LESSON_UPLOAD_PATH,
  LessonKind,
  LessonUploadHeader as H,
  messageFor,
  ReasonCode,
  VIDEO_MAX_BYTES,
} from '@finx/domain';

export interface LessonUploadError {
  code: string;
  field: string | null;
  message: string;
}

/** A video or document lesson with its file, as the gateway's upload route takes it. */
export interface LessonUpload {
  moduleId: number;
  lessonId: number | null;
  kind: typeof LessonKind.VIDEO | typeof LessonKind.DOCUMENT;
  title: string;
  /** A document's minutes; a video's come from `durationSeconds`. */
  minutes: number | null;
  durationSeconds: number | null;
  file: File;
}

const failure = (code: ReasonCode): LessonUploadError[] => [
  { code, field: 'input.file', message: messageFor(code) },
];

/** The refusal of a file larger than its kind takes (the server's limits), or null. */
export const lessonFileTooLarge = (kind: string, file: Pick<File, 'size'>): ReasonCode | null => {
  if (kind === LessonKind.VIDEO) return file.size > VIDEO_MAX_BYTES ? ReasonCode.VIDEO_TOO_LARGE : null;
  return file.size > LESSON_DOCUMENT_MAX_BYTES ? ReasonCode.LESSON_DOCUMENT_TOO_LARGE : null;
};

/**
 * Sends a lesson with its file to the gateway (application/octet-stream, the lesson's fields in headers,
 * the session cookie with it). The server judges the file by its bytes; answers the refusals, an empty
 * list when saved. Never throws.
 */
export async function uploadLesson(upload: LessonUpload): Promise<LessonUploadError[]> {
  const tooLarge = lessonFileTooLarge(upload.kind, upload.file);
  if (tooLarge) return failure(tooLarge);
  const headers: Record<string, string> = {
    'content-type': 'application/octet-stream',
    [H.MODULE_ID]: String(upload.moduleId),
    [H.KIND]: upload.kind,
    // Headers carry ASCII only: the gateway decodes these.
    [H.TITLE]: encodeURIComponent(upload.title),
    [H.FILE_NAME]: encodeURIComponent(upload.file.name),
  };
  if (upload.lessonId !== null) headers[H.LESSON_ID] = String(upload.lessonId);
  if (upload.minutes !== null) headers[H.MINUTES] = String(upload.minutes);
  if (upload.durationSeconds !== null) headers[H.DURATION_SECONDS] = String(upload.durationSeconds);
  try {
    const response = await fetch(LESSON_UPLOAD_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: upload.file,
    });
    if (response.status === 413) {
      return failure(
        upload.kind === LessonKind.VIDEO ? ReasonCode.VIDEO_TOO_LARGE : ReasonCode.LESSON_DOCUMENT_TOO_LARGE,
      );
    }
    const answer = (await response.json()) as { userErrors?: LessonUploadError[] };
    return answer.userErrors ?? [];
  } catch {
    return failure(ReasonCode.UPSTREAM_UNAVAILABLE);
  }
}

/** How long this browser waits for a file's length before it says it cannot read it. */
const DURATION_WAIT_MS = 15_000;

/**
 * A video file's length in seconds, read by a `<video>` element from the file's metadata before anything
 * is sent; null when this browser cannot play the file. A WebM recorded in a browser often says
 * Infinity until played to its end: seeking far past it makes the element work the length out.
 */
export const readVideoDuration = (file: Blob): Promise<number | null> =>
  new Promise((resolve) => {
    const video = document.createElement('video');
    const source = URL.createObjectURL(file);
    let settled = false;
    const finish = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(source);
      resolve(seconds);
    };
    const timer = window.setTimeout(() => finish(null), DURATION_WAIT_MS);
    const known = () => Number.isFinite(video.duration) && video.duration > 0;
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      if (known()) finish(video.duration);
      else video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.ondurationchange = () => {
      if (known()) finish(video.duration);
    };
    video.onerror = () => finish(null);
    video.src = source;
  });
