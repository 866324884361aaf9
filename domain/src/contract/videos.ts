import { VIDEO_MAX_MB } from '../constants';
import { defineFeatureContract, reasonsOf, type RestPathTable, withParam } from './feature-contract';
import { sharedContract } from './shared';

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
 * `001 §7` Admin watermarked-video (named without behaviour): a video product's file for the member of
 * staff who asks, behind a signed link issued to them, with the label the player draws over the picture
 * (their e-mail, party and the time it was issued). The label is drawn, not burnt into the file
 * (docs/decisions/rest-contract.md).
 */
export interface WatermarkedVideo {
  productID: number;
  contentType: string | null;
  videoUrl: string;
  watermark: string;
  issuedAt: string;
  expiresAt: string;
}

/**
 * The gateway's route for a video file: the bytes as the body (application/octet-stream), the product in
 * `x-product-id` and the name in `x-file-name`; it answers `{ video, userErrors }`.
 */
export const VIDEO_UPLOAD_PATH = '/documents/video-upload';

// Staff video files (/add-video, /edit-video): judged by their bytes, like the learners' documents.
const reasons = reasonsOf({
  VIDEO_INVALID_FORMAT: 'Invalid File Format. Please upload an MP4 or WebM video.',
  VIDEO_TOO_LARGE: `The video is larger than ${VIDEO_MAX_MB} MB. Please upload a smaller file.`,
  VIDEO_NOT_A_VIDEO: 'Only a video product takes a video file. Please open it from the Video List.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** A video product's file (/add-video, /edit-video). */
export const VideoUploadReasons = [
  C.NOT_FOUND,
  C.VIDEO_INVALID_FORMAT,
  C.VIDEO_TOO_LARGE,
  C.VIDEO_NOT_A_VIDEO,
  C.VALIDATION_FAILED,
] as const;
export type VideoUploadReason = (typeof VideoUploadReasons)[number];

const clientPaths = {
  VIDEO_LIST: '/video-list',
  ADD_VIDEO: '/add-video',
  EDIT_VIDEO: '/edit-video/:id',
} as const;

export const videosContract = defineFeatureContract({
  feature: 'videos',
  reasons,
  refusals: [VideoUploadReasons],
  clientPaths,
  clientRoutes: {
    videoList: (): string => clientPaths.VIDEO_LIST,
    addVideo: (): string => clientPaths.ADD_VIDEO,
    editVideo: (productId: number | string): string => withParam(clientPaths.EDIT_VIDEO, 'id', productId),
  },
});

export const videosRestPaths = {
  feature: 'videos',
  restPaths: {
    /** `001 §7` video/save: a video product's file, as base64 (/add-video, /edit-video; admin or ops). */
    VIDEO_SAVE: '/finx-fc-product/api/v1/video/save',
    /** `001 §7` video/getdetailsonid: a video product's current file, with a preview link for staff. */
    VIDEO_DETAILS: '/finx-fc-product/api/v1/video/getdetailsonid',
    /** `001 §7` Admin watermarked-video: a video product's file, signed for and labelled with the viewer. */
    WATERMARKED_VIDEO: '/finx-fc-admin/api/v1/admin/watermarked-video',
  },
} as const satisfies RestPathTable;
