/**
 * Staff video files (`001 §7` video/save and video/getdetailsonid; the spec shows no payloads). A video
 * product is an ordinary product of type VIDEO; its file is the one lesson the learner's player plays.
 */

/** video/save's body: the file as base64, for an existing VIDEO product (admin or ops). */
export interface VideoSaveRequest {
  productID: number;
  fileName: string;
  content: string;
}

/** A video product's current file; `previewUrl` is a signed link for the staff member who asked. */
export interface StaffVideoDetails {
  productID: number;
  documentId: string | null;
  contentType: string | null;
  previewUrl: string | null;
}

/**
 * The gateway's route for a video file: the bytes as the body (application/octet-stream), the product in
 * `x-product-id` and the name in `x-file-name`; it answers `{ video, userErrors }`.
 */
export const VIDEO_UPLOAD_PATH = '/documents/video-upload';
