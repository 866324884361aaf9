import { messageFor, ReasonCode, VIDEO_MAX_BYTES, VIDEO_UPLOAD_PATH } from '@finx/domain';

export interface VideoUploadError {
  code: string;
  field: string | null;
  message: string;
}

const failure = (code: ReasonCode): VideoUploadError[] => [
  { code, field: 'file', message: messageFor(code) },
];

/** The same limit the server applies, checked before anything is sent. */
export const videoTooLarge = (file: Pick<File, 'size'>): boolean => file.size > VIDEO_MAX_BYTES;

/**
 * Sends a video product's file to the gateway (application/octet-stream, the product and name in
 * headers, the session cookie with it). The server judges the file by its bytes; answers the refusals,
 * an empty list when stored. Never throws.
 */
export async function uploadVideo(productId: number, file: File): Promise<VideoUploadError[]> {
  if (videoTooLarge(file)) return failure(ReasonCode.VIDEO_TOO_LARGE);
  try {
    const response = await fetch(VIDEO_UPLOAD_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/octet-stream',
        'x-product-id': String(productId),
        'x-file-name': encodeURIComponent(file.name),
      },
      body: file,
    });
    if (response.status === 413) return failure(ReasonCode.VIDEO_TOO_LARGE);
    const answer = (await response.json()) as { userErrors?: VideoUploadError[] };
    return answer.userErrors ?? [];
  } catch {
    return failure(ReasonCode.UPSTREAM_UNAVAILABLE);
  }
}
