import { storeKeyOfVideoAsset, VIDEO_CONTENT_TYPES, videoAssetId } from './video-asset';

/**
 * A lesson's file in the document store. A video keeps the video products' asset id
 * (`v<productId>-<uuid>.<ext>`, video-asset.ts); a document (a PDF) is `d<productId>-<uuid>.pdf`. Both
 * live under `<productId>/<uuid>.<ext>` in the store, and the public document route serves either
 * behind the same signed links.
 */
const STORED_DOCUMENT = /^d(\d{1,12})-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(pdf)$/;

export const LESSON_CONTENT_TYPES = { ...VIDEO_CONTENT_TYPES, pdf: 'application/pdf' } as const;
export type LessonExtension = keyof typeof LESSON_CONTENT_TYPES;

export const lessonAssetId = (productId: number, uuid: string, extension: LessonExtension): string =>
  extension === 'pdf' ? `d${productId}-${uuid}.pdf` : videoAssetId(productId, uuid, extension);

/** The store key of a stored lesson file's asset id, or null for an asset of the sample folder. */
export const storeKeyOfLessonAsset = (documentId: string): string | null => {
  const video = storeKeyOfVideoAsset(documentId);
  if (video) return video;
  const match = STORED_DOCUMENT.exec(documentId);
  return match ? `${match[1]}/${match[2]}.${match[3]}` : null;
};

/** The content type an asset is served with, by its extension; null for one no lesson has. */
export const contentTypeOfLessonAsset = (documentId: string): string | null => {
  const extension = documentId.split('.').pop() ?? '';
  return Object.hasOwn(LESSON_CONTENT_TYPES, extension)
    ? LESSON_CONTENT_TYPES[extension as LessonExtension]
    : null;
};
